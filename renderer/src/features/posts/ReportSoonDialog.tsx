import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/useModalDialog';

/** Reporting arrives with the moderation feature; until then the menu entry says so. */
export function ReportSoonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('posts');
  const dialogRef = useModalDialog();

  return (
    <dialog ref={dialogRef} className="card report-dialog" aria-labelledby="report-soon-title" onClose={onClose}>
      <h2 id="report-soon-title">{t('report.title')}</h2>
      <p>{t('report.soon')}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('report.close')}
      </button>
    </dialog>
  );
}
