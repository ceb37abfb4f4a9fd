import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Post } from '../../../../shared/posts';
import { useCurrentUser } from '../auth';
import { TrendingCard } from '../explore';
import { useMinWidth } from '../../ui/useMinWidth';
import { Composer, EditPostContext, PostList, useFeedQuery, useNewPostsCount, useScrollToComposer, type EditRequest, type FeedTab } from '../posts';
import { FollowSuggestions } from './FollowSuggestions';
import { ReputationCard } from './ReputationCard';
import './feed.css';

const TABS = ['forYou', 'following'] as const satisfies FeedTab[];
/** From this width a third column shows trends and citizens to follow beside the feed (feed.css). */
const EXTRA_COLUMN_MIN_WIDTH = 1200;

/** Where the list is: a fresh start (`generation`) always begins at page 1; Load More follows the cursor. */
interface Position {
  tab: FeedTab;
  generation: number;
  page: number;
  cursor: string | null;
}

/** The home feed: reputation card, composer, For You / Following, posts and Load More. */
export default function FeedPage() {
  const { t } = useTranslation('feed');
  const me = useCurrentUser();
  const location = useLocation();
  const [editing, setEditing] = useState<Post | null>((location.state as EditRequest | null)?.editPost ?? null);
  const [position, setPosition] = useState<Position>({ tab: 'forYou', generation: 0, page: 1, cursor: null });
  const { data, isFetching, isError } = useFeedQuery({ ...position, viewerId: me.uid });
  useScrollToComposer(editing);
  const ids = useId();
  const wide = useMinWidth(EXTRA_COLUMN_MIN_WIDTH);

  const startOver = (tab: FeedTab) => setPosition((current) => ({ tab, generation: current.generation + 1, page: 1, cursor: null }));
  const loadMore = () => {
    // The cursor keeps the next page from repeating or skipping posts while new ones arrive.
    if (data?.nextCursor) setPosition((current) => ({ ...current, page: data.page + 1, cursor: data.nextCursor }));
  };

  const following = me.following;
  const belongs = useCallback(
    (post: Post) => post.authorId !== me.uid && (position.tab === 'forYou' || following.includes(post.authorId)),
    [me.uid, position.tab, following],
  );
  const followingEmpty = position.tab === 'following' && data?.posts.length === 0 && !isFetching;
  const newPosts = useNewPostsCount(`${position.tab}:${position.generation}`, belongs);

  return (
    <EditPostContext value={setEditing}>
      <div className="page feed">
        <h1 className="visually-hidden">{t('title')}</h1>
        <aside className="feed__side">
          <ReputationCard />
        </aside>
        <div className="feed__main">
          <Composer key={editing?.id ?? 'new'} editing={editing} onDoneEditing={() => setEditing(null)} />
          <div className="feed-tabs" role="tablist" aria-label={t('tabs.label')}>
            {TABS.map((name) => (
              <button
                key={name}
                id={`${ids}-${name}`}
                type="button"
                role="tab"
                aria-selected={position.tab === name}
                aria-controls={`${ids}-panel`}
                onClick={() => startOver(name)}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${position.tab}`} className="feed__panel">
            {newPosts > 0 && (
              <button type="button" className="new-posts-banner" onClick={() => startOver(position.tab)}>
                {t('newPosts', { count: newPosts })}
              </button>
            )}
            <PostList
              posts={data?.posts}
              loading={isFetching}
              failed={isError}
              hasMore={!!data?.hasMore}
              onLoadMore={loadMore}
              empty={position.tab === 'following' ? t('emptyFollowing') : t('empty')}
            />
            {followingEmpty && <FollowSuggestions onShowPosts={() => startOver('following')} />}
          </div>
        </div>
        {wide && (
          <aside className="feed__extra" aria-label={t('extra')}>
            <TrendingCard />
            {!followingEmpty && <FollowSuggestions onShowPosts={() => startOver('following')} />}
          </aside>
        )}
      </div>
    </EditPostContext>
  );
}
