import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../shared/posts';
import { useCurrentUser } from '../auth';
import { TipDialog } from './TipDialog';

/**
 * Under a post: how many citizens supported it, and the Tip button, which is not there on one's own
 * posts or for a creator without payouts connected.
 */
export function PostSupport({ post }: { post: Post }) {
  const { t } = useTranslation('payments');
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  // Stable, so that the success message's 2-second close is not restarted by a re-render (a live supporters count).
  const close = useCallback(() => setOpen(false), []);
  const canTip = post.authorId !== me.uid && post.authorMonetizationEnabled;
  if (!canTip && post.supportersCount === 0) return null;

  return (
    <div className="post-support">
      {post.supportersCount > 0 && (
        <span className="post-support__count" data-testid="supporters-count">
          {t('supporters', { count: post.supportersCount })}
        </span>
      )}
      {canTip && (
        <button type="button" className="button button--ghost post-support__tip" onClick={() => setOpen(true)}>
          {t('tip')}
        </button>
      )}
      {open && <TipDialog post={post} onClose={close} />}
    </div>
  );
}
