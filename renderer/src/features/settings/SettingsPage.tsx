import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth';
import { isDesktop } from '../../platform/desktop';
import { PayoutsSection } from '../payments';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DesktopSection } from './DesktopSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { VerificationSection } from './VerificationSection';
import '../../ui/contents-page.css';
import './settings.css';

// The desktop app's section exists only in the desktop app.
const SECTIONS = ['profile', 'language', 'privacy', ...(isDesktop ? (['desktop'] as const) : []), 'password', 'verification', 'payouts', 'sessions', 'delete'] as const;

/** /settings: the citizen's profile, language, privacy, password, verification, payouts (and creator dashboard), sessions and account. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();

  return (
    <div className="page contents-page settings">
      <header className="contents-page__head">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <nav className="contents-page__contents" aria-label={t('sectionsLabel')}>
        {SECTIONS.map((section) => (
          <a key={section} href={`#${section}`}>
            {t(`${section}.title`)}
          </a>
        ))}
      </nav>
      <div className="contents-page__sections">
        <ProfileSection user={user} />
        <LanguageSection user={user} />
        <PrivacySection user={user} />
        {isDesktop && <DesktopSection />}
        <PasswordSection />
        <VerificationSection user={user} />
        <PayoutsSection user={user} />
        <SessionsSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
