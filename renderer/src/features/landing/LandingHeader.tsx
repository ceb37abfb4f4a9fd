import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { BrandLink } from '../../ui/Logo';
import './landing.css';

/** The visitor's header: the product name (home), the language switcher, Login and Join. */
export function LandingHeader({ className = 'landing__header' }: { className?: string }) {
  const { t } = useTranslation('landing');
  return (
    <header className={className}>
      <BrandLink to="/" light />
      <nav className="landing__actions">
        <LanguageSwitcher />
        <Link to="/login" className="landing__login">
          {t('nav.login')}
        </Link>
        <Link to="/signup" className="button button--light">
          {t('nav.join')}
        </Link>
      </nav>
    </header>
  );
}
