import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../shared/posts';
import { Spinner } from '../../ui/Spinner';
import { PostCard } from './PostCard';

interface Props {
  posts: Post[] | undefined;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  empty: string;
}

/** A list of post cards with Load More (hidden at the end). */
export function PostList({ posts, loading, failed, hasMore, onLoadMore, empty }: Props) {
  const { t } = useTranslation('posts');
  return (
    <div className="post-list">
      {failed && <p className="notice notice--error">{t('list.loadFailed')}</p>}
      {posts?.length === 0 && !loading && <p className="card post-list__empty">{empty}</p>}
      {posts?.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {loading && <Spinner />}
      {hasMore && !loading && (
        <button type="button" className="button button--ghost post-list__more" onClick={onLoadMore}>
          {t('list.loadMore')}
        </button>
      )}
    </div>
  );
}
