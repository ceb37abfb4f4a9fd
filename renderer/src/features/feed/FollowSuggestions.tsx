import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { postScoreColour } from '../../../../shared/reputation';
import type { CitizenSummary } from '../../../../shared/users';
import { Spinner } from '../../ui/Spinner';
import { useFollowSuggestedMutation, useFollowSuggestionsQuery, type FollowState } from './endpoints';

/** For an empty Following tab: citizens to follow, each with its Follow button, then a way to see their posts. */
export function FollowSuggestions({ onShowPosts }: { onShowPosts: () => void }) {
  const { t } = useTranslation('feed');
  const { data, isLoading } = useFollowSuggestionsQuery();
  const [followed, setFollowed] = useState<Record<string, FollowState>>({});
  const anyFollowed = Object.values(followed).includes('following');

  if (isLoading) return <Spinner />;
  if (!data?.length) return null;
  return (
    <section className="card follow-suggestions" aria-labelledby="follow-suggestions-title">
      <h2 id="follow-suggestions-title" className="follow-suggestions__title">
        {t('suggestions.title')}
      </h2>
      <p className="follow-suggestions__intro">{t('suggestions.intro')}</p>
      <ul className="follow-suggestions__list">
        {data.map((citizen) => (
          <SuggestedCitizen key={citizen.uid} citizen={citizen} state={followed[citizen.uid]} onFollowed={(state) => setFollowed((all) => ({ ...all, [citizen.uid]: state }))} />
        ))}
      </ul>
      {anyFollowed && (
        <button type="button" className="button button--primary follow-suggestions__show" onClick={onShowPosts}>
          {t('suggestions.showPosts')}
        </button>
      )}
    </section>
  );
}

function SuggestedCitizen({ citizen, state, onFollowed }: { citizen: CitizenSummary; state: FollowState | undefined; onFollowed: (state: FollowState) => void }) {
  const { t } = useTranslation('feed');
  const [follow, { isLoading, isError }] = useFollowSuggestedMutation();
  const total = citizen.reputationScore.total;
  const press = () => {
    follow(citizen.uid)
      .unwrap()
      .then(({ state: now }) => onFollowed(now))
      .catch((error: unknown) => console.error('Following failed', error));
  };

  return (
    <li className="follow-suggestions__citizen">
      <Link to={`/profile/${citizen.uid}`} className="follow-suggestions__who">
        <img src={citizen.avatarUrl} alt="" width={40} height={40} />
        <span>
          <strong>{citizen.username}</strong>
          <span className="follow-suggestions__handle">{citizen.handle}</span>
        </span>
      </Link>
      <span className={`score-chip score-chip--${postScoreColour(total)}`} title={t('suggestions.reputation')}>
        {total}
      </span>
      {state ? (
        <span className="follow-suggestions__state">{t(`suggestions.${state}`)}</span>
      ) : (
        <button type="button" className="button button--primary" disabled={isLoading} onClick={press} aria-label={t('suggestions.followName', { name: citizen.username })}>
          {t('suggestions.follow')}
        </button>
      )}
      {isError && (
        <p className="notice notice--error follow-suggestions__error" role="alert">
          {t('suggestions.failed')}
        </p>
      )}
    </li>
  );
}
