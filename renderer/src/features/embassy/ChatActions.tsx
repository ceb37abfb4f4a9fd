import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Conversation } from '../../../../shared/conversations';
import { problemOf, problemText } from '../../api/errors';
import { useLeaveConversationMutation, useSetBlockedMutation } from './endpoints';

/** Leave (hide) the conversation, and block or unblock the other citizen; blocking asks first. */
export function ChatActions({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('embassy');
  const navigate = useNavigate();
  const [leave, leaving] = useLeaveConversationMutation();
  const [setBlocked, blocking] = useSetBlockedMutation();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { id, other, blockedByMe } = conversation;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(problemText(problemOf(error)));
      return false;
    }
  };

  const onLeave = async () => {
    if (await run(() => leave(id).unwrap())) navigate('/embassy');
  };
  const onBlock = async (blocked: boolean) => {
    if (await run(() => setBlocked({ conversationId: id, uid: other.uid, blocked }).unwrap())) setConfirmingBlock(false);
  };

  return (
    <div className="chat-actions">
      <button type="button" className="button button--ghost" onClick={() => void onLeave()} disabled={leaving.isLoading}>
        {t('leave')}
      </button>
      {blockedByMe ? (
        <button type="button" className="button button--ghost" onClick={() => void onBlock(false)} disabled={blocking.isLoading}>
          {t('unblock')}
        </button>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setConfirmingBlock(true)} disabled={blocking.isLoading}>
          {t('block')}
        </button>
      )}
      {confirmingBlock && (
        <div className="chat-actions__confirm" role="alertdialog" aria-label={t('blockConfirm.title', { name: other.username })}>
          <p>
            <strong>{t('blockConfirm.title', { name: other.username })}</strong> {t('blockConfirm.body')}
          </p>
          <div className="chat-actions__buttons">
            <button type="button" className="button button--ghost" onClick={() => setConfirmingBlock(false)}>
              {t('blockConfirm.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={() => void onBlock(true)} disabled={blocking.isLoading}>
              {t('blockConfirm.confirm')}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="notice notice--error chat-actions__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
