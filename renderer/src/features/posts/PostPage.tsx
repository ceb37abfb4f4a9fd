import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../app/shell/Spinner';
import { usePostQuery } from './endpoints';
import { PostCard } from './PostCard';

/** /post/:postId: the post with its comments open; a post that is gone or not visible is "not found". */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const { postId = '' } = useParams();
  const { data: post, isLoading, isError } = usePostQuery(postId);

  return (
    <div className="page post-page">
      <h1 className="visually-hidden">{t('page.title')}</h1>
      {isLoading && <Spinner />}
      {(isError || (!isLoading && !post)) && <p className="card post-list__empty">{t('page.notFound')}</p>}
      {post && <PostCard post={post} commentsInitiallyOpen />}
    </div>
  );
}
