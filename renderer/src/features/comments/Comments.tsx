import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { usePostQuery } from '../posts';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { threadOrder } from './threadOrder';
import './comments.css';

/** A post's comment threads and the form to comment; a closed message when comments are closed. */
export function Comments({ postId }: { postId: string }) {
  const { t } = useTranslation('comments');
  const { data: post, isLoading, isError } = usePostQuery(postId);

  if (isLoading) return <Spinner />;
  if (isError || !post) return <p className="notice notice--error">{t('loadFailed')}</p>;
  if (post.commentsClosed) return <p className="comments__closed">{t('closed')}</p>;

  return (
    <section className="comments" aria-label={t('label')}>
      <CommentForm postId={postId} replyToUserId={post.authorId} label={t('write')} />
      {post.comments.length > 0 && (
        <ul className="comments__list">
          {threadOrder(post.comments).map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
}
