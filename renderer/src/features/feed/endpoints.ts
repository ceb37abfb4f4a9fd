import type { CitizenSummary } from '../../../../shared/users';
import { api } from '../../api/api';
import { authApi } from '../auth';

export type FollowState = 'following' | 'requested';

const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Citizens worth following, for a Following tab with nothing in it yet. */
    followSuggestions: build.query<CitizenSummary[], void>({
      query: () => '/follow-suggestions',
      transformResponse: (reply: { users: CitizenSummary[] }) => reply.users,
    }),

    /** Follows a suggested citizen; the viewer's list takes them at once, for the Following tab and its banner. */
    followSuggested: build.mutation<{ state: FollowState }, string>({
      query: (uid) => ({ url: `/users/${encodeURIComponent(uid)}/follow`, method: 'POST' }),
      async onQueryStarted(uid, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.state !== 'following') return;
        dispatch(
          authApi.util.updateQueryData('me', undefined, (me) => {
            if (me && !me.following.includes(uid)) me.following.push(uid);
          }),
        );
      },
    }),
  }),
});

export const { useFollowSuggestionsQuery, useFollowSuggestedMutation } = feedApi;
