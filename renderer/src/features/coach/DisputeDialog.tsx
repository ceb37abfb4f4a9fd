import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitDisputeSchema, type Suggestion } from '../../../../shared/coach';
import { problemOf, type Problem } from '../../api/errors';
import { useModalDialog } from '../../ui/useModalDialog';
import { useSubmitDisputeMutation } from './endpoints';

/** How a submission ended: sent, or refused with the server's problem (a second dispute of the same suggestion among them). */
export type DisputeResult = { sent: true } | { sent: false; problem: Problem };

interface Props {
  /** The text the coach read, as disputed. */
  userText: string;
  suggestion: Suggestion;
  onClose: () => void;
  /** Called once the submission ends (the dialog closes either way). */
  onSettled: (result: DisputeResult) => void;
}

type Status = 'none' | 'submitting' | 'submitted' | 'error';

/** The reason's and source's problems, as message keys, from the shared schema. */
function problems(userText: string, suggestion: Suggestion, reason: string, source: string) {
  const parsed = submitDisputeSchema.safeParse({ userText, aiFeedback: suggestion, reason, source });
  if (parsed.success) return { reason: null, source: null, data: parsed.data };
  const codes = parsed.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
  return {
    reason: codes.some((c) => c.field === 'reason') ? ('dispute.reasonRequired' as const) : null,
    source: codes.some((c) => c.field === 'source') ? ('dispute.invalidUrl' as const) : null,
    data: null,
  };
}

/** Dispute an AI suggestion: a required reason and an optional source URL (product-spec.md sections 3 and 5). */
export function DisputeDialog({ userText, suggestion, onClose, onSettled }: Props) {
  const { t } = useTranslation('coach');
  const dialogRef = useModalDialog();
  const titleId = useId();
  const reasonId = useId();
  const sourceId = useId();
  const [reason, setReason] = useState('');
  const [source, setSource] = useState('');
  const [touched, setTouched] = useState({ reason: false, source: false });
  const [status, setStatus] = useState<Status>('none');
  const [submitDispute] = useSubmitDisputeMutation();

  const check = problems(userText, suggestion, reason, source);
  const reasonError = touched.reason ? check.reason : null;
  const sourceError = source.trim() ? check.source : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // React events bubble through the component tree
    if (!check.data || status === 'submitting') return;
    setStatus('submitting');
    try {
      await submitDispute({ userText, aiFeedback: suggestion, reason: check.data.reason, ...(check.data.source ? { source: check.data.source } : {}) }).unwrap();
      setStatus('submitted');
      onSettled({ sent: true });
    } catch (error) {
      console.error('Submitting the dispute failed', error);
      setStatus('error');
      onSettled({ sent: false, problem: problemOf(error) });
    }
    onClose();
  };

  return (
    <dialog ref={dialogRef} className="card dispute-dialog" aria-labelledby={titleId} aria-modal="true" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{t('dispute.title')}</h2>
        <p className="dispute-dialog__feedback">{suggestion.message}</p>
        <label htmlFor={reasonId}>{t('dispute.reason')}</label>
        <textarea
          id={reasonId}
          rows={3}
          required
          value={reason}
          autoFocus
          aria-invalid={!!reasonError}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, reason: true }))}
        />
        {reasonError && <p className="notice notice--error">{t(reasonError)}</p>}
        <label htmlFor={sourceId}>{t('dispute.source')}</label>
        <input
          id={sourceId}
          type="url"
          value={source}
          placeholder="https://"
          aria-invalid={!!sourceError}
          onChange={(event) => setSource(event.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, source: true }))}
        />
        {sourceError && <p className="notice notice--error">{t(sourceError)}</p>}
        <div className="dispute-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dispute.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!check.data || status === 'submitting'}>
            {status === 'submitting' ? t('dispute.submitting') : t('dispute.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
