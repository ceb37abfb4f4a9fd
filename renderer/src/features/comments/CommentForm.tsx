import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { blockedSuggestions, Suggestions, useTextAnalysis } from '../coach';
import { useAddCommentMutation } from './endpoints';

interface Props {
  postId: string;
  parentId?: string;
  /** The author of the post or comment being answered, for the AI coach's context. */
  replyToUserId: string;
  label: string;
  onSent?: () => void;
}

/** Writes a comment on the post, or a reply when `parentId` is given. Failures are only logged (the spec). */
export function CommentForm({ postId, parentId, replyToUserId, label, onSent }: Props) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const [addComment, { isLoading }] = useAddCommentMutation();
  const context = useMemo(() => ({ kind: 'comment' as const, replyToUserId }), [replyToUserId]);
  const coach = useTextAnalysis(text, context);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await addComment({ postId, text: text.trim(), ...(parentId ? { parentId } : {}) }).unwrap();
      setText('');
      coach.reset();
      onSent?.();
    } catch (error) {
      console.error('Sending the comment failed', error);
      const blocked = blockedSuggestions(error);
      if (blocked?.length) coach.showBlocked(blocked);
    }
  };

  return (
    <div className="comment-form__wrap">
      <form className="comment-form" onSubmit={submit}>
        <textarea aria-label={label} placeholder={label} rows={2} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--primary" disabled={!text.trim() || isLoading || coach.analyzing || coach.blocked}>
          {parentId ? t('sendReply') : t('send')}
        </button>
      </form>
      <Suggestions text={text} suggestions={coach.suggestions} analyzing={coach.analyzing} unavailable={coach.unavailable} onAcknowledge={coach.acknowledge} />
    </div>
  );
}
