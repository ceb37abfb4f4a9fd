import type { Post } from '../../../shared/posts';
import { withTotal, type ReputationScore } from '../../../shared/reputation';
import type { KycStatus } from '../../../shared/users';
import type { Db } from '../lib/db';
import { listQueries } from '../posts/lists';
import type { PostsService } from '../posts/service';

export interface UserHit {
  uid: string;
  username: string;
  handle: string;
  avatarUrl: string;
  kycStatus: KycStatus;
  reputationScore: ReputationScore;
}

export interface SearchResults {
  users: UserHit[];
  posts: Post[];
  hashtags: Array<{ tag: string; count: number }>;
}

const RESULTS = 20;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createSearchService(deps: { db: Db; posts: PostsService }) {
  const { db } = deps;

  async function users(query: string): Promise<UserHit[]> {
    const bare = query.replace(/^@/, '').toLowerCase();
    const { rows } = await db.query<{ uid: string; username: string; handle: string; avatar_url: string; kyc_status: KycStatus; identity: number; coachability: number; community_trust: number }>(
      `select uid, username, handle, avatar_url, kyc_status, identity, coachability, community_trust from users
       where not suspended and (
         lower(handle) like '@' || $1 || '%'
         or lower(username) like $1 || '%'
         or to_tsvector('simple', username) @@ plainto_tsquery('simple', $2)
       )
       order by (lower(handle) = '@' || $1) desc, (lower(username) = $2) desc, username
       limit ${RESULTS}`,
      [escapeLike(bare), query.toLowerCase()],
    );
    return rows.map((r) => ({
      uid: r.uid,
      username: r.username,
      handle: r.handle,
      avatarUrl: r.avatar_url,
      kycStatus: r.kyc_status,
      reputationScore: withTotal({ identity: r.identity, coachability: r.coachability, communityTrust: r.community_trust }),
    }));
  }

  async function hashtags(query: string) {
    const tag = query.replace(/^#/, '').toLowerCase().match(/^[\p{L}\p{N}_]+/u)?.[0];
    if (!tag) return [];
    const { rows } = await db.query<{ tag: string; count: number }>(
      `select tag, post_count as count from hashtags where tag like $1 || '%' and post_count > 0 order by post_count desc, tag limit 10`,
      [escapeLike(tag)],
    );
    return rows;
  }

  return {
    /** People by name or handle prefix or a whole word of their name, posts by words (English and French), hashtags by prefix: only what the viewer may see. */
    async search(viewerId: string, query: string): Promise<SearchResults> {
      const [people, postRows, tags] = await Promise.all([users(query), listQueries.search(db, viewerId, query, RESULTS), hashtags(query)]);
      return { users: people, posts: await deps.posts.hydrate(viewerId, postRows), hashtags: tags };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
