import type { LoginInput, SignupInput } from '../../../../shared/auth';
import type { Language } from '../../../../shared/constants';
import type { User } from '../../../../shared/users';
import { api } from '../../api/api';
import { closeRealtimeSocket } from '../../api/socket';

type UserReply = { user: User };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who is signed in: the user, or null when signed out. Any other failure is an error. */
    me: build.query<User | null, void>({
      async queryFn(_arg, _queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/me');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: (result.data as UserReply).user };
      },
    }),

    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (reply: UserReply) => reply.user,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => rememberSignedInUser(dispatch, queryFulfilled),
    }),

    signup: build.mutation<User, SignupInput>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
      transformResponse: (reply: UserReply) => reply.user,
      onQueryStarted: (_input, { dispatch, queryFulfilled }) => rememberSignedInUser(dispatch, queryFulfilled),
    }),

    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // still signed in: the caller reports it
        }
        closeRealtimeSocket();
        // Nothing of the previous citizen's data may survive in the cache.
        dispatch(api.util.resetApiState());
        dispatch(authApi.util.upsertQueryData('me', undefined, null));
      },
    }),

    requestPasswordReset: build.mutation<void, { email: string; language: Language }>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),

    confirmPasswordReset: build.mutation<void, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

/** After login or sign-up the reply is the new `me`, so the app switches to the signed-in routes at once. */
async function rememberSignedInUser(dispatch: (action: unknown) => unknown, queryFulfilled: Promise<{ data: User }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(authApi.util.upsertQueryData('me', undefined, data));
  } catch {
    // the form shows the failure
  }
}

export const {
  useMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;
