import type { Queryable } from '../lib/db';

export type FollowState = 'following' | 'requested';

/** One approved follow in a followers or following list, newest first. */
export interface FollowListRow {
  uid: string;
  created_at: string;
}

/** Where a page of a follow list starts: just after this follow. */
export interface FollowListPosition {
  createdAt: string;
  uid: string;
}

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

  /** Drops a pending request (never an approved follow); false when there was none. */
  async removeRequest(db: Queryable, followerId: string, followeeId: string): Promise<boolean> {
    const { rows } = await db.query(`delete from follows where follower_id = $1 and followee_id = $2 and state = 'requested' returning 1`, [followerId, followeeId]);
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

  /** Who follows `uid` (approved follows), newest first, from `after` on; one row more than `limit` tells a next page exists. */
  async followersPage(db: Queryable, uid: string, after: FollowListPosition | null, limit: number): Promise<FollowListRow[]> {
    return followPage(db, 'follower_id', 'followee_id', uid, after, limit);
  },

  /** Whom `uid` follows (approved follows), newest first. */
  async followingPage(db: Queryable, uid: string, after: FollowListPosition | null, limit: number): Promise<FollowListRow[]> {
    return followPage(db, 'followee_id', 'follower_id', uid, after, limit);
  },
};

/** A keyset page of one side of the follows of a citizen; suspended citizens are left out as in search. */
async function followPage(db: Queryable, listed: 'follower_id' | 'followee_id', owner: 'follower_id' | 'followee_id', uid: string, after: FollowListPosition | null, limit: number) {
  const { rows } = await db.query<FollowListRow>(
    // Cursors carry milliseconds (ISO 8601 in JavaScript); the stored microseconds would repeat or skip a row.
    `select f.${listed} as uid, date_trunc('milliseconds', f.created_at) as created_at from follows f join users u on u.uid = f.${listed}
     where f.${owner} = $1 and f.state = 'following' and not u.suspended
       and ($2::timestamptz is null or (date_trunc('milliseconds', f.created_at), f.${listed}) < ($2::timestamptz, $3::text))
     order by 2 desc, 1 desc
     limit $4`,
    [uid, after?.createdAt ?? null, after?.uid ?? null, limit + 1],
  );
  return rows;
}
