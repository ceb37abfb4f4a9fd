import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/conversations';
import { problemOf, problemText } from '../../api/errors';
import { blockedSuggestions, Suggestions, useTextAnalysis } from '../coach';
import { useSendMessageMutation } from './endpoints';

/** The counter shows once a message nears the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/**
 * Writes a message. The coach reads it as it reads a comment: a REFINEMENT shows before sending,
 * a BLOCKED text cannot be sent (and the server refuses it with the suggestions). The text stays
 * in the composer until the server has stored the message.
 */
export function Composer({ conversationId, recipientId, onSending }: { conversationId: string; recipientId: string; onSending: (text: string | null) => void }) {
  const { t } = useTranslation('embassy');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sendMessage, { isLoading }] = useSendMessageMutation();
  const context = useMemo(() => ({ kind: 'comment' as const, replyToUserId: recipientId }), [recipientId]);
  const coach = useTextAnalysis(text, context);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const disabled = !trimmed || tooLong || isLoading || coach.analyzing || coach.blocked;

  const send = async () => {
    if (disabled) return;
    setFailure(null);
    onSending(trimmed);
    try {
      await sendMessage({ conversationId, text: trimmed }).unwrap();
      setText('');
      coach.reset();
    } catch (error) {
      const blocked = blockedSuggestions(error);
      if (blocked) coach.showBlocked(blocked);
      else setFailure(problemText(problemOf(error), t('sendFailed')));
    } finally {
      onSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="chat-composer">
      <Suggestions text={text} suggestions={coach.suggestions} analyzing={coach.analyzing} unavailable={coach.unavailable} onAcknowledge={coach.acknowledge} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <form className="chat-composer__form" onSubmit={submit}>
        <textarea
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary" disabled={disabled}>
          {t('composer.send')}
        </button>
      </form>
      {trimmed.length > COUNTER_FROM && (
        <p className={`chat-composer__counter${tooLong ? ' chat-composer__counter--over' : ''}`}>
          {t('composer.counter', { count: trimmed.length, max: MESSAGE_MAX_LENGTH })}
        </p>
      )}
    </div>
  );
}
