import type { Queryable } from '../lib/db';
import type { Logger } from '../lib/logger';
import { postImages } from '../posts/images';
import { RESTORE_WINDOW_MS } from '../posts/service';
import { parseImageUrl } from './service';
import type { StoredObject, UploadStorage } from './storage';

/** How often each server process sweeps the post images nothing will show. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long an image no post carries is kept. A citizen uploads the image when attaching it, then may
 * write, rework the text with the coach or come back to the draft later before posting: a day leaves
 * room for that, and is still short against a quota of 200 MB.
 */
export const ORPHAN_IMAGE_AGE_MS = 24 * 60 * 60 * 1000;

/** How many stored images one query checks against the posts. */
const SWEEP_PAGE_SIZE = 500;

/** What one sweep did: images removed, the bytes they took, and removals that failed (tried again next sweep). */
export interface SweepResult {
  removed: number;
  bytesFreed: number;
  failed: number;
}

/**
 * Removes from storage the post images nothing will show again: those no post carries (deleted posts
 * included) stored more than `ORPHAN_IMAGE_AGE_MS` ago, and those only posts deleted beyond Undo carry,
 * whatever their age (a new post may not take them: posts/service.ts `checkImage`). Avatars are not
 * looked at. Each process of a cluster sweeps on its own: removing an image already gone is no error,
 * so two sweeps at once only both count it.
 *
 * A citizen posting, at the very moment of a sweep, an image they uploaded more than a day ago may
 * find their post without it: the sweep read no post carrying it just before the post was written.
 * Closing that would take a lock shared with every post written; rare enough to accept.
 *
 * Never fails: a failure is a warning in the log, and the next sweep tries again.
 */
export async function sweepPostImages(deps: { db: Queryable; storage: UploadStorage; logger: Logger }): Promise<SweepResult> {
  const total: SweepResult = { removed: 0, bytesFreed: 0, failed: 0 };
  const orphanCutoff = Date.now() - ORPHAN_IMAGE_AGE_MS;
  try {
    for await (const page of pagesOf(postImagesIn(deps.storage.listUnder('posts')), SWEEP_PAGE_SIZE)) {
      const swept = await sweepPage(deps, page, orphanCutoff);
      total.removed += swept.removed;
      total.bytesFreed += swept.bytesFreed;
      total.failed += swept.failed;
    }
  } catch (err) {
    deps.logger.warn({ err, ...total }, 'sweeping unposted images failed');
    return total;
  }
  if (total.removed) deps.logger.info({ removed: total.removed, bytesFreed: total.bytesFreed }, 'swept unposted images');
  return total;
}

/** Removes, of one page of stored images, those to sweep; a removal that fails does not stop the others. */
async function sweepPage(deps: { db: Queryable; storage: UploadStorage; logger: Logger }, page: StoredObject[], orphanCutoff: number): Promise<SweepResult> {
  const carried = await postImages.carriedAmong(deps.db, page.map(urlOf), RESTORE_WINDOW_MS);
  const retiredByUrl = new Map(carried.map(({ url, retired }) => [url, retired]));
  const swept: SweepResult = { removed: 0, bytesFreed: 0, failed: 0 };
  for (const image of page) {
    const retired = retiredByUrl.get(urlOf(image));
    if (!(retired ?? image.storedAt.getTime() <= orphanCutoff)) continue;
    try {
      await deps.storage.remove(image.key);
      swept.removed++;
      swept.bytesFreed += image.size;
    } catch (err) {
      swept.failed++;
      deps.logger.warn({ err, key: image.key }, 'removing an unposted image failed');
    }
  }
  return swept;
}

const urlOf = (image: StoredObject) => `/uploads/${image.key}`;

/** The post images of a listing: anything else stored under `posts` is not the sweep's to judge. */
async function* postImagesIn(objects: AsyncIterable<StoredObject>): AsyncGenerator<StoredObject> {
  for await (const object of objects) if (parseImageUrl(urlOf(object))) yield object;
}

/** Groups what an iterable yields into arrays of `size`, the last one shorter. */
async function* pagesOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let page: T[] = [];
  for await (const item of items) {
    page.push(item);
    if (page.length === size) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}
