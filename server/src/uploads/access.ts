import type { Db } from '../lib/db';
import { postImages } from '../posts/images';
import { RESTORE_WINDOW_MS } from '../posts/service';
import { isAvatarUrl, parseImageUrl, type UploadsService } from './service';

/**
 * Who may see an image: `public` (anyone, and a shared cache may keep it a little), `private`
 * (this viewer only: the author and approved followers of a post carrying it, or its uploader
 * while no post does), or null (everyone else, who must not learn it exists).
 */
export type ImageView = 'public' | 'private' | null;

/** Images are seen as the posts carrying them are; the city stores them as the uploads service does. */
export function createImageAccess(deps: { db: Db; uploads: UploadsService }) {
  const { db, uploads } = deps;

  return {
    async viewOf(viewerId: string | null, url: string): Promise<ImageView> {
      // Avatars are shown wherever their citizen is, visitors' screens included.
      if (isAvatarUrl(url)) return 'public';
      const image = parseImageUrl(url);
      if (!image) return null;
      const carriers = await postImages.carriers(db, viewerId, url, RESTORE_WINDOW_MS);
      if (carriers.count === 0) return viewerId === image.uploaderId ? 'private' : null;
      if (carriers.public) return 'public';
      // While Undo can bring a deleted post back, its author still sees the image; then no one does.
      return carriers.visible || carriers.restorable ? 'private' : null;
    },

    /** Stores a citizen's image, first freeing the room their images of posts deleted for good took. */
    async store(uid: string, originalName: string, bytes: Buffer): Promise<string> {
      const retired = await postImages.retiredOf(db, uid, RESTORE_WINDOW_MS);
      await uploads.remove(retired.filter((url) => parseImageUrl(url)?.uploaderId === uid));
      return uploads.storePostImage(uid, originalName, bytes);
    },
  };
}

export type ImageAccess = ReturnType<typeof createImageAccess>;
