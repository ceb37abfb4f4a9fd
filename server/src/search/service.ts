import type { GuildSummary } from '../../../shared/guilds';
import type { Post } from '../../../shared/posts';
import { withTotal, type ReputationScore } from '../../../shared/reputation';
import type { KycStatus } from '../../../shared/users';
import type { Db } from '../lib/db';
import { guildsRepository, toSummary } from '../guilds/repository';
import { listQueries } from '../posts/lists';
import { postsRepository } from '../posts/repository';
import type { PostsService } from '../posts/service';
import { pillarsOf, usersRepository } from '../users/repository';

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
  /** Public guilds, and secret ones the viewer belongs to, by the start of their name or their words. */
  guilds: GuildSummary[];
}

const RESULTS = 20;
const HASHTAG_RESULTS = 10;
const GUILD_RESULTS = 10;

export function createSearchService(deps: { db: Db; posts: PostsService }) {
  const { db } = deps;

  async function users(query: string): Promise<UserHit[]> {
    const rows = await usersRepository.search(db, query, RESULTS);
    return rows.map((r) => ({
      uid: r.uid,
      username: r.username,
      handle: r.handle,
      avatarUrl: r.avatar_url,
      kycStatus: r.kyc_status,
      reputationScore: withTotal(pillarsOf(r)),
    }));
  }

  async function hashtags(query: string) {
    const tag = query.replace(/^#/, '').toLowerCase().match(/^[\p{L}\p{N}_]+/u)?.[0];
    return tag ? postsRepository.hashtagsStartingWith(db, tag, HASHTAG_RESULTS) : [];
  }

  return {
    /** People by name or handle prefix or a whole word of their name, posts by words (English and French), hashtags by prefix, guilds: only what the viewer may see. */
    async search(viewerId: string, query: string): Promise<SearchResults> {
      const [people, postRows, tags, guilds] = await Promise.all([
        users(query),
        listQueries.search(db, viewerId, query, RESULTS),
        hashtags(query),
        guildsRepository.list(db, viewerId, { mine: false, query, limit: GUILD_RESULTS }),
      ]);
      return { users: people, posts: await deps.posts.hydrate(viewerId, postRows), hashtags: tags, guilds: guilds.slice(0, GUILD_RESULTS).map(toSummary) };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
