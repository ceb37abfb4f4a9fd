import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useCurrentUser } from '../auth';
import { CitizenRow } from './CitizenRow';
import { FollowButton } from './FollowButton';
import { useFollowListQuery, type FollowSide } from './endpoints';

/** A citizen's followers or whom they follow, newest first, each with the viewer's own follow button. */
export function FollowList({ uid, side, empty }: { uid: string; side: FollowSide; empty: string }) {
  const { t } = useTranslation('profile');
  const me = useCurrentUser();
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useFollowListQuery({ uid, side, cursor }, { refetchOnMountOrArgChange: true });

  return (
    <div className="card follow-list">
      {isError && <p className="notice notice--error">{t('listFailed')}</p>}
      {data?.users.length === 0 && !isFetching && <p className="follow-list__empty">{empty}</p>}
      {data && data.users.length > 0 && (
        <ul className="citizen-list" aria-label={t(side === 'followers' ? 'followersTitle' : 'followingTitle')}>
          {data.users.map((user) => (
            <CitizenRow key={user.uid} user={user}>
              {user.uid !== me.uid && <FollowButton user={user} />}
            </CitizenRow>
          ))}
        </ul>
      )}
      {isFetching && <Spinner />}
      {data?.nextCursor && !isFetching && (
        <button type="button" className="button button--ghost" onClick={() => setCursor(data.nextCursor)}>
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
