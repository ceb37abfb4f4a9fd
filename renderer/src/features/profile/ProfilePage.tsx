import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { postScoreColour, type ReputationScore } from '../../../../shared/reputation';
import { Spinner } from '../../ui/Spinner';
import { useCurrentUser } from '../auth';
import { PostList, useUserPostsQuery } from '../posts';
import { ReputationHistory, useReputationQuery } from '../reputation';
import { FollowButton } from './FollowButton';
import { useProfileQuery } from './endpoints';
import './profile.css';

const PILLARS = ['identity', 'coachability', 'communityTrust'] as const;

/** /profile/:userId: who the citizen is, their reputation, follows and posts. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  const { data: user, isLoading, isError } = useProfileQuery(userId);

  if (isLoading) return <Spinner />;
  if (isError || !user) return <p className="page card post-list__empty">{t('notFound')}</p>;

  return (
    <div className="page profile">
      <section className="card profile__head">
        <img src={user.avatarUrl} alt="" width={96} height={96} className="profile__avatar" />
        <div className="profile__who">
          <h1 className="page-title">{user.username}</h1>
          <p className="author-line__muted">{user.handle}</p>
          {user.bio && <p>{user.bio}</p>}
          <p className="profile__counts">
            <span>{t('followers', { count: user.followersCount })}</span>
            <span>{t('following', { count: user.followingCount })}</span>
          </p>
        </div>
        {user.uid !== me.uid && <FollowButton user={user} />}
      </section>
      <section className="card profile__reputation" aria-labelledby="profile-reputation">
        <h2 id="profile-reputation">{t('reputation')}</h2>
        <ProfileReputation uid={user.uid} fallback={user.reputationScore} />
      </section>
      <section aria-labelledby="profile-posts">
        <h2 id="profile-posts">{t('posts')}</h2>
        <UserPosts key={user.uid} uid={user.uid} empty={t('noPosts')} />
      </section>
    </div>
  );
}

/** The three pillars and why the score changed, following `reputation:updated` for the signed-in user. */
function ProfileReputation({ uid, fallback }: { uid: string; fallback: ReputationScore }) {
  const { t } = useTranslation('profile');
  const { data } = useReputationQuery(uid);
  const score = data?.reputationScore ?? fallback;
  return (
    <>
      <p className={`score score--${postScoreColour(score.total)}`} data-testid="profile-reputation-total">
        {score.total}
      </p>
      <dl className="profile__pillars">
        {PILLARS.map((pillar) => (
          <div key={pillar}>
            <dt>{t(`pillars.${pillar}`)}</dt>
            <dd>{score[pillar]}</dd>
          </div>
        ))}
      </dl>
      <ReputationHistory history={data?.history} />
    </>
  );
}

function UserPosts({ uid, empty }: { uid: string; empty: string }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useUserPostsQuery({ key: uid, cursor });
  return <PostList posts={data?.posts} loading={isFetching} failed={isError} hasMore={!!data?.nextCursor} onLoadMore={() => setCursor(data?.nextCursor ?? null)} empty={empty} />;
}
