import type { SessionInfo } from '../../../../shared/auth';
import type { KycStatus, UpdateMeInput, User } from '../../../../shared/users';
import { api } from '../../api/api';
import { closeRealtimeSocket } from '../../api/socket';
import { authApi } from '../auth';
import { showOwnProfile } from '../profile';

type Dispatch = (action: unknown) => unknown;

/** A saved change is the new `me`: the header, the reputation card and the profile page show it at once. */
function rememberUser(dispatch: Dispatch, user: User) {
  dispatch(authApi.util.upsertQueryData('me', undefined, user));
  dispatch(showOwnProfile(user));
}

const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    updateMe: build.mutation<User, UpdateMeInput>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          rememberUser(dispatch, (await queryFulfilled).data);
        } catch {
          // the caller decides whether a failure matters
        }
      },
    }),

    requestVerification: build.mutation<{ kycStatus: KycStatus }, void>({
      query: () => ({ url: '/users/me/kyc', method: 'POST' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            authApi.util.updateQueryData('me', undefined, (me) => {
              if (me) me.kycStatus = data.kycStatus;
            }),
          );
      },
    }),

    changePassword: build.mutation<void, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      // A password change ends the other sessions.
      invalidatesTags: ['Sessions'],
    }),

    sessions: build.query<SessionInfo[], void>({
      query: () => '/auth/sessions',
      transformResponse: (reply: { sessions: SessionInfo[] }) => reply.sessions,
      providesTags: ['Sessions'],
    }),

    signOutOthers: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/auth/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),

    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/auth/account', method: 'DELETE', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the form reports it
        }
        // As at logout: nothing of the account may stay in the cache, and the app goes back to the landing page.
        closeRealtimeSocket();
        dispatch(api.util.resetApiState());
        dispatch(authApi.util.upsertQueryData('me', undefined, null));
      },
    }),
  }),
});

/** After an avatar upload (uploadAvatar.ts), whose reply is the new `me`. */
export const avatarSaved = (dispatch: Dispatch, user: User) => rememberUser(dispatch, user);

export const {
  useUpdateMeMutation,
  useRequestVerificationMutation,
  useChangePasswordMutation,
  useSessionsQuery,
  useSignOutOthersMutation,
  useDeleteAccountMutation,
} = settingsApi;
