import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_SIZE_PX, UPLOAD_QUOTA_BYTES } from '../../../shared/constants';
import { HttpError } from '../lib/errors';
import { cleanImage, type ImageType } from './clean-image';
import type { UploadStorage } from './storage';

const EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** The address of a stored image: `/uploads/posts/{uid}/{timestamp}_{filename}-{random}.{extension}`. */
const IMAGE_URL = /^\/uploads\/posts\/([A-Za-z0-9-]+)\/(\d+_[A-Za-z0-9._-]+\.(?:png|jpg|gif))$/;

/** The uploader and file of an image's address, or null for anything that is not one. */
export function parseImageUrl(url: string): { uploaderId: string; file: string } | null {
  const match = IMAGE_URL.exec(url);
  return match ? { uploaderId: match[1], file: match[2] } : null;
}

/** The address of an avatar: `/uploads/avatars/{uid}/{timestamp}-{random}.{extension}`. Avatars are public. */
const AVATAR_URL = /^\/uploads\/avatars\/[A-Za-z0-9-]+\/\d+-[a-f0-9]+\.(?:png|jpg)$/;
export const isAvatarUrl = (url: string) => AVATAR_URL.test(url);

/** Keeps letters, digits, dot, dash and underscore; drops any path and the original extension. */
export function sanitiseFilename(name: string): string {
  const base = path.basename(name).replace(/\.[^.]*$/, '');
  return base.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || 'image';
}

/**
 * Images live under `posts/{uid}/{timestamp}_{filename}` in the store (storage.ts) and are served
 * from `/uploads/...`. A random suffix keeps the address of a private post's image unguessable. The type comes from the file's bytes; the stored extension follows it,
 * so the served Content-Type is always the real one. What is stored is the image re-encoded,
 * without its metadata (clean-image.ts), and a citizen's images together stay within a quota.
 */
export function createUploadsService(storage: UploadStorage) {
  const keyOf = (url: string) => url.slice('/uploads/'.length);

  return {
    storage,

    async storePostImage(uid: string, originalName: string, bytes: Buffer): Promise<string> {
      const image = await cleanImage(bytes);
      if ((await storage.sizeUnder(`posts/${uid}`)) + image.bytes.length > UPLOAD_QUOTA_BYTES) throw new HttpError(413, 'UPLOAD_QUOTA_EXCEEDED');
      const key = path.posix.join('posts', uid, `${Date.now()}_${sanitiseFilename(originalName)}-${randomBytes(6).toString('hex')}.${EXTENSIONS[image.type]}`);
      await storage.put(key, image.bytes);
      return `/uploads/${key}`;
    },

    /**
     * Stores a citizen's avatar: cleaned as any image (clean-image.ts), then cut to a square from
     * its centre (the renderer sends the square the citizen chose) at one size. A GIF keeps its first frame.
     */
    async storeAvatar(uid: string, bytes: Buffer): Promise<string> {
      const image = await cleanImage(bytes);
      const format = image.type === 'image/jpeg' ? 'jpeg' : 'png';
      const square = await sharp(image.bytes).resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' }).toFormat(format).toBuffer();
      const key = path.posix.join('avatars', uid, `${Date.now()}-${randomBytes(6).toString('hex')}.${format === 'jpeg' ? 'jpg' : 'png'}`);
      await storage.put(key, square);
      return `/uploads/${key}`;
    },

    /** Removes an avatar that is no longer shown; anything else (a placeholder) is left alone. */
    async removeAvatar(url: string): Promise<void> {
      if (isAvatarUrl(url)) await storage.remove(keyOf(url));
    },

    /** Everything a citizen stored: their account is deleted. */
    async removeAllOf(uid: string): Promise<void> {
      await Promise.all(['posts', 'avatars'].map((kind) => storage.removeUnder(`${kind}/${uid}`)));
    },

    /** Is this URL an image this citizen uploaded? */
    async belongsTo(uid: string, url: string): Promise<boolean> {
      return parseImageUrl(url)?.uploaderId === uid && storage.exists(keyOf(url));
    },

    /** Removes stored images for good; an image already gone is no error. */
    async remove(urls: string[]): Promise<void> {
      await Promise.all(urls.filter((url) => parseImageUrl(url)).map((url) => storage.remove(keyOf(url))));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
