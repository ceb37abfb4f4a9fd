import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ReportItemType } from '../../../../shared/reports';
import { ReportDialog, type ReportOutcome, type ReportTarget } from './ReportDialog';
import '../../ui/toast.css';
import './reports.css';

/**
 * A menu's "Report" entry: `openReport` shows the dialog; `reportElements` (rendered beside the menu)
 * holds it and, once it has closed, the outcome notice, which sits over the page wherever the item is.
 */
export function useReport(itemType: ReportItemType, target: ReportTarget): { openReport: () => void; reportElements: ReactNode } {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  const reportElements = (
    <>
      {open && <ReportDialog itemType={itemType} target={target} onClose={() => setOpen(false)} onOutcome={setOutcome} />}
      {outcome &&
        createPortal(
          <div className="toast-region" role={outcome.failed ? 'alert' : 'status'}>
            <div className={`toast${outcome.failed ? ' toast--error' : ''}`}>
              <span>{outcome.text}</span>
              <button type="button" className="toast__close" aria-label={t('dismiss')} onClick={() => setOutcome(null)}>
                ×
              </button>
            </div>
          </div>,
          document.body,
        )}
    </>
  );

  return {
    openReport: () => {
      setOutcome(null);
      setOpen(true);
    },
    reportElements,
  };
}
