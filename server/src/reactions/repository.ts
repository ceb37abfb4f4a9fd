import type { ReactionType } from '../../../shared/posts';
import type { Queryable } from '../lib/db';

/** A citizen's reaction to a post, with the weight it had when given. */
export interface StoredReaction {
  type: ReactionType;
  weight: number;
}

export const reactionsRepository = {
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
