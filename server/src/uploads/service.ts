import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCEPTED_IMAGE_TYPES } from '../../../shared/posts';
import { HttpError } from '../lib/errors';

const EXTENSIONS: Record<(typeof ACCEPTED_IMAGE_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** Keeps letters, digits, dot, dash and underscore; drops any path and the original extension. */
export function sanitiseFilename(name: string): string {
  const base = path.basename(name).replace(/\.[^.]*$/, '');
  return base.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || 'image';
}

/**
 * Images live under `posts/{uid}/{timestamp}_{filename}` in the uploads folder and are served
 * from `/uploads/...`. A random suffix keeps the address of a private post's image unguessable. The type comes from the file's bytes; the stored extension follows it,
 * so the served Content-Type is always the real one.
 */
export function createUploadsService(uploadsDir: string) {
  return {
    dir: uploadsDir,

    async storePostImage(uid: string, originalName: string, bytes: Buffer): Promise<string> {
      const { fileTypeFromBuffer } = await import('file-type');
      const detected = await fileTypeFromBuffer(bytes);
      const mime = detected?.mime as (typeof ACCEPTED_IMAGE_TYPES)[number] | undefined;
      if (!mime || !ACCEPTED_IMAGE_TYPES.includes(mime)) throw new HttpError(400, 'UNSUPPORTED_IMAGE');
      const relative = path.posix.join('posts', uid, `${Date.now()}_${sanitiseFilename(originalName)}-${randomBytes(6).toString('hex')}.${EXTENSIONS[mime]}`);
      await fs.mkdir(path.join(uploadsDir, 'posts', uid), { recursive: true });
      await fs.writeFile(path.join(uploadsDir, relative), bytes, { flag: 'wx' });
      return `/uploads/${relative}`;
    },

    /** Is this URL an image this citizen uploaded? */
    async belongsTo(uid: string, url: string): Promise<boolean> {
      const prefix = `/uploads/posts/${uid}/`;
      if (!url.startsWith(prefix) || url.slice(prefix.length).includes('/')) return false;
      return fs
        .access(path.join(uploadsDir, url.slice('/uploads/'.length)))
        .then(() => true)
        .catch(() => false);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
