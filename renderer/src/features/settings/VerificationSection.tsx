import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/users';
import { useRequestVerificationMutation } from './endpoints';
import { Failed, Saved, SettingsSection } from './SettingsSection';

/** Identity verification: ask for it once; it shows as pending until an admin decides. */
export function VerificationSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const [request, { isLoading, isSuccess, error }] = useRequestVerificationMutation();

  return (
    <SettingsSection id="verification" title={t('verification.title')} hint={t('verification.hint')}>
      <p className={`settings__status settings__status--${user.kycStatus}`} data-testid="kyc-status">
        {t(`verification.status.${user.kycStatus}`)}
      </p>
      {error && <Failed error={error} />}
      {isSuccess && <Saved>{t('verification.requested')}</Saved>}
      {user.kycStatus === 'unverified' && (
        <div className="settings__actions">
          <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void request()}>
            {t('verification.request')}
          </button>
        </div>
      )}
    </SettingsSection>
  );
}
