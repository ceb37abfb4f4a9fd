import { useTranslation } from 'react-i18next';
import type { Post, ReactionType } from '../../../../shared/posts';
import { LineIcon } from '../../ui/icons';
import { useCurrentUser } from '../auth';
import { useReactToPostMutation } from './endpoints';
import './reactions.css';

interface Props {
  post: Post;
  commentsOpen: boolean;
  onToggleComments: () => void;
  commentsId: string;
}

/** Agree / Disagree (mutually exclusive toggles, optimistic) and the comments toggle. */
export function ReactionBar({ post, commentsOpen, onToggleComments, commentsId }: Props) {
  const { t } = useTranslation('reactions');
  const me = useCurrentUser();
  const [react] = useReactToPostMutation();

  const press = (reactionType: ReactionType) => {
    // A failure rolls the counts back in the mutation; the spec asks for nothing more.
    react({ post, reactionType, uid: me.uid }).unwrap().catch((error: unknown) => console.error('Reacting failed', error));
  };

  const commentsLabel = t('comments', { count: post.commentsCount });
  return (
    <div className="reaction-bar">
      <button type="button" className="reaction-button" aria-pressed={post.myReaction === 'agree'} onClick={() => press('agree')}>
        <LineIcon name="agree" size={18} />
        {t('agree')} <span data-testid="agree-count">{post.reactions.agreeCount}</span>
      </button>
      <button type="button" className="reaction-button" aria-pressed={post.myReaction === 'disagree'} onClick={() => press('disagree')}>
        <LineIcon name="disagree" size={18} />
        {t('disagree')} <span data-testid="disagree-count">{post.reactions.disagreeCount}</span>
      </button>
      {/* On a phone the count alone shows beside the icon, so the three buttons keep to one row; the name stays whole. */}
      <button type="button" className="reaction-button" aria-label={commentsLabel} aria-expanded={commentsOpen} aria-controls={commentsId} onClick={onToggleComments}>
        <LineIcon name="comment" size={18} />
        <span className="reaction-button__wide">{commentsLabel}</span>
        <span className="reaction-button__narrow">{post.commentsCount}</span>
      </button>
    </div>
  );
}
