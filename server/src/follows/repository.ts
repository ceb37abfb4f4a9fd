import type { Queryable } from '../lib/db';

export type FollowState = 'following' | 'requested';

export const followsRepository = {
  async state(db: Queryable, followerId: string, followeeId: string): Promise<FollowState | null> {
    const { rows } = await db.query<{ state: FollowState }>('select state from follows where follower_id = $1 and followee_id = $2', [followerId, followeeId]);
    return rows[0]?.state ?? null;
  },

  async upsert(db: Queryable, followerId: string, followeeId: string, state: FollowState): Promise<void> {
    await db.query(
      `insert into follows (follower_id, followee_id, state) values ($1, $2, $3)
       on conflict (follower_id, followee_id) do update set state = excluded.state`,
      [followerId, followeeId, state],
    );
  },

  async remove(db: Queryable, followerId: string, followeeId: string): Promise<FollowState | null> {
    const { rows } = await db.query<{ state: FollowState }>('delete from follows where follower_id = $1 and followee_id = $2 returning state', [followerId, followeeId]);
    return rows[0]?.state ?? null;
  },

  /** Turns a pending request into a follow; false when there was no request. */
  async approve(db: Queryable, followerId: string, followeeId: string): Promise<boolean> {
    const { rows } = await db.query(
      `update follows set state = 'following' where follower_id = $1 and followee_id = $2 and state = 'requested' returning 1`,
      [followerId, followeeId],
    );
    return rows.length > 0;
  },

  /** The follows between two citizens, either way. */
  async between(db: Queryable, a: string, b: string): Promise<Array<{ followerId: string; state: FollowState }>> {
    const { rows } = await db.query<{ follower_id: string; state: FollowState }>(
      `select follower_id, state from follows
       where (follower_id = $1 and followee_id = $2) or (follower_id = $2 and followee_id = $1)`,
      [a, b],
    );
    return rows.map((r) => ({ followerId: r.follower_id, state: r.state }));
  },

  async pendingRequesters(db: Queryable, followeeId: string): Promise<string[]> {
    const { rows } = await db.query<{ follower_id: string }>(
      `select follower_id from follows where followee_id = $1 and state = 'requested' order by created_at desc limit 200`,
      [followeeId],
    );
    return rows.map((r) => r.follower_id);
  },
};
