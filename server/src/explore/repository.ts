import { REPUTATION_WEIGHTS } from '../../../shared/constants';
import type { TrendingHashtag } from '../../../shared/explore';
import type { Queryable } from '../lib/db';
import type { PostRow } from '../posts/repository';
import { POST_COLUMNS, POSTS_WITH_AUTHORS } from '../posts/visibility';
import type { UserHitRow } from '../users/repository';

// Explore shows the same to every viewer: only what a stranger may see. A citizen counts when
// unprotected and not suspended; a post when it is theirs, public and not deleted.
const SHOWN_CITIZEN = 'not u.suspended and not u.protected';
const SHOWN_POST = `p.deleted_at is null and p.moderation is null and p.audience = 'public' and ${SHOWN_CITIZEN}`;
const HAS_SHOWN_POST = `exists (select 1 from posts p where p.author_id = u.uid and p.audience = 'public' and p.deleted_at is null)`;
const CITIZEN_COLUMNS = 'u.uid, u.username, u.handle, u.avatar_url, u.kyc_status, u.identity, u.coachability, u.community_trust';
// The same expression as the index users_explore_top (migration 010), so top citizens are read from it.
const TOTAL = `(${REPUTATION_WEIGHTS.identity} * u.identity + ${REPUTATION_WEIGHTS.coachability} * u.coachability + ${REPUTATION_WEIGHTS.communityTrust} * u.community_trust)`;
/** How many of each day's biggest movers are candidates for the week's rising citizens. */
const MOVERS_PER_DAY = 100;

export const exploreRepository = {
  /**
   * The tags most carried by shown posts of the last `hours`, counted by the hour (the current hour and
   * the `hours - 1` before it), from the counters migration 010 keeps.
   */
  async trending(db: Queryable, hours: number, limit: number): Promise<TrendingHashtag[]> {
    const { rows } = await db.query<TrendingHashtag>(
      `select tag, sum(posts)::int as count from hashtag_hours
       where hour > date_trunc('hour', now() at time zone 'UTC') - make_interval(hours => $1)
       group by tag having sum(posts) > 0 order by count desc, tag limit $2`,
      [hours, limit],
    );
    return rows;
  },

  /**
   * Shown citizens whose total rose most over the last 7 days (today in UTC and the 6 before), with a
   * public post. They are looked for among each day's biggest movers (an index range per day), so the
   * cost does not grow with the number of citizens active that week.
   */
  async rising(db: Queryable, limit: number): Promise<Array<UserHitRow & { gain: number }>> {
    const { rows } = await db.query<UserHitRow & { gain: number }>(
      `with week as (select (now() at time zone 'UTC')::date - n as day from generate_series(0, 6) as n),
       movers as (
         select distinct m.user_id from week
         cross join lateral (select d.user_id from reputation_days d where d.day = week.day and d.gain > 0 order by d.gain desc limit $2) m
       ),
       gains as (
         select d.user_id, round(sum(d.gain))::int as gain from movers join reputation_days d on d.user_id = movers.user_id
         where d.day > (now() at time zone 'UTC')::date - 7 group by d.user_id
       )
       select ${CITIZEN_COLUMNS}, g.gain from gains g join users u on u.uid = g.user_id
       where g.gain > 0 and ${SHOWN_CITIZEN} and ${HAS_SHOWN_POST}
       order by g.gain desc, u.uid limit $1`,
      [limit, MOVERS_PER_DAY],
    );
    return rows;
  },

  /** Shown citizens with a public post, best total first. */
  async top(db: Queryable, limit: number): Promise<UserHitRow[]> {
    const { rows } = await db.query<UserHitRow>(
      `select ${CITIZEN_COLUMNS} from users u where ${SHOWN_CITIZEN} and ${HAS_SHOWN_POST}
       order by ${TOTAL} desc, u.created_at, u.uid limit $1`,
      [limit],
    );
    return rows;
  },

  /** The newest shown posts: the head of posts_recent. */
  async newest(db: Queryable, limit: number): Promise<PostRow[]> {
    const { rows } = await db.query<PostRow>(
      `select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS} where ${SHOWN_POST} order by p.created_at desc, p.id desc limit $1`,
      [limit],
    );
    return rows;
  },
};
