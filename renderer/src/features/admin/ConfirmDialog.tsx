import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/useModalDialog';

/** Asks before an action that cannot be taken back. */
export function ConfirmDialog({ title, children, confirm, onConfirm, onClose }: { title: string; children: ReactNode; confirm: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dialogRef = useModalDialog();
  const titleId = useId();
  return (
    <dialog ref={dialogRef} className="card admin-confirm" aria-labelledby={titleId} aria-modal="true" onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="admin-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
