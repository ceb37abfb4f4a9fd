import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import './error-screen.css';

/** What an uncaught render error leaves on screen: an apology and a way out. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="error-screen" role="alert">
      <Logo size={56} />
      <h1>{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errorScreen.refresh')}
      </button>
    </main>
  );
}
