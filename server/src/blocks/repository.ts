import type { Queryable } from '../lib/db';

export const blocksRepository = {
  /** Idempotent: blocking twice is one block. */
  async add(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
    await db.query('insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [blockerId, blockedId]);
  },

  async remove(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
    await db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [blockerId, blockedId]);
  },

  /** Has either citizen blocked the other? */
  async eitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
    const { rows } = await db.query(
      'select 1 from blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1) limit 1',
      [a, b],
    );
    return rows.length > 0;
  },

  /** Which of the two citizens blocked the other: none, one or both of them. */
  async blockersBetween(db: Queryable, a: string, b: string): Promise<Set<string>> {
    const { rows } = await db.query<{ blocker_id: string }>(
      'select blocker_id from blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)',
      [a, b],
    );
    return new Set(rows.map((row) => row.blocker_id));
  },
};
