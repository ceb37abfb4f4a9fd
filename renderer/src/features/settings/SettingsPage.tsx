import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth';
import { PayoutsSection } from '../payments';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { VerificationSection } from './VerificationSection';
import './settings.css';

const SECTIONS = ['profile', 'language', 'privacy', 'password', 'verification', 'payouts', 'sessions', 'delete'] as const;

/** /settings: the citizen's profile, language, privacy, password, verification, payouts (and creator dashboard), sessions and account. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();

  return (
    <div className="page settings">
      <header className="settings__head">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <nav className="settings__contents" aria-label={t('sectionsLabel')}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`}>
            {t(`${section}.title`)}
          </a>
        ))}
      </nav>
      <div className="settings__sections">
        <ProfileSection user={user} />
        <LanguageSection user={user} />
        <PrivacySection user={user} />
        <PasswordSection />
        <VerificationSection user={user} />
        <PayoutsSection user={user} />
        <SessionsSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
