import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/posts';
import type { User } from '../../../../shared/users';
import { problemText } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { AvatarCropper } from './AvatarCropper';
import { avatarSaved } from './endpoints';
import { Saved } from './SettingsSection';
import { uploadAvatar } from './uploadAvatar';

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'saved' } | { state: 'failed'; code?: string; message: string };

/** The avatar: choose a picture, frame it in a square, and watch it upload. */
export function AvatarField({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const accepted = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
    setRefused(!accepted);
    setUpload({ state: 'idle' });
    if (accepted) setChosen(file);
  };

  const send = async (image: Blob) => {
    setChosen(null);
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const saved = await uploadAvatar(image, (percent) => setUpload({ state: 'uploading', percent }));
      avatarSaved(dispatch, saved);
      setUpload({ state: 'saved' });
    } catch (error) {
      const { code, message } = error as Error & { code?: string };
      setUpload({ state: 'failed', code, message });
    }
  };

  return (
    <div className="settings__avatar">
      <img src={user.avatarUrl} alt="" width={88} height={88} className="settings__avatar-image" data-testid="settings-avatar" />
      <div className="settings__avatar-controls">
        <label htmlFor={inputId} className="button button--ghost settings__choose">
          {t('avatar.choose')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={upload.state === 'uploading'}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // the same file may be chosen again
          }}
        />
        {upload.state === 'uploading' && (
          <p className="settings__progress">
            <progress max={100} value={upload.percent} aria-label={t('avatar.progressLabel')} />
            <span>{t('avatar.uploading', { percent: upload.percent })}</span>
          </p>
        )}
        {upload.state === 'saved' && <Saved>{t('avatar.saved')}</Saved>}
        {upload.state === 'failed' && (
          <p className="notice notice--error" role="alert">
            {problemText({ code: upload.code, message: upload.message }, t('avatar.failed'))}
          </p>
        )}
        {refused && (
          <p className="notice notice--error" role="alert">
            {t('avatar.badImage')}
          </p>
        )}
      </div>
      {chosen && <AvatarCropper file={chosen} onCancel={() => setChosen(null)} onCropped={(image) => void send(image)} />}
    </div>
  );
}
