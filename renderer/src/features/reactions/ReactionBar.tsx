import { useTranslation } from 'react-i18next';
import type { Post, ReactionType } from '../../../../shared/posts';
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

  return (
    <div className="reaction-bar">
      <button type="button" className="reaction-button" aria-pressed={post.myReaction === 'agree'} onClick={() => press('agree')}>
        {t('agree')} <span data-testid="agree-count">{post.reactions.agreeCount}</span>
      </button>
      <button type="button" className="reaction-button" aria-pressed={post.myReaction === 'disagree'} onClick={() => press('disagree')}>
        {t('disagree')} <span data-testid="disagree-count">{post.reactions.disagreeCount}</span>
      </button>
      <button type="button" className="reaction-button" aria-expanded={commentsOpen} aria-controls={commentsId} onClick={onToggleComments}>
        {t('comments', { count: post.commentsCount })}
      </button>
    </div>
  );
}
