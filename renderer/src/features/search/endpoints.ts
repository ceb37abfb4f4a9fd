import type { GuildSummary } from '../../../../shared/guilds';
import type { Post } from '../../../../shared/posts';
import type { ReputationScore } from '../../../../shared/reputation';
import type { KycStatus } from '../../../../shared/users';
import { api } from '../../api/api';
import { followPostEvents } from '../posts';

export interface SearchResult {
  users: { uid: string; username: string; handle: string; avatarUrl: string; kycStatus: KycStatus; reputationScore: ReputationScore }[];
  posts: Post[];
  hashtags: { tag: string; count: number }[];
  guilds: GuildSummary[];
}

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** People, posts, hashtags and guilds; the posts found follow their live changes like any other list. */
    search: build.query<SearchResult, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      onCacheEntryAdded: (_q, lifecycle) => followPostEvents(lifecycle),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
