import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RisingCitizen } from '../../../../shared/explore';
import { postScoreColour } from '../../../../shared/reputation';
import type { CitizenSummary } from '../../../../shared/users';

/** Citizens leading to their profiles, with their total and, for rising ones, what they gained this week. */
export function CitizenList({ citizens, empty }: { citizens: Array<CitizenSummary | RisingCitizen>; empty: string }) {
  const { t } = useTranslation('explore');
  if (citizens.length === 0) return <p className="explore__none">{empty}</p>;
  return (
    <ul className="explore-citizens">
      {citizens.map((citizen) => {
        const total = citizen.reputationScore.total;
        return (
          <li key={citizen.uid} className="explore-citizen">
            <Link to={`/profile/${citizen.uid}`} className="explore-citizen__who">
              <img src={citizen.avatarUrl} alt="" width={36} height={36} />
              <span>
                <strong>{citizen.username}</strong>
                <span className="explore__muted">{citizen.handle}</span>
              </span>
            </Link>
            {'gain' in citizen && (
              <span className="explore-citizen__gain" title={t('gainThisWeek', { count: citizen.gain })}>
                +{citizen.gain}
              </span>
            )}
            <span className={`score-chip score-chip--${postScoreColour(total)}`} title={t('reputation')}>
              {total}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
