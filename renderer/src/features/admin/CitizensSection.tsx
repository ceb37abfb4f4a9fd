import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { CitizenAdminRow } from './CitizenAdminRow';
import { useCitizensInfiniteQuery } from './endpoints';
import { ActionNotice, type Notice } from './notices';

/** Find citizens by name, handle or email; grant or revoke admin, suspend or lift a suspension. */
export function CitizensSection() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, isFetching, isError, hasNextPage, fetchNextPage } = useCitizensInfiniteQuery(search, { refetchOnMountOrArgChange: true });
  const users = data?.pages.flatMap((page) => page.users);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <section className="admin-queue__main" aria-label={t('citizens.title')}>
      <h2 className="admin-section-title">{t('citizens.title')}</h2>
      <form className="admin-search" role="search" onSubmit={submit}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('citizens.search')}
        </label>
        <input id={searchId} type="search" placeholder={t('citizens.search')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--primary">
          {t('citizens.searchButton')}
        </button>
      </form>
      <ActionNotice notice={notice} />
      {isError && <p className="notice notice--error">{t('loadFailed')}</p>}
      {users?.length === 0 && !isFetching && <p className="card admin-empty">{t('citizens.empty')}</p>}
      {users && users.length > 0 && (
        <ul className="admin-citizens">
          {users.map((row) => (
            <CitizenAdminRow key={row.uid} row={row} notify={setNotice} />
          ))}
        </ul>
      )}
      {isFetching && <Spinner />}
      {hasNextPage && !isFetching && (
        <button type="button" className="button button--ghost admin-more" onClick={() => void fetchNextPage()}>
          {t('loadMore')}
        </button>
      )}
    </section>
  );
}
