import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type CreateReportRequest, type ReportItemType, type ReportReason } from '../../../../shared/reports';
import { problemOf, problemText } from '../../api/errors';
import { useModalDialog } from '../../ui/useModalDialog';
import { useCreateReportMutation } from './endpoints';

/** What is reported: the contract's post fields, or a comment's or message's id. */
export type ReportTarget = Omit<CreateReportRequest, 'reason'>;

export interface ReportOutcome {
  failed: boolean;
  text: string;
}

interface Props {
  itemType: ReportItemType;
  target: ReportTarget;
  onClose: () => void;
  /** What to tell the citizen once the report is sent or refused: the dialog has closed by then. */
  onOutcome: (outcome: ReportOutcome) => void;
}

/**
 * Report a post, a comment or a message (product-spec.md sections 3, 5 and 8): a reason must be chosen;
 * for "other" the details are required and sent in place of the key. Closes after submitting either way.
 */
export function ReportDialog({ itemType, target, onClose, onOutcome }: Props) {
  const { t } = useTranslation('reports');
  const dialogRef = useModalDialog();
  const titleId = useId();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [createReport, { isLoading }] = useCreateReportMutation();

  const sent = reason === 'other' ? details.trim() : reason;
  const canSubmit = !!sent && !isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the component tree, into the item the menu belongs to
    if (!sent || isLoading) return;
    try {
      await createReport({ ...target, reason: sent }).unwrap();
      onOutcome({ failed: false, text: t('success') });
    } catch (error) {
      console.error('Submitting the report failed', error);
      onOutcome({ failed: true, text: t('failure', { message: problemText(problemOf(error)) }) });
    }
    onClose();
  };

  return (
    <dialog ref={dialogRef} className="card report-dialog" aria-labelledby={titleId} aria-modal="true" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{t(`title.${itemType}`)}</h2>
        <fieldset className="report-dialog__reasons">
          <legend>{t('why')}</legend>
          {REPORT_REASONS.map((key) => (
            <label key={key} className="report-dialog__reason">
              <input type="radio" name="reason" value={key} checked={reason === key} onChange={() => setReason(key)} />
              {t(`reason.${key}`)}
            </label>
          ))}
        </fieldset>
        {reason === 'other' && (
          <>
            <label htmlFor={detailsId}>{t('details')}</label>
            <textarea id={detailsId} rows={3} required autoFocus value={details} aria-invalid={!details.trim()} onChange={(event) => setDetails(event.target.value)} />
            {!details.trim() && <p className="report-dialog__hint">{t('detailsRequired')}</p>}
          </>
        )}
        <div className="report-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!canSubmit}>
            {isLoading ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
