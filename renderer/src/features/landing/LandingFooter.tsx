import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import './landing.css';

// Read once: the page does not stay open across a new year often enough to matter.
const YEAR = new Date().getFullYear();
const LINKS = ['about', 'privacy', 'terms', 'contact'] as const;

/** The corporate footer: the company's pages (About, Privacy, Terms, Contact) and the copyright line. */
export function LandingFooter() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__brand">
          <Logo />
          <div>
            <strong>{t('common:appName')}</strong>
            <p>{t('footer.tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul>
            {LINKS.map((link) => (
              <li key={link}>
                <Link to={`/${link}`}>{t(`footer.${link}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="landing-footer__rights">{t('footer.rights', { year: YEAR })}</p>
    </footer>
  );
}
