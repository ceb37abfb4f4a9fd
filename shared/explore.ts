import type { Post } from './posts';
import type { CitizenSummary } from './users';

/** How many of each the Explore page shows. */
export const EXPLORE_LIMITS = { hashtags: 10, citizens: 5, guilds: 5, posts: 10 } as const;

/** A hashtag and how many public posts carried it inside the window. */
export interface TrendingHashtag {
  tag: string;
  count: number;
}

/** A citizen whose total rose over the last 7 days, by `gain` points. */
export interface RisingCitizen extends CitizenSummary {
  gain: number;
}

/** A public guild with recent activity (a post or a new member). */
export interface ActiveGuild {
  id: string;
  name: string;
  memberCount: number;
}

/** GET /api/explore: only what anyone may see (public posts of unprotected, unsuspended citizens). */
export interface ExploreData {
  trending: { day: TrendingHashtag[]; week: TrendingHashtag[] };
  risingCitizens: RisingCitizen[];
  topCitizens: CitizenSummary[];
  /** Public guilds, the most recently active first. */
  activeGuilds: ActiveGuild[];
  /** The newest public posts (a list like any other, so live post events patch it). */
  posts: Post[];
}
