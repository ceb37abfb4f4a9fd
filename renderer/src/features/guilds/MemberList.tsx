import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canManageMember, type GuildDetail, type GuildMember } from '../../../../shared/guilds';
import { useHandOverGuildMutation, useRemoveFromGuildMutation, useSetGuildRoleMutation } from './endpoints';
import { useGuildAction } from './useGuildAction';

/** The guild's members by rank, each with what the viewer's role allows them to do to that member. */
export function MemberList({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const { run, busy, alert } = useGuildAction();
  const [setRole] = useSetGuildRoleMutation();
  const [remove] = useRemoveFromGuildMutation();
  const [handOver] = useHandOverGuildMutation();

  const actionsFor = (member: GuildMember) => {
    const id = guild.id;
    const actions: Array<{ label: string; act: () => Promise<unknown> }> = [];
    if (!canManageMember(guild.myRole, member.role)) return actions;
    const role = member.role === 'member' ? 'officer' : 'member';
    actions.push({ label: t(role === 'officer' ? 'actions.promote' : 'actions.demote'), act: () => setRole({ id, uid: member.uid, role }).unwrap() });
    actions.push({
      label: t('actions.remove'),
      act: async () => {
        if (window.confirm(t('actions.removeConfirm', { name: member.username }))) await remove({ id, uid: member.uid }).unwrap();
      },
    });
    if (guild.myRole === 'founder') {
      actions.push({
        label: t('actions.handOver'),
        act: async () => {
          if (window.confirm(t('actions.handOverConfirm', { name: member.username }))) await handOver({ id, userId: member.uid }).unwrap();
        },
      });
    }
    return actions;
  };

  return (
    <section className="card guild-side" aria-labelledby="guild-members">
      <h2 id="guild-members">
        {t('page.members')} <span className="guild-side__count">{guild.memberCount}</span>
      </h2>
      {alert}
      <ul className="guild-members">
        {guild.members.map((member) => {
          const actions = actionsFor(member);
          return (
            <li key={member.uid} className="guild-member">
              <Link to={`/profile/${member.uid}`} className="guild-member__who">
                <img src={member.avatarUrl} alt="" width={36} height={36} />
                <span>
                  <strong>{member.username}</strong>
                  <span className="guild-member__handle">{member.handle}</span>
                </span>
              </Link>
              <span className={`guild-chip guild-chip--${member.role}`}>{t(`roles.${member.role}`)}</span>
              {actions.length > 0 && (
                <span className="guild-member__actions" role="group" aria-label={t('actions.memberActions', { name: member.username })}>
                  {actions.map(({ label, act }) => (
                    <button key={label} type="button" className="link-button" disabled={busy} onClick={() => void run(act)}>
                      {label}
                    </button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
