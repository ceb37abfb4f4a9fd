import { EXPLORE_LIMITS, type ExploreData } from '../../../shared/explore';
import { withTotal } from '../../../shared/reputation';
import type { CitizenSummary } from '../../../shared/users';
import type { Db } from '../lib/db';
import { guildsRepository } from '../guilds/repository';
import type { PostsService } from '../posts/service';
import { pillarsOf, type UserHitRow } from '../users/repository';
import { exploreRepository } from './repository';

const DAY_HOURS = 24;
const WEEK_HOURS = 7 * 24;

const toCitizen = (row: UserHitRow): CitizenSummary => ({
  uid: row.uid,
  username: row.username,
  handle: row.handle,
  avatarUrl: row.avatar_url,
  kycStatus: row.kyc_status,
  reputationScore: withTotal(pillarsOf(row)),
});

export function createExploreService(deps: { db: Db; posts: Pick<PostsService, 'hydrate'> }) {
  const { db } = deps;
  return {
    /** What is happening in the city; the posts carry the viewer's own reactions. */
    async explore(viewerId: string): Promise<ExploreData> {
      const [day, week, rising, top, postRows, activeGuilds] = await Promise.all([
        exploreRepository.trending(db, DAY_HOURS, EXPLORE_LIMITS.hashtags),
        exploreRepository.trending(db, WEEK_HOURS, EXPLORE_LIMITS.hashtags),
        exploreRepository.rising(db, EXPLORE_LIMITS.citizens),
        exploreRepository.top(db, EXPLORE_LIMITS.citizens),
        exploreRepository.newest(db, EXPLORE_LIMITS.posts),
        guildsRepository.mostActivePublic(db, EXPLORE_LIMITS.guilds),
      ]);
      return {
        trending: { day, week },
        risingCitizens: rising.map((row) => ({ ...toCitizen(row), gain: row.gain })),
        topCitizens: top.map(toCitizen),
        activeGuilds,
        posts: await deps.posts.hydrate(viewerId, postRows),
      };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
