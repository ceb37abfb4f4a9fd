import { useTranslation } from 'react-i18next';
import './spinner.css';

/** Shown while a lazily loaded view arrives. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('loading.view')}</span>
    </div>
  );
}
