import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { ActionNotice, type Notice, type Notify } from './notices';

interface Props<E> {
  title: string;
  empty: string;
  items: E[] | undefined;
  keyOf: (element: E) => string;
  render: (element: E, notify: Notify) => ReactNode;
  loading: boolean;
  failed: boolean;
  /** Null when there is nothing more to read. */
  onLoadMore: (() => void) | null;
  aside?: ReactNode;
}

/** A live queue: its items as cards, what the last action came to, and Load More. */
export function QueueSection<E>({ title, empty, items, keyOf, render, loading, failed, onLoadMore, aside }: Props<E>) {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className={aside ? 'admin-queue admin-queue--with-aside' : 'admin-queue'}>
      <section className="admin-queue__main" aria-label={title}>
        <h2 className="admin-section-title">{title}</h2>
        <ActionNotice notice={notice} />
        {failed && <p className="notice notice--error">{t('loadFailed')}</p>}
        {items?.length === 0 && !loading && <p className="card admin-empty">{empty}</p>}
        {items && items.length > 0 && (
          <ul className="admin-queue__items">
            {items.map((element) => (
              <li key={keyOf(element)}>{render(element, setNotice)}</li>
            ))}
          </ul>
        )}
        {loading && <Spinner />}
        {onLoadMore && !loading && (
          <button type="button" className="button button--ghost admin-more" onClick={onLoadMore}>
            {t('loadMore')}
          </button>
        )}
      </section>
      {aside}
    </div>
  );
}
