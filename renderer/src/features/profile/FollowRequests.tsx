import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CitizenRow } from './CitizenRow';
import { useAnswerFollowRequestMutation, useFollowRequestsQuery } from './endpoints';
import './profile.css';

/** A protected citizen's pending follow requests, each approved or declined in place; nothing when there are none. */
export function FollowRequests() {
  const { t } = useTranslation('profile');
  const { data: requests } = useFollowRequestsQuery();
  const [answer, { isLoading }] = useAnswerFollowRequestMutation();
  const [failed, setFailed] = useState(false);
  if (!requests || requests.length === 0) return null;

  const decide = (uid: string, choice: 'approve' | 'decline') => {
    setFailed(false);
    answer({ uid, answer: choice })
      .unwrap()
      .catch((error: unknown) => {
        console.error('Answering a follow request failed', error);
        setFailed(true);
      });
  };

  return (
    <section className="card follow-requests" aria-labelledby="follow-requests-title" id="follow-requests">
      <h2 id="follow-requests-title">{t('requests.title', { count: requests.length })}</h2>
      {failed && <p className="notice notice--error">{t('requests.failed')}</p>}
      <ul className="citizen-list">
        {requests.map((user) => (
          <CitizenRow key={user.uid} user={user}>
            <button type="button" className="button button--primary" disabled={isLoading} onClick={() => decide(user.uid, 'approve')}>
              {t('requests.approve')}
            </button>
            <button type="button" className="button button--ghost" disabled={isLoading} onClick={() => decide(user.uid, 'decline')}>
              {t('requests.decline')}
            </button>
          </CitizenRow>
        ))}
      </ul>
    </section>
  );
}
