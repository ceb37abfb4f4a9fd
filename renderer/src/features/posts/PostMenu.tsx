import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Post } from '../../../../shared/posts';
import { MenuButton } from '../../ui/MenuButton';
import { useCurrentUser } from '../auth';
import { useReport } from '../reports';
import { useDeletePostMutation, useUpdatePostMutation } from './endpoints';
import { useEditPost, type EditRequest } from './editing';
import { usePostNotice } from './PostNotices';

/** The "…" menu of a post: Edit, comments open/closed and Delete for its author; Report Post for others. */
export function PostMenu({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const me = useCurrentUser();
  const { openReport, reportElements } = useReport('post', { postId: post.id, postAuthorId: post.authorId });
  const editInComposer = useEditPost();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = usePostNotice();
  const [deletePost] = useDeletePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const isAuthor = post.authorId === me.uid;

  const edit = () => {
    if (editInComposer) editInComposer(post);
    else void navigate('/app', { state: { editPost: post } satisfies EditRequest });
  };

  const remove = async () => {
    try {
      await deletePost(post.id).unwrap();
      notify({ kind: 'deleted', postId: post.id });
      // Its own page would have nothing left to show; Undo puts it back at the top of the feed.
      if (location.pathname === `/post/${post.id}`) void navigate('/app');
    } catch (error) {
      console.error('Deleting the post failed', error);
      notify({ kind: 'error', text: t('notice.deleteFailed') });
    }
  };

  const toggleComments = async () => {
    try {
      await updatePost({ id: post.id, change: { commentsClosed: !post.commentsClosed } }).unwrap();
    } catch (error) {
      console.error('Changing the comments setting failed', error); // comment failures: logged only
    }
  };

  const items = isAuthor
    ? [
        { label: t('menu.edit'), action: edit },
        { label: post.commentsClosed ? t('menu.openComments') : t('menu.closeComments'), action: () => void toggleComments() },
        { label: t('menu.delete'), action: () => void remove() },
      ]
    : [{ label: t('menu.report'), action: openReport }];

  return (
    <>
      <MenuButton block="post-menu" label={t('menu.open')} face="⋯">
        {(close) =>
          items.map((item) => (
            <button
              key={item.label}
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close();
                item.action();
              }}
            >
              {item.label}
            </button>
          ))
        }
      </MenuButton>
      {reportElements}
    </>
  );
}
