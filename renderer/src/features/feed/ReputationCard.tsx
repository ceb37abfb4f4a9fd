import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { postScoreColour } from '../../../../shared/reputation';
import { useCurrentUser } from '../auth';
import { ReputationHistory, useReputationQuery } from '../reputation';

const PILLARS = ['identity', 'coachability', 'communityTrust'] as const;

/** The citizen's own score and its three pillars, linking to their profile. */
export function ReputationCard() {
  const { t } = useTranslation('feed');
  const user = useCurrentUser();
  const { data } = useReputationQuery(user.uid);
  // `me` and the reputation entry both follow `reputation:updated`; the history is the fresher read.
  const score = data?.reputationScore ?? user.reputationScore;

  return (
    <section className="card reputation-card" aria-labelledby="reputation-title">
      <h2 id="reputation-title" className="reputation-card__title">
        {t('reputation.title')}
      </h2>
      <Link to={`/profile/${user.uid}`} className="reputation-card__who" title={t('reputation.viewProfile')}>
        <img src={user.avatarUrl} alt="" width={56} height={56} />
        <span>
          <strong>{user.username}</strong>
          <span className="reputation-card__handle">{user.handle}</span>
        </span>
      </Link>
      <p className="reputation-card__total">
        <span className={`score score--${postScoreColour(score.total)}`} data-testid="reputation-total">
          {score.total}
        </span>
        <span className="reputation-card__total-label">{t('reputation.score')}</span>
      </p>
      <dl className="reputation-card__pillars">
        {PILLARS.map((pillar) => (
          <div key={pillar} className="pillar-bar">
            <dt>{t(`reputation.${pillar}`)}</dt>
            <dd>
              <span className="pillar-bar__track" aria-hidden="true">
                <span className="pillar-bar__fill" style={{ width: `${score[pillar]}%` }} />
              </span>
              <span className="pillar-bar__value">{score[pillar]}</span>
            </dd>
          </div>
        ))}
      </dl>
      <ReputationHistory history={data?.history} />
    </section>
  );
}
