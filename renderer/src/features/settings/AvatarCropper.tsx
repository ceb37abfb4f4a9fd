import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIZE_PX } from '../../../../shared/constants';
import { useModalDialog } from '../../ui/useModalDialog';
import { centredFraming, clampFraming, coverScale, sourceSquare, zoomFraming, type Framing } from './squareCrop';

/** The frame's side on screen, in CSS pixels. */
const FRAME = 240;
const MAX_ZOOM = 3;
const KEY_STEP = 10;

/**
 * Frames a chosen picture in a square: drag (or arrow keys) to place it, a slider to zoom.
 * Hands back the square as an image of the avatar's size; the server cuts the same square again.
 */
export function AvatarCropper({ file, onCancel, onCropped }: { file: File; onCancel: () => void; onCropped: (image: Blob) => void }) {
  const { t } = useTranslation('settings');
  const dialogRef = useModalDialog();
  const [source] = useState(() => URL.createObjectURL(file));
  const imageRef = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [framing, setFraming] = useState<Framing | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const loaded = () => {
    const image = imageRef.current!;
    setSize({ width: image.naturalWidth, height: image.naturalHeight });
    setFraming(centredFraming(image.naturalWidth, image.naturalHeight, FRAME));
  };

  const move = (dx: number, dy: number) => {
    if (!framing || !size) return;
    setFraming(clampFraming({ ...framing, x: framing.x + dx, y: framing.y + dy }, size.width, size.height, FRAME));
  };

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] }[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  };

  const minScale = size ? coverScale(size.width, size.height, FRAME) : 1;
  const zoom = framing ? framing.scale / minScale : 1;

  const crop = () => {
    if (!framing) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE_PX;
    canvas.height = AVATAR_SIZE_PX;
    const { sx, sy, size: side } = sourceSquare(framing, FRAME);
    canvas.getContext('2d')!.drawImage(imageRef.current!, sx, sy, side, side, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
    // A photo stays a JPEG; a PNG or GIF may be transparent, so it becomes a PNG.
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    canvas.toBlob((blob) => blob && onCropped(blob), type, 0.9);
  };

  return (
    <dialog ref={dialogRef} className="avatar-cropper" aria-labelledby="avatar-cropper-title" onCancel={onCancel}>
      <h2 id="avatar-cropper-title">{t('avatar.cropTitle')}</h2>
      <p className="settings__hint">{t('avatar.cropHint')}</p>
      <div
        className="avatar-cropper__frame"
        style={{ width: FRAME, height: FRAME }}
        tabIndex={0}
        role="img"
        aria-label={t('avatar.cropHint')}
        data-testid="avatar-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <img
          ref={imageRef}
          src={source}
          alt=""
          draggable={false}
          onLoad={loaded}
          style={framing && size ? { width: size.width * framing.scale, height: size.height * framing.scale, transform: `translate(${framing.x}px, ${framing.y}px)` } : { visibility: 'hidden' }}
        />
      </div>
      <label className="avatar-cropper__zoom">
        {t('avatar.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          disabled={!framing}
          onChange={(event) => framing && size && setFraming(zoomFraming(framing, minScale * Number(event.target.value), size.width, size.height, FRAME))}
        />
      </label>
      <div className="settings__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('avatar.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={!framing} onClick={crop}>
          {t('avatar.use')}
        </button>
      </div>
    </dialog>
  );
}
