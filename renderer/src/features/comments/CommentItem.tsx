import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_INDENT_PX } from '../../../../shared/constants';
import { canReplyAtLevel, type Comment } from '../../../../shared/posts';
import { commentScoreColour } from '../../../../shared/reputation';
import { FORMER_CITIZEN_UID } from '../../../../shared/users';
import { useCurrentUser } from '../auth';
import { AuthorLine, PostText } from '../posts';
import { ReportMenu } from '../reports';
import { CommentForm } from './CommentForm';

/** One comment, indented by its level, with a Reply button below the deepest level. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const [replying, setReplying] = useState(false);
  const me = useCurrentUser();
  // A deleted account's comment keeps its place in the thread, without its text or author.
  const removed = comment.authorId === FORMER_CITIZEN_UID;
  const name = removed ? t('formerCitizen') : comment.authorUsername;

  return (
    <li className="comment" style={{ marginLeft: comment.level * COMMENT_INDENT_PX }} data-testid="comment" data-level={comment.level}>
      <div className="comment__head">
        <AuthorLine
          authorId={comment.authorId}
          name={name}
          avatar={comment.authorAvatar}
          reputation={comment.authorReputation}
          colour={commentScoreColour(comment.authorReputation)}
          createdAt={comment.createdAt}
          avatarSize={32}
        />
        {!removed && comment.authorId !== me.uid && <ReportMenu itemType="comment" target={{ commentId: comment.id }} />}
      </div>
      {removed ? <p className="comment__removed">{t('removed')}</p> : <PostText text={comment.text} />}
      {canReplyAtLevel(comment.level) && (
        <button type="button" className="link-button" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
          {t('reply')}
        </button>
      )}
      {replying && <CommentForm postId={comment.postId} parentId={comment.id} replyToUserId={comment.authorId} label={t('replyTo', { name })} onSent={() => setReplying(false)} />}
    </li>
  );
}
