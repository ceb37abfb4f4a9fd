import { useTranslation } from 'react-i18next';
import { desktop } from '../../platform/desktop';

/** Opens a queue item in a window of its own: a browser window here, a native one in the desktop shell. */
export function OpenInWindow({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className="button button--ghost admin-open" aria-label={t('openInWindowFor', { label })} onClick={() => desktop.openWindow(path)}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      {t('openInWindow')}
    </button>
  );
}
