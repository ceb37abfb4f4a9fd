import type { Queryable } from '../lib/db';

export const acknowledgementsRepository = {
  /** Records that a citizen acknowledged a suggestion on a post (or a `new_…` draft); false when it already was. */
  async insert(db: Queryable, uid: string, ref: string, suggestionId: string): Promise<boolean> {
    const { rows } = await db.query('insert into coach_acknowledgements (user_id, ref, suggestion_id) values ($1, $2, $3) on conflict do nothing returning 1', [
      uid,
      ref,
      suggestionId,
    ]);
    return rows.length > 0;
  },
};
