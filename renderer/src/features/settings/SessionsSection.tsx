import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../../shared/auth';
import { relativeTime } from '../../ui/relativeTime';
import { Spinner } from '../../ui/Spinner';
import { describeDevice } from './device';
import { useSessionsQuery, useSignOutOthersMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** The devices signed in, each with its last use, and a way to sign out of all the others. */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const { data: sessions, isLoading, isError } = useSessionsQuery();
  const [signOutOthers, { data: signedOut, isLoading: signingOut, error }] = useSignOutOthersMutation();
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} hint={t('sessions.hint')}>
      {isLoading && <Spinner />}
      {isError && <p className="notice notice--error">{t('sessions.failed')}</p>}
      {sessions && (
        <ul className="settings__sessions" data-testid="sessions">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {error && <Failed error={error} />}
      {signedOut && <Saved>{t('sessions.signedOutOthers', { count: signedOut.ended })}</Saved>}
      {sessions && !signedOut && others === 0 && <p className="settings__hint">{t('sessions.noOthers')}</p>}
      <div className="settings__actions">
        <button type="button" className="button button--ghost" disabled={signingOut || others === 0} onClick={() => void signOutOthers()}>
          {t('sessions.signOutOthers')}
        </button>
      </div>
    </SettingsSection>
  );
}

function SessionItem({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation('settings');
  const device = describeDevice(session.device);
  const now = new Date();
  return (
    <li className="settings__session" data-testid="session">
      <strong>{device ? t('sessions.device', device) : t('sessions.unknownDevice')}</strong>
      {session.current && <span className="settings__badge">{t('sessions.thisDevice')}</span>}
      <span className="settings__hint">
        {t('sessions.lastUsed', { when: relativeTime(session.lastUsedAt, now, i18n.language) })} · {t('sessions.signedIn', { when: relativeTime(session.createdAt, now, i18n.language) })}
      </span>
    </li>
  );
}
