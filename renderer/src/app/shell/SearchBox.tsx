import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LineIcon } from '../../ui/icons';

/** Sends the query to /search/{query}; an empty query goes nowhere. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) void navigate(`/search/${encodeURIComponent(trimmed)}`);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <LineIcon name="search" />
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
