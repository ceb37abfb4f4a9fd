import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, auditQuerySchema, type AuditEntry } from '../../../../shared/admin';
import { Spinner } from '../../ui/Spinner';
import { useAuditInfiniteQuery, type AuditFilter } from './endpoints';

const NO_FILTER = { action: '', actorId: '', targetId: '' };

/** Every admin action, newest first: who, what, when, on what, with the note. Filtered by action, admin or target; never edited. */
export function AuditLogSection() {
  const { t } = useTranslation('admin');
  const ids = { action: useId(), actorId: useId(), targetId: useId() };
  const [form, setForm] = useState(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [invalid, setInvalid] = useState(false);
  const { data, isFetching, isError, hasNextPage, fetchNextPage } = useAuditInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const entries = data?.pages.flatMap((page) => page.entries);

  const apply = (values: typeof NO_FILTER) => {
    const parsed = auditQuerySchema.safeParse(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim())));
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const { action, actorId, targetId } = parsed.data;
    setFilter({ action, actorId, targetId });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  const field = (name: 'actorId' | 'targetId') => (
    <div className="admin-filter">
      <label htmlFor={ids[name]}>{t(`audit.${name}`)}</label>
      <input id={ids[name]} value={form[name]} spellCheck={false} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />
    </div>
  );

  return (
    <section className="admin-queue__main" aria-label={t('audit.title')}>
      <h2 className="admin-section-title">{t('audit.title')}</h2>
      <form className="card admin-filters" aria-label={t('audit.filters')} onSubmit={submit}>
        <div className="admin-filter">
          <label htmlFor={ids.action}>{t('audit.action')}</label>
          <select id={ids.action} value={form.action} onChange={(event) => setForm({ ...form, action: event.target.value })}>
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}` as 'audit.actions.report.dismiss')}
              </option>
            ))}
          </select>
        </div>
        {field('actorId')}
        {field('targetId')}
        <div className="admin-actions">
          <button type="submit" className="button button--primary">
            {t('audit.apply')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setForm(NO_FILTER);
              apply(NO_FILTER);
            }}
          >
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {invalid && (
        <p className="notice notice--error" role="alert">
          {t('audit.invalidId')}
        </p>
      )}
      {isError && <p className="notice notice--error">{t('loadFailed')}</p>}
      {entries?.length === 0 && !isFetching && <p className="card admin-empty">{t('audit.empty')}</p>}
      {entries && entries.length > 0 && <AuditTable entries={entries} />}
      {isFetching && <Spinner />}
      {hasNextPage && !isFetching && (
        <button type="button" className="button button--ghost admin-more" onClick={() => void fetchNextPage()}>
          {t('loadMore')}
        </button>
      )}
    </section>
  );
}

/** A table on a wide screen; each row becomes a card of labelled lines on a narrow one (admin.css). */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const columns = { when: t('audit.when'), admin: t('audit.admin'), action: t('audit.action'), target: t('audit.target'), note: t('audit.note') };
  return (
    <div className="card admin-audit">
      <table className="admin-audit__table">
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td data-label={columns.when}>
                <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              <td data-label={columns.admin}>{entry.actor ? `${entry.actor.username} (${entry.actor.handle})` : t('audit.noAdmin')}</td>
              <td data-label={columns.action}>{t(`audit.actions.${entry.action}` as 'audit.actions.report.dismiss')}</td>
              <td data-label={columns.target}>
                <span className="admin-chip">{t(`audit.targetTypes.${entry.targetType}`)}</span> {entry.targetLabel}
                <code className="admin-audit__id">{entry.targetId}</code>
              </td>
              <td data-label={columns.note}>{entry.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
