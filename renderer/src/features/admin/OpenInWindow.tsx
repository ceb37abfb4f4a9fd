import { useTranslation } from 'react-i18next';
import { desktop } from '../../platform/desktop';

/** Opens a queue item in a window of its own: a browser window here, a native one in the desktop shell. */
export function OpenInWindow({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className="button button--ghost admin-open" aria-label={`${t('openInWindow')}: ${label}`} onClick={() => desktop.openWindow(path)}>
      <span aria-hidden="true">⧉</span> {t('openInWindow')}
    </button>
  );
}
