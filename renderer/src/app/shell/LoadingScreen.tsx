import { useTranslation } from 'react-i18next';
import { Logo } from '../../ui/Logo';
import '../../ui/spinner.css';

/** Full screen, while the city finds out who is signed in. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-label={t('loading.app')}>
      <Logo size={56} />
      <span className="spinner__ring" aria-hidden="true" />
      <p className="loading-screen__text" aria-hidden="true">
        {t('loading.app')}
      </p>
    </div>
  );
}
