import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import { realtimeSocket } from '../../api/socket';
import { Spinner } from '../../ui/Spinner';
import { usePostQuery } from './endpoints';
import { PostCard } from './PostCard';

/** /post/:postId: the post with its comments open; a post that is gone or not visible is "not found". */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const { postId = '' } = useParams();
  const { data: post, isLoading, isError } = usePostQuery(postId);
  const gone = useDeletedLive(postId);

  return (
    <div className="page post-page">
      <h1 className="visually-hidden">{t('page.title')}</h1>
      {isLoading && <Spinner />}
      {(isError || gone || (!isLoading && !post)) && <p className="card post-list__empty">{t('page.notFound')}</p>}
      {post && !gone && <PostCard post={post} commentsInitiallyOpen />}
    </div>
  );
}

/** Lists drop a deleted post from their cache; a page that shows only that post says it is gone. */
function useDeletedLive(postId: string): boolean {
  const [deleted, setDeleted] = useState<string | null>(null);
  useEffect(() => {
    const socket = realtimeSocket();
    const onDeleted = ({ id }: ServerEventPayload<'post:deleted'>) => id === postId && setDeleted(id);
    socket.on(SERVER_EVENTS.postDeleted, onDeleted);
    return () => void socket.off(SERVER_EVENTS.postDeleted, onDeleted);
  }, [postId]);
  return deleted === postId;
}
