import type { ExploreData } from '../../../../shared/explore';
import { api } from '../../api/api';
import { followPostEvents } from '../posts';

const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Trends, citizens and the newest public posts; the posts follow their live changes like any other list. */
    explore: build.query<ExploreData, void>({
      query: () => '/explore',
      onCacheEntryAdded: (_arg, lifecycle) => followPostEvents(lifecycle),
    }),
  }),
});

export const { useExploreQuery } = exploreApi;

/** Nothing at all to show: the page says so in one sentence instead of empty sections. */
export function isEmptyExplore(data: ExploreData): boolean {
  const { trending, risingCitizens, topCitizens, activeGuilds, posts } = data;
  return [trending.day, trending.week, risingCitizens, topCitizens, activeGuilds, posts].every((list) => list.length === 0);
}
