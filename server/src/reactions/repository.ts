import type { ReactionType } from '../../../shared/posts';
import type { Queryable } from '../lib/db';

/** A citizen's reaction to a post, with the weight it had when given. */
export interface StoredReaction {
  type: ReactionType;
  weight: number;
}

export const reactionsRepository = {
  /**
   * Takes back every reaction a citizen gave to others' posts (their account is being deleted) and
   * returns them, with each post's author, so counts and trust sums can follow.
   */
  async removeAllBy(db: Queryable, uid: string): Promise<(StoredReaction & { postId: string; authorId: string })[]> {
    const { rows } = await db.query<StoredReaction & { postId: string; authorId: string }>(
      `delete from post_reactions r using posts p
       where r.post_id = p.id and r.user_id = $1 and p.author_id <> $1
       returning r.post_id as "postId", p.author_id as "authorId", r.type, r.weight`,
      [uid],
    );
    return rows;
  },

  async find(db: Queryable, postId: string, uid: string): Promise<StoredReaction | null> {
    const { rows } = await db.query<StoredReaction>('select type, weight from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
    return rows[0] ?? null;
  },

  /** Stores the citizen's reaction (`null`: none), replacing any earlier one. */
  async set(db: Queryable, postId: string, uid: string, previous: ReactionType | null, next: StoredReaction | null): Promise<void> {
    if (next === null) await db.query('delete from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
    else if (previous === null) await db.query('insert into post_reactions (post_id, user_id, type, weight) values ($1, $2, $3, $4)', [postId, uid, next.type, next.weight]);
    else await db.query('update post_reactions set type = $3, weight = $4, created_at = now() where post_id = $1 and user_id = $2', [postId, uid, next.type, next.weight]);
  },
};
