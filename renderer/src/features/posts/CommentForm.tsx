import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCommentMutation } from './endpoints';

interface Props {
  postId: string;
  parentId?: string;
  label: string;
  onSent?: () => void;
}

/** Writes a comment on the post, or a reply when `parentId` is given. Failures are only logged (the spec). */
export function CommentForm({ postId, parentId, label, onSent }: Props) {
  const { t } = useTranslation('posts');
  const [text, setText] = useState('');
  const [addComment, { isLoading }] = useAddCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await addComment({ postId, text: text.trim(), ...(parentId ? { parentId } : {}) }).unwrap();
      setText('');
      onSent?.();
    } catch (error) {
      console.error('Sending the comment failed', error);
    }
  };

  return (
    <form className="comment-form" onSubmit={submit}>
      <textarea aria-label={label} placeholder={label} rows={2} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={!text.trim() || isLoading}>
        {parentId ? t('comments.sendReply') : t('comments.send')}
      </button>
    </form>
  );
}
