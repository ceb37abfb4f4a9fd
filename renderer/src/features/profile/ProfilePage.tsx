import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { postScoreColour, type ReputationScore } from '../../../../shared/reputation';
import type { PublicUser } from '../../../../shared/users';
import { Spinner } from '../../ui/Spinner';
import { useCurrentUser } from '../auth';
import { PostList, useUserPostsQuery } from '../posts';
import { ReputationHistory, useReputationQuery } from '../reputation';
import { FollowButton } from './FollowButton';
import { FollowList } from './FollowList';
import { useProfileQuery, type FollowSide } from './endpoints';
import './profile.css';

const PILLARS = ['identity', 'coachability', 'communityTrust'] as const;

type Tab = 'posts' | FollowSide;

/** /profile/:userId: who the citizen is, their reputation, follows and posts. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  const { data: user, isLoading, isError } = useProfileQuery(userId);
  const [tab, setTab] = useState<Tab>('posts');

  if (isLoading) return <Spinner />;
  if (isError || !user) return <p className="page card post-list__empty">{t('notFound')}</p>;

  const isSelf = user.uid === me.uid;
  // A protected account opens to itself and its approved followers only.
  const closed = user.protected && !isSelf && !user.relation.isFollowing;
  const shownTab = closed ? 'posts' : tab;

  return (
    <div className="page profile">
      <section className="card profile__head">
        <img src={user.avatarUrl} alt="" width={96} height={96} className="profile__avatar" />
        <div className="profile__who">
          <h1 className="page-title">{user.username}</h1>
          <p className="author-line__muted">
            {user.handle}
            {user.protected && <span className="profile__protected"> · {t('protectedBadge')}</span>}
          </p>
          {user.bio && <p className="profile__bio">{user.bio}</p>}
        </div>
        {!isSelf && (
          <div className="profile__actions">
            <FollowButton user={user} />
            {user.relation.isFollowing && user.relation.followsYou && (
              <Link className="button button--ghost" to={`/embassy?with=${encodeURIComponent(user.uid)}`}>
                {t('message')}
              </Link>
            )}
          </div>
        )}
      </section>
      <section className="card profile__reputation" aria-labelledby="profile-reputation">
        <h2 id="profile-reputation">{t('reputation')}</h2>
        <ProfileReputation uid={user.uid} fallback={user.reputationScore} isSelf={isSelf} />
      </section>
      <ProfileTabs user={user} tab={shownTab} onTab={setTab} closed={closed} />
      {closed ? (
        <p className="card profile__closed" data-testid="profile-protected">
          {t('protectedNotice', { name: user.username })}
        </p>
      ) : shownTab === 'posts' ? (
        <UserPosts key={`${user.uid}:${user.relation.isFollowing}`} uid={user.uid} empty={t('noPosts')} />
      ) : (
        <FollowList key={`${user.uid}:${shownTab}`} uid={user.uid} side={shownTab} empty={t(shownTab === 'followers' ? 'noFollowers' : 'noFollowing')} />
      )}
    </div>
  );
}

/** Posts, Followers and Following; a closed account shows its posts tab alone, without counts. */
function ProfileTabs({ user, tab, onTab, closed }: { user: PublicUser; tab: Tab; onTab: (tab: Tab) => void; closed: boolean }) {
  const { t } = useTranslation('profile');
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'posts', label: t('posts') },
    ...(closed || user.followersCount === null || user.followingCount === null
      ? []
      : [
          { id: 'followers' as const, label: t('followers', { count: user.followersCount }) },
          { id: 'following' as const, label: t('following', { count: user.followingCount }) },
        ]),
  ];
  return (
    <nav className="profile__tabs" aria-label={t('sections')}>
      {tabs.map(({ id, label }) => (
        <button key={id} type="button" className="profile__tab" aria-current={tab === id ? 'page' : undefined} onClick={() => onTab(id)}>
          {label}
        </button>
      ))}
    </nav>
  );
}

/** The three pillars; the owner also reads why their score changed. */
function ProfileReputation({ uid, fallback, isSelf }: { uid: string; fallback: ReputationScore; isSelf: boolean }) {
  const { t } = useTranslation('profile');
  const { data } = useReputationQuery(uid);
  const score = data?.reputationScore ?? fallback;
  return (
    <>
      <p className={`profile__score profile__score--${postScoreColour(score.total)}`} data-testid="profile-reputation-total">
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
      {isSelf && <ReputationHistory history={data?.history} />}
    </>
  );
}

/** Read afresh each time it is shown (and when a follow opens the account): what the viewer may see changes with follows. */
function UserPosts({ uid, empty }: { uid: string; empty: string }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useUserPostsQuery({ key: uid, cursor }, { refetchOnMountOrArgChange: true });
  return <PostList posts={data?.posts} loading={isFetching} failed={isError} hasMore={!!data?.nextCursor} onLoadMore={() => setCursor(data?.nextCursor ?? null)} empty={empty} />;
}
