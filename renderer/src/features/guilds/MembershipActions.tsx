import { useTranslation } from 'react-i18next';
import type { GuildDetail } from '../../../../shared/guilds';
import { useJoinGuildMutation, useLeaveGuildMutation } from './endpoints';
import { useGuildAction } from './useGuildAction';

/** Join, ask to join, accept or decline an invitation, withdraw a request, or leave: what the viewer's place allows. */
export function MembershipActions({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const [join] = useJoinGuildMutation();
  const [leave] = useLeaveGuildMutation();
  const { run, busy, alert } = useGuildAction();
  const arg = { id: guild.id };
  const button = (label: string, action: () => Promise<unknown>, primary = false) => (
    <button type="button" className={primary ? 'button button--primary' : 'button button--ghost'} disabled={busy} onClick={() => void run(action)}>
      {label}
    </button>
  );

  let content = null;
  if (guild.myStatus === 'member') {
    // The founder hands the guild over before leaving it (a member's row offers it).
    content = guild.myRole === 'founder' ? null : button(t('actions.leave'), () => leave(arg).unwrap());
  } else if (guild.myStatus === 'invited') {
    content = (
      <>
        <p className="guild-actions__note">{t('page.invited')}</p>
        {button(t('actions.accept'), () => join(arg).unwrap(), true)}
        {button(t('actions.decline'), () => leave(arg).unwrap())}
      </>
    );
  } else if (guild.myStatus === 'requested') {
    content = (
      <>
        <p className="guild-actions__note">{t('actions.requested')}</p>
        {button(t('actions.withdraw'), () => leave(arg).unwrap())}
      </>
    );
  } else if (guild.joinPolicy !== 'invite') {
    content = button(guild.joinPolicy === 'open' ? t('actions.join') : t('actions.request'), () => join(arg).unwrap(), true);
  }
  if (!content) return null;
  return (
    <div className="guild-actions">
      {content}
      {alert}
    </div>
  );
}
