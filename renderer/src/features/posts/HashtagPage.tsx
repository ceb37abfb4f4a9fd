import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useHashtagPostsQuery } from './endpoints';
import { PostList } from './PostList';

/** /hashtag/:tag: the posts carrying #tag, newest pages via Load More. */
export default function HashtagPage() {
  const { t } = useTranslation('posts');
  const { tag = '' } = useParams();
  return <HashtagPosts key={tag} tag={tag.toLowerCase()} title={t('hashtag.title', { tag })} empty={t('hashtag.empty')} />;
}

function HashtagPosts({ tag, title, empty }: { tag: string; title: string; empty: string }) {
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useHashtagPostsQuery({ key: tag, cursor });
  return (
    <div className="page posts-page">
      <h1 className="page-title">{title}</h1>
      <PostList posts={data?.posts} loading={isFetching} failed={isError} hasMore={!!data?.nextCursor} onLoadMore={() => setCursor(data?.nextCursor ?? null)} empty={empty} />
    </div>
  );
}
