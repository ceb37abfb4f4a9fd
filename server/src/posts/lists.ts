import type { Queryable } from '../lib/db';
import { decodeCursor, timeCursor } from '../lib/cursors';
import type { PostRow } from './repository';
import { POST_COLUMNS, POSTS_WITH_AUTHORS, visibleTo } from './visibility';

// Newest-first lists, paged by (created_at, id) so each page is one index range.

const after = (cursor: string | undefined) => {
  const c = cursor ? decodeCursor(timeCursor, cursor) : null;
  return [c ? c.c : 'infinity', c ? c.id : '\uffff'] as const;
};

export const listQueries = {
  async byAuthor(db: Queryable, viewerId: string, authorId: string, cursor: string | undefined, limit: number): Promise<PostRow[]> {
    const [c, id] = after(cursor);
    const { rows } = await db.query<PostRow>(
      `select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS}
       where p.author_id = $2 and (p.created_at, p.id) < ($3::timestamptz, $4) and ${visibleTo('$1')}
       order by p.created_at desc, p.id desc limit $5`,
      [viewerId, authorId, c, id, limit + 1],
    );
    return rows;
  },

  async byHashtag(db: Queryable, viewerId: string, tag: string, cursor: string | undefined, limit: number): Promise<PostRow[]> {
    const [c, id] = after(cursor);
    const { rows } = await db.query<PostRow>(
      `select ${POST_COLUMNS} from post_hashtags h join ${POSTS_WITH_AUTHORS} on p.id = h.post_id
       where h.tag = $2 and (h.created_at, h.post_id) < ($3::timestamptz, $4) and ${visibleTo('$1')}
       order by h.created_at desc, h.post_id desc limit $5`,
      [viewerId, tag, c, id, limit + 1],
    );
    return rows;
  },

  /** A guild's posts (the caller checked the viewer may see the guild). */
  async byGuild(db: Queryable, viewerId: string, guildId: string, cursor: string | undefined, limit: number): Promise<PostRow[]> {
    const [c, id] = after(cursor);
    const { rows } = await db.query<PostRow>(
      `select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS}
       where p.guild_id = $2 and (p.created_at, p.id) < ($3::timestamptz, $4) and ${visibleTo('$1')}
       order by p.created_at desc, p.id desc limit $5`,
      [viewerId, guildId, c, id, limit + 1],
    );
    return rows;
  },

  /** Posts whose words match, in English or French (stemmed either way), newest first. */
  async search(db: Queryable, viewerId: string, query: string, limit: number): Promise<PostRow[]> {
    const { rows } = await db.query<PostRow>(
      `select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS}
       where p.search_vector @@ (websearch_to_tsquery('english', $2) || websearch_to_tsquery('french', $2)) and ${visibleTo('$1')}
       order by p.created_at desc, p.id desc limit $3`,
      [viewerId, query, limit],
    );
    return rows;
  },
};
