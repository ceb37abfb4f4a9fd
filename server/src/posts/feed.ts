import { FEED_PAGE_SIZE, RECENCY_WINDOW_MINUTES } from '../../../shared/constants';
import type { Queryable } from '../lib/db';
import type { PostRow } from './repository';
import { POST_COLUMNS, POSTS_WITH_AUTHORS, visibleTo } from './visibility';

const WINDOW_SECONDS = RECENCY_WINDOW_MINUTES * 60;

/**
 * One feed page ranked by 0.5 x rep/100 + 0.5 x recency (product-spec.md section 9), at a
 * fixed snapshot time so pages neither repeat nor skip posts while new ones arrive.
 *
 * Inside the 7-day window score = 0.5 x rank_key + c, with rank_key = rep/100 + createdAt/7d
 * stored and indexed and c = 0.5 - 0.5 x snapshot/7d; older posts score 0.5 x rep/100 and are
 * read from the reputation index. Each stream is read in (score, id) order from its index and
 * the two are merged, so a page costs the same at page 1 and page 50.
 */
export async function feedPage(
  db: Queryable,
  options: { viewerId: string; tab: 'forYou' | 'following'; snapshot: Date; after?: { s: number; id: string }; offset?: number },
): Promise<Array<PostRow & { score: number }>> {
  const limit = FEED_PAGE_SIZE + 1;
  const snapshotSeconds = options.snapshot.getTime() / 1000;
  const c = 0.5 - (0.5 * snapshotSeconds) / WINDOW_SECONDS;
  const after = options.after ?? { s: Infinity, id: '\uffff' };
  const maxReputation = Number.isFinite(after.s) ? Math.min(100, Math.floor(after.s * 200) + 1) : 100;
  const followingOnly =
    options.tab === 'following'
      ? `and p.author_id in (select followee_id from follows where follower_id = $1 and state = 'following')`
      : '';
  // Loose index bounds ($5, $6) start each scan near the cursor; the exact (score, id) test follows.
  const params = [options.viewerId, options.snapshot.toISOString(), c, after.s, (after.s - c) / 0.5 + 1e-9, maxReputation, after.id, limit, options.offset ?? 0];
  const { rows } = await db.query<PostRow & { score: number }>(
    `select * from (
       (select ${POST_COLUMNS}, 0.5::float8 * p.rank_key + $3::float8 as score
        from ${POSTS_WITH_AUTHORS}
        where p.created_at - $2::timestamptz > interval '-${WINDOW_SECONDS} seconds' and p.created_at - $2::timestamptz <= interval '0'
          and p.rank_key <= $5::float8
          and (0.5::float8 * p.rank_key + $3::float8 < $4::float8 or (0.5::float8 * p.rank_key + $3::float8 = $4::float8 and p.id < $7))
          and ${visibleTo('$1')} ${followingOnly}
        order by p.rank_key desc, p.id desc
        limit $8::int + $9::int)
       union all
       (select ${POST_COLUMNS}, p.rank_reputation / 200.0::float8 as score
        from ${POSTS_WITH_AUTHORS}
        where p.created_at - $2::timestamptz <= interval '-${WINDOW_SECONDS} seconds'
          and p.rank_reputation <= $6::int
          and (p.rank_reputation / 200.0::float8 < $4::float8 or (p.rank_reputation / 200.0::float8 = $4::float8 and p.id < $7))
          and ${visibleTo('$1')} ${followingOnly}
        order by p.rank_reputation desc, p.id desc
        limit $8::int + $9::int)
     ) feed
     order by score desc, id desc
     limit $8::int offset $9::int`,
    params,
    // For You is planned once per connection: planning it for each page took 1.6 to 2.5 ms of the database's time,
    // executing it 0.5. One plan serves every page because the window is tested on a difference of times, which no
    // index answers: each branch reads its rank index from the cursor, whatever the parameters (with a plain range,
    // a plan made without them read the time index and sorted a week of posts). Following's best plan depends on
    // whom the viewer follows: planned each time (2 ms), it runs in 12 ms where the one plan took 19.
    { prepared: `feed-${options.tab}`, genericPlan: options.tab === 'forYou' },
  );
  return rows;
}
