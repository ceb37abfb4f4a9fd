import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audience, Post } from '../../../../shared/posts';
import { blockedSuggestions, Suggestions, useTextAnalysis } from '../coach';
import { ImagePicker, releasePreview, uploadImage, type ChosenImage } from '../uploads';
import { useCreatePostMutation, useUpdatePostMutation } from './endpoints';
import './posts.css';

const POST_CONTEXT = { kind: 'post' } as const;

/** A new post as a place other than the public square receives it (a guild): its audience is the place's. */
export type PublishPost = (post: { content: string; acknowledgedSuggestions: string[]; imageUrl?: string }) => Promise<unknown>;

interface Props {
  /** The post being edited, or null for a new one. The parent remounts the composer when it changes. */
  editing: Post | null;
  onDoneEditing: () => void;
  /** Publishes new posts there instead of the city's square, with no audience to choose. */
  publishTo?: PublishPost;
  /** The composer's heading and prompt when it writes somewhere else than the square. */
  title?: string;
  placeholder?: string;
}

/** Writes a new post or edits one (Edit loads its text, image and audience; Cancel resets). */
export function Composer({ editing, onDoneEditing, publishTo, title, placeholder }: Props) {
  const { t } = useTranslation('posts');
  const textId = useId();
  const [content, setContent] = useState(editing?.content ?? '');
  const [image, setImage] = useState<ChosenImage | null>(editing?.imageUrl ? { url: editing.imageUrl } : null);
  const [audience, setAudience] = useState<Audience>(editing?.audience ?? 'public');
  const [progress, setProgress] = useState<number | null>(null);
  const [posting, setPosting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [createPost] = useCreatePostMutation();
  const [updatePost] = useUpdatePostMutation();
  const coach = useTextAnalysis(content, POST_CONTEXT);
  // On a phone the composer waits as one line until the citizen starts writing, so the feed shows on the first screen.
  const [opened, setOpened] = useState(false);
  const collapsed = !opened && !editing && !content && !image;

  const reset = () => {
    setContent('');
    releasePreview(image);
    setImage(null);
    setAudience('public');
    coach.reset();
    setOpened(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPosting(true);
    setFailed(false);
    try {
      // An upload failure aborts the post (product-spec.md section 8).
      const imageUrl = image && 'file' in image ? await uploadImage(image.file, setProgress) : (image?.url ?? null);
      if (editing) {
        await updatePost({ id: editing.id, change: { content, imageUrl, audience } }).unwrap();
        onDoneEditing();
      } else {
        const post = { content, acknowledgedSuggestions: coach.acknowledgedIds, ...(imageUrl ? { imageUrl } : {}) };
        await (publishTo ? publishTo(post) : createPost({ ...post, audience }).unwrap());
        reset();
      }
    } catch (error) {
      console.error('Submitting the post failed', error);
      // A text the coach refuses (HTTP 422): its BLOCKED suggestions say why.
      const blocked = blockedSuggestions(error);
      if (blocked?.length) coach.showBlocked(blocked);
      else setFailed(true);
    } finally {
      setPosting(false);
      setProgress(null);
    }
  };

  const empty = !content.trim() && !image;

  return (
    <section className={collapsed ? 'card composer composer--collapsed' : 'card composer'} aria-labelledby="composer-title">
      <h2 id="composer-title" className="composer__title">
        {editing ? t('composer.editTitle') : (title ?? t('composer.title'))}
      </h2>
      <form onSubmit={submit}>
        <label htmlFor={textId} className="visually-hidden">
          {t('composer.textLabel')}
        </label>
        <textarea
          id={textId}
          className="composer__text"
          rows={3}
          placeholder={placeholder ?? t('composer.placeholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onFocus={() => setOpened(true)}
        />
        <ImagePicker image={image} onChange={setImage} />
        <div className="composer__actions">
          {!publishTo && !editing?.guild && (
            <label className="composer__audience">
              <span>{t('composer.audience')}</span>
              <select value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
                <option value="public">{t('audience.public')}</option>
                <option value="private">{t('audience.private')}</option>
              </select>
            </label>
          )}
          {posting && progress !== null && (
            <span className="composer__progress" role="status">
              {t('composer.progress', { percent: progress })}
            </span>
          )}
          {editing && (
            <button type="button" className="button button--ghost" onClick={onDoneEditing} disabled={posting}>
              {t('composer.cancel')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={empty || posting || coach.analyzing || coach.blocked}>
            {editing ? t('composer.save') : t('composer.post')}
          </button>
        </div>
        {failed && (
          <p className="notice notice--error" role="alert">
            {t('composer.failed')}
          </p>
        )}
      </form>
      <Suggestions text={content} suggestions={coach.suggestions} analyzing={coach.analyzing} unavailable={coach.unavailable} onAcknowledge={coach.acknowledge} />
    </section>
  );
}

/** Brings the composer into view when a post is loaded into it for editing. */
export function useScrollToComposer(editing: Post | null) {
  useEffect(() => {
    if (editing) document.getElementById('composer-title')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [editing]);
}
