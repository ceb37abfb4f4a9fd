import { REPUTATION_WEIGHTS } from '../../../shared/constants';
import type { TrendingHashtag } from '../../../shared/explore';
import type { Queryable } from '../lib/db';
import type { PostRow } from '../posts/repository';
import { POST_COLUMNS, POSTS_WITH_AUTHORS } from '../posts/visibility';
import type { UserHitRow } from '../users/repository';

// Explore shows the same to every viewer: only what a stranger may see. A citizen counts when
// unprotected and not suspended; a post when it is theirs, public and not deleted.
const SHOWN_CITIZEN = 'not u.suspended and not u.protected';
const SHOWN_POST = `p.deleted_at is null and p.audience = 'public' and ${SHOWN_CITIZEN}`;
const HAS_SHOWN_POST = `exists (select 1 from posts p where p.author_id = u.uid and p.audience = 'public' and p.deleted_at is null)`;
const CITIZEN_COLUMNS = 'u.uid, u.username, u.handle, u.avatar_url, u.kyc_status, u.identity, u.coachability, u.community_trust';
const TOTAL = `(${REPUTATION_WEIGHTS.identity} * u.identity + ${REPUTATION_WEIGHTS.coachability} * u.coachability + ${REPUTATION_WEIGHTS.communityTrust} * u.community_trust)`;
const PILLAR_WEIGHT = `case e.pillar when 'identity' then ${REPUTATION_WEIGHTS.identity} when 'coachability' then ${REPUTATION_WEIGHTS.coachability} else ${REPUTATION_WEIGHTS.communityTrust} end`;

export const exploreRepository = {
  /** The tags most carried by shown posts written in the last `hours`: one range of post_hashtags_created. */
  async trending(db: Queryable, hours: number, limit: number): Promise<TrendingHashtag[]> {
    const { rows } = await db.query<TrendingHashtag>(
      `select h.tag, count(*)::int as count
       from post_hashtags h join ${POSTS_WITH_AUTHORS} on p.id = h.post_id
       where h.created_at > now() - make_interval(hours => $1) and ${SHOWN_POST}
       group by h.tag order by count desc, h.tag limit $2`,
      [hours, limit],
    );
    return rows;
  },

  /** Shown citizens whose total rose most over the last 7 days (the weighted sum of their pillar events), with a public post. */
  async rising(db: Queryable, limit: number): Promise<Array<UserHitRow & { gain: number }>> {
    const { rows } = await db.query<UserHitRow & { gain: number }>(
      `select ${CITIZEN_COLUMNS}, g.gain from (
         select e.user_id, round(sum(${PILLAR_WEIGHT} * e.change))::int as gain
         from reputation_events e where e.created_at > now() - interval '7 days' group by e.user_id
       ) g join users u on u.uid = g.user_id
       where g.gain > 0 and ${SHOWN_CITIZEN} and ${HAS_SHOWN_POST}
       order by g.gain desc, u.uid limit $1`,
      [limit],
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
