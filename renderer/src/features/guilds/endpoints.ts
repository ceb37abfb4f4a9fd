import type { CreateGuildInput, GuildDetail, GuildList, GuildStatus } from '../../../../shared/guilds';
import type { PaymentIntentResult } from '../../../../shared/payments';
import type { Post, PostList } from '../../../../shared/posts';
import { api } from '../../api/api';
import { cursorPagedPosts, prependPost, type ListArg } from '../posts';

/** A page of the guild list: the viewer's own guilds, or every guild they may see. */
export interface GuildListArg {
  mine: boolean;
  cursor: string | null;
}

/** What a post shared to a guild carries (its audience is the guild's). */
export interface GuildPostInput {
  content: string;
  acknowledgedSuggestions: string[];
  imageUrl?: string;
}

const guildPath = (id: string, rest = '') => `/guilds/${encodeURIComponent(id)}${rest}`;

/** Every membership change: the guild's page and the lists show where the viewer now stands. */
const changesGuild = (_result: unknown, error: unknown, arg: { id: string }) => (error ? [] : [{ type: 'Guild' as const, id: arg.id }, 'GuildList' as const]);

const guildsApi = api.enhanceEndpoints({ addTagTypes: ['Guild', 'GuildList'] }).injectEndpoints({
  endpoints: (build) => ({
    guilds: build.query<GuildList, GuildListArg>({
      query: ({ mine, cursor }) => ({ url: '/guilds', params: { mine: String(mine), ...(cursor ? { cursor } : {}) } }),
      serializeQueryArgs: ({ queryArgs }) => (queryArgs.mine ? 'mine' : 'all'),
      merge: (current, next, { arg }) => {
        if (!arg.cursor) return next;
        current.guilds.push(...next.guilds.filter((g) => !current.guilds.some((c) => c.id === g.id)));
        current.nextCursor = next.nextCursor;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: ['GuildList'],
    }),

    guild: build.query<GuildDetail, string>({
      query: (id) => guildPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Guild', id }],
    }),

    // A guild's new posts show in its feed at once, the viewer's own included.
    guildPosts: build.query<PostList, ListArg>(
      cursorPagedPosts(
        (id) => guildPath(id, '/posts'),
        (arg, post, patch) => {
          if (post.guild?.id === arg.key) patch((draft) => prependPost(draft, { ...post, myReaction: null }));
        },
      ),
    ),

    createGuild: build.mutation<GuildDetail, CreateGuildInput>({
      query: (body) => ({ url: '/guilds', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['GuildList']),
    }),

    createGuildPost: build.mutation<Post, { id: string; post: GuildPostInput }>({
      query: ({ id, post }) => ({ url: guildPath(id, '/posts'), method: 'POST', body: post }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: post } = await queryFulfilled.catch(() => ({ data: null }));
        if (post) dispatch(guildsApi.util.updateQueryData('guildPosts', { key: id, cursor: null }, (draft) => prependPost(draft, post)));
      },
    }),

    // The intent of one contribution attempt; the treasury changes once the card confirms it (see guildPaid).
    contributeToGuild: build.mutation<PaymentIntentResult, { id: string; amount: number; idempotencyKey: string }>({
      query: ({ id, amount, idempotencyKey }) => ({ url: guildPath(id, '/contributions'), method: 'POST', body: { amount, idempotencyKey } }),
    }),

    joinGuild: build.mutation<{ status: GuildStatus }, { id: string }>({
      query: ({ id }) => ({ url: guildPath(id, '/join'), method: 'POST' }),
      invalidatesTags: changesGuild,
    }),

    leaveGuild: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: guildPath(id, '/leave'), method: 'POST' }),
      invalidatesTags: changesGuild,
    }),

    settleRequest: build.mutation<void, { id: string; uid: string; approve: boolean }>({
      query: ({ id, uid, approve }) => ({ url: guildPath(id, `/requests/${encodeURIComponent(uid)}/${approve ? 'approve' : 'decline'}`), method: 'POST' }),
      invalidatesTags: changesGuild,
    }),

    inviteToGuild: build.mutation<{ status: GuildStatus }, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: guildPath(id, '/invites'), method: 'POST', body: { userId } }),
      invalidatesTags: changesGuild,
    }),

    setGuildRole: build.mutation<void, { id: string; uid: string; role: 'officer' | 'member' }>({
      query: ({ id, uid, role }) => ({ url: guildPath(id, `/members/${encodeURIComponent(uid)}/role`), method: 'POST', body: { role } }),
      invalidatesTags: changesGuild,
    }),

    removeFromGuild: build.mutation<void, { id: string; uid: string }>({
      query: ({ id, uid }) => ({ url: guildPath(id, `/members/${encodeURIComponent(uid)}`), method: 'DELETE' }),
      invalidatesTags: changesGuild,
    }),

    handOverGuild: build.mutation<void, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: guildPath(id, '/handover'), method: 'POST', body: { userId } }),
      invalidatesTags: changesGuild,
    }),
  }),
});

/** A contribution was paid: the guild's page refetches its treasury. */
export const guildPaid = (id: string) => guildsApi.util.invalidateTags([{ type: 'Guild', id }]);

export const {
  useGuildsQuery,
  useGuildQuery,
  useGuildPostsQuery,
  useCreateGuildMutation,
  useCreateGuildPostMutation,
  useContributeToGuildMutation,
  useJoinGuildMutation,
  useLeaveGuildMutation,
  useSettleRequestMutation,
  useInviteToGuildMutation,
  useSetGuildRoleMutation,
  useRemoveFromGuildMutation,
  useHandOverGuildMutation,
} = guildsApi;
