import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportAction } from '../../../../shared/admin';
import type { ReportQueueEntry } from '../../../../shared/reports';
import { relativeTime } from '../../ui/relativeTime';
import { ConfirmDialog } from './ConfirmDialog';
import { useResolveReportMutation } from './endpoints';
import { NoteField } from './NoteField';
import { useAct, useResolutionText, type Notify } from './notices';
import { OpenInWindow } from './OpenInWindow';
import { ReportedItemView } from './ReportedItemView';
import { isHiddenPendingReview } from './resolution';

interface Props {
  entry: ReportQueueEntry;
  notify: Notify;
  /** In its own window: no "open in new window"; no actions once it is resolved. */
  standalone?: boolean;
  resolved?: boolean;
}

/** A reported item, every report of it, and the admin's rulings: dismiss, hide pending review, remove (confirmed). */
export function ReportCard({ entry, notify, standalone, resolved }: Props) {
  const { t, i18n } = useTranslation(['admin', 'reports']);
  const resolutionText = useResolutionText();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [resolve] = useResolveReportMutation();
  const { busy, act } = useAct(notify);
  const typeLabel = t(`reports.itemType.${entry.itemType}`);

  const run = (action: ReportAction) =>
    act(() => resolve({ itemId: entry.itemId, action, note: note.trim() || undefined }).unwrap(), resolutionText(action));

  return (
    <article className="card admin-item" data-testid="report-item" aria-label={t('reports.itemLabel', { type: typeLabel, text: entry.item?.text.slice(0, 60) ?? entry.itemId })}>
      <header className="admin-item__head">
        <span className="admin-chip">{typeLabel}</span>
        {isHiddenPendingReview(entry) && <span className="admin-chip admin-chip--warn">{t('reports.hidden')}</span>}
        <strong className="admin-item__count">{t('reports.reportedBy', { count: entry.reporterCount })}</strong>
        {!standalone && <OpenInWindow path={`/admin/reports/${entry.itemId}`} label={typeLabel} />}
      </header>
      <div className="admin-item__body">
        <ReportedItemView itemType={entry.itemType} item={entry.item} />
        <div>
          <h3 className="admin-item__subtitle">{t('reports.list')}</h3>
          <ul className="admin-reports">
            {entry.reports.map((report) => (
              <li key={report.id}>
                <strong>{t(`reports:reason.${report.reason}`)}</strong>
                {report.details && <q className="admin-reports__details">{report.details}</q>}
                <span className="admin-muted">
                  {t('reports.reportedAt', { name: report.reporter.username, when: relativeTime(report.createdAt, new Date(), i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {!resolved && (
        <div className="admin-item__act">
          <NoteField label={t('note')} value={note} onChange={setNote} />
          <div className="admin-actions">
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => run('dismiss')}>
              {t('reports.dismiss')}
            </button>
            {!isHiddenPendingReview(entry) && (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => run('hide')}>
                {t('reports.hide')}
              </button>
            )}
            <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirming(true)}>
              {t('reports.remove')}
            </button>
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog title={t('reports.confirmRemove.title')} confirm={t('reports.confirmRemove.confirm')} onConfirm={() => run('remove')} onClose={() => setConfirming(false)}>
          <p>{t('reports.confirmRemove.body')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
