import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuildCitizen, GuildDetail } from '../../../../shared/guilds';
import { useSearchQuery } from '../search';
import { useInviteToGuildMutation, useSettleRequestMutation } from './endpoints';
import { useGuildAction } from './useGuildAction';

/**
 * For the founder and officers: membership requests to settle, invitations sent, and inviting a citizen.
 * Any other member of a secret guild, which only invitations fill, may invite too (api.md).
 */
export function LeaderPanel({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const { run, busy, alert } = useGuildAction();
  const [settle] = useSettleRequestMutation();
  if (!guild.pending) {
    if (guild.privacy !== 'secret' || !guild.myRole) return null;
    return (
      <section className="card guild-side">
        <InviteForm guild={guild} />
      </section>
    );
  }
  const { requests, invitations } = guild.pending;
  return (
    <section className="card guild-side" aria-labelledby="guild-requests">
      {guild.joinPolicy === 'request' && (
        <>
          <h2 id="guild-requests">{t('pending.requests')}</h2>
          {alert}
          <CitizenRows citizens={requests} empty={t('pending.requestsNone')}>
            {(citizen) =>
              [true, false].map((approve) => (
                <button
                  key={String(approve)}
                  type="button"
                  className={approve ? 'button button--primary button--small' : 'button button--ghost button--small'}
                  disabled={busy}
                  aria-label={`${t(approve ? 'pending.approve' : 'pending.decline')} ${citizen.username}`}
                  onClick={() => void run(() => settle({ id: guild.id, uid: citizen.uid, approve }).unwrap())}
                >
                  {t(approve ? 'pending.approve' : 'pending.decline')}
                </button>
              ))
            }
          </CitizenRows>
        </>
      )}
      <InviteForm guild={guild} />
      <h3>{t('pending.invitations')}</h3>
      <CitizenRows citizens={invitations} empty={t('pending.invitationsNone')} />
    </section>
  );
}

function CitizenRows({ citizens, empty, children }: { citizens: GuildCitizen[]; empty: string; children?: (citizen: GuildCitizen) => ReactNode }) {
  if (citizens.length === 0) return <p className="guilds__none">{empty}</p>;
  return (
    <ul className="guild-members">
      {citizens.map((citizen) => (
        <li key={citizen.uid} className="guild-member">
          <span className="guild-member__who">
            <img src={citizen.avatarUrl} alt="" width={32} height={32} />
            <span>
              <strong>{citizen.username}</strong>
              <span className="guild-member__handle">{citizen.handle}</span>
            </span>
          </span>
          {children && <span className="guild-member__actions">{children(citizen)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Finds citizens by name or handle (the city's search) and invites one; members and those invited are left out. */
function InviteForm({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { data } = useSearchQuery(query, { skip: !query });
  const [invite] = useInviteToGuildMutation();
  const { run, busy, alert } = useGuildAction();
  const taken = new Set([...guild.members.map((m) => m.uid), ...(guild.pending?.invitations.map((c) => c.uid) ?? [])]);
  const found = data?.users.filter((user) => !taken.has(user.uid)) ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setQuery(text.trim());
  };

  return (
    <div className="guild-invite">
      <h3>{t('invite.title')}</h3>
      <form className="guild-invite__form" onSubmit={search} role="search">
        <label htmlFor={inputId} className="visually-hidden">
          {t('invite.label')}
        </label>
        <input id={inputId} value={text} placeholder={t('invite.placeholder')} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--ghost button--small">
          {t('invite.search')}
        </button>
      </form>
      {alert}
      {sent && (
        <p className="notice notice--success" role="status">
          {t('invite.sent', { name: sent })}
        </p>
      )}
      {query && data && (
        <CitizenRows citizens={found.slice(0, 5)} empty={t('invite.none')}>
          {(citizen) => (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              onClick={() => void run(async () => {
                await invite({ id: guild.id, userId: citizen.uid }).unwrap();
                setSent(citizen.username);
              })}
            >
              {t('invite.invite', { name: citizen.username })}
            </button>
          )}
        </CitizenRows>
      )}
    </div>
  );
}
