import type { Queryable } from '../lib/db';
import { POSTS_WITH_AUTHORS, visibleTo } from './visibility';

/** Those posts that carry an image, seen from a viewer (null: a signed-out visitor). */
export interface ImageCarriers {
  /** How many posts carry it, deleted ones included. */
  count: number;
  /** A live public post of an unprotected account carries it: anyone may see it. */
  public: boolean;
  /** The viewer may see a post that carries it. */
  visible: boolean;
  /** The viewer wrote a deleted post carrying it that Undo can still bring back. */
  restorable: boolean;
}

const withinWindow = (column: string, windowMs: string) => `(${column} is not null and ${column} > now() - ${windowMs}::bigint * interval '1 millisecond')`;
const pastWindow = (column: string, windowMs: string) => `(${column} is not null and ${column} <= now() - ${windowMs}::bigint * interval '1 millisecond')`;

/** The posts' side of who may see an uploaded image: the image is seen as the posts carrying it are. */
export const postImages = {
  async carriers(db: Queryable, viewerId: string | null, url: string, restoreWindowMs: number): Promise<ImageCarriers> {
    const { rows } = await db.query<ImageCarriers>(
      `select count(*)::int as count,
              coalesce(bool_or(p.deleted_at is null and p.audience = 'public' and not u.protected), false) as public,
              coalesce(bool_or(${visibleTo('$1::text')}), false) as visible,
              coalesce(bool_or(p.author_id = $1::text and ${withinWindow('p.deleted_at', '$3')}), false) as restorable
       from ${POSTS_WITH_AUTHORS} where p.image_url = $2`,
      [viewerId, url, restoreWindowMs],
    );
    return rows[0];
  },

  /** The author's images that only posts deleted beyond Undo carry: nothing will show them again. */
  async retiredOf(db: Queryable, authorId: string, restoreWindowMs: number): Promise<string[]> {
    const { rows } = await db.query<{ image_url: string }>(
      `select image_url from posts where author_id = $1 and image_url is not null
       group by image_url having bool_and(${pastWindow('deleted_at', '$2')})`,
      [authorId, restoreWindowMs],
    );
    return rows.map((r) => r.image_url);
  },

  /**
   * Of these images, those some post carries (deleted ones included), each with whether only posts deleted
   * beyond Undo do: one look-up on the index `posts_image` for a whole page of them.
   */
  async carriedAmong(db: Queryable, urls: string[], restoreWindowMs: number): Promise<{ url: string; retired: boolean }[]> {
    const { rows } = await db.query<{ url: string; retired: boolean }>(
      `select image_url as url, bool_and(${pastWindow('deleted_at', '$2')}) as retired
       from posts where image_url = any($1::text[]) group by image_url`,
      [urls, restoreWindowMs],
    );
    return rows;
  },

  /** Is the image carried only by posts deleted beyond Undo? */
  async isRetired(db: Queryable, url: string, restoreWindowMs: number): Promise<boolean> {
    const { rows } = await db.query(`select 1 from posts where image_url = $1 having bool_and(${pastWindow('deleted_at', '$2')})`, [url, restoreWindowMs]);
    return rows.length > 0;
  },
};
