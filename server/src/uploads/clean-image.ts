import sharp, { type FormatEnum } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../shared/constants';
import { ACCEPTED_IMAGE_TYPES } from '../../../shared/posts';
import { HttpError } from '../lib/errors';

export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' } as const satisfies Record<ImageType, keyof FormatEnum>;

const unsupported = () => new HttpError(400, 'UNSUPPORTED_IMAGE');
const tooManyPixels = () => new HttpError(400, 'IMAGE_TOO_MANY_PIXELS');

/**
 * Decodes an uploaded image and encodes it again, which leaves behind everything but the
 * pixels: EXIF (GPS position, camera, names), XMP, IPTC, comments, colour profiles. The
 * orientation a camera recorded is applied first, so the picture stands as it was taken; a GIF
 * keeps its frames, timings and loop. The type comes from the bytes, never from the name.
 *
 * The header's dimensions are read before anything is decoded, so a few kilobytes that would
 * decode to gigabytes (a "decompression bomb") cost nothing; the decoder refuses more pixels
 * than the limit in any case.
 */
export async function cleanImage(bytes: Buffer): Promise<{ type: ImageType; bytes: Buffer }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = (await fileTypeFromBuffer(bytes))?.mime as ImageType | undefined;
  if (!type || !ACCEPTED_IMAGE_TYPES.includes(type)) throw unsupported();
  // Every frame of a GIF is decoded, so all of them count.
  const animated = type === 'image/gif';

  const header = await sharp(bytes, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => Promise.reject(unsupported()));
  if (header.format !== FORMATS[type]) throw unsupported();
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const cleaned = await sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .toFormat(FORMATS[type])
    .toBuffer()
    .catch((error: Error) => Promise.reject(/pixel limit/.test(error.message) ? tooManyPixels() : unsupported()));
  return { type, bytes: cleaned };
}
