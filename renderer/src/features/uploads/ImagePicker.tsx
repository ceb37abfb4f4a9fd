import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/posts';
import { isAcceptedImage } from './uploadImage';
import './uploads.css';

/** An image already stored (editing) or a file chosen now, not yet uploaded, with an object URL to preview it. */
export type ChosenImage = { url: string } | { file: File; previewUrl: string };

/** Frees a chosen file's preview once it is no longer shown. */
export const releasePreview = (image: ChosenImage | null) => {
  if (image && 'file' in image) URL.revokeObjectURL(image.previewUrl);
};

/** Picks a png, jpeg or gif for the post, previews it and lets it be removed. */
export function ImagePicker({ image, onChange }: { image: ChosenImage | null; onChange: (image: ChosenImage | null) => void }) {
  const { t } = useTranslation('uploads');
  const inputId = useId();
  const [refused, setRefused] = useState(false);
  const preview = image && ('file' in image ? image.previewUrl : image.url);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const accepted = isAcceptedImage(file);
    setRefused(!accepted);
    if (accepted) onChange({ file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="image-picker">
      {preview ? (
        <div className="image-picker__preview">
          <img src={preview} alt={t('preview')} />
          <button type="button" className="button button--ghost" onClick={() => {
              releasePreview(image);
              onChange(null);
            }}>
            {t('removeImage')}
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={inputId} className="button button--ghost image-picker__choose">
            {t('addImage')}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = ''; // the same file may be chosen again after a removal
            }}
          />
        </>
      )}
      {refused && (
        <p className="notice notice--error" role="alert">
          {t('badImage')}
        </p>
      )}
    </div>
  );
}
