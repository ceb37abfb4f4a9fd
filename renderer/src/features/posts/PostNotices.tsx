import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRestorePostMutation } from './endpoints';
import '../../ui/toast.css';

type Notice = { kind: 'deleted'; postId: string } | { kind: 'error'; text: string };

const NoticeContext = createContext<(notice: Notice | null) => void>(() => {});

/** Tells the citizen what happened to a post: 'Post deleted.' with Undo, or a failure. */
export const usePostNotice = () => useContext(NoticeContext);

/** Holds the notice above every page, so it outlives the card that was deleted. */
export function PostNoticesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('posts');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [restore, { isLoading: restoring }] = useRestorePostMutation();

  const undo = async (postId: string) => {
    try {
      await restore(postId).unwrap();
      setNotice(null);
    } catch (error) {
      console.error('Restoring the post failed', error);
      setNotice({ kind: 'error', text: t('notice.restoreFailed') });
    }
  };

  return (
    <NoticeContext value={setNotice}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {notice && (
          <div className={`toast${notice.kind === 'error' ? ' toast--error' : ''}`}>
            <span>{notice.kind === 'deleted' ? t('notice.deleted') : notice.text}</span>
            {notice.kind === 'deleted' && (
              <button type="button" className="link-button" disabled={restoring} onClick={() => void undo(notice.postId)}>
                {t('notice.undo')}
              </button>
            )}
            <button type="button" className="toast__close" aria-label={t('notice.dismiss')} onClick={() => setNotice(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </NoticeContext>
  );
}
