import type { PublicUser, User } from '../../../../shared/users';
import { api } from '../../api/api';
import { authApi } from '../auth';

type FollowState = 'following' | 'requested';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<PublicUser, string>({
      query: (uid) => `/users/${encodeURIComponent(uid)}`,
    }),

    follow: build.mutation<{ state: FollowState }, string>({
      query: (uid) => ({ url: `/users/${encodeURIComponent(uid)}/follow`, method: 'POST' }),
      async onQueryStarted(uid, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const following = data.state === 'following';
        dispatch(
          profileApi.util.updateQueryData('profile', uid, (draft) => {
            draft.relation.isFollowing = following;
            draft.relation.requested = !following;
            if (following) draft.followersCount += 1;
          }),
        );
        // The Following tab and its "new posts" banner read the viewer's list.
        if (following)
          dispatch(
            authApi.util.updateQueryData('me', undefined, (me) => {
              if (me && !me.following.includes(uid)) me.following.push(uid);
            }),
          );
      },
    }),

    unfollow: build.mutation<void, string>({
      query: (uid) => ({ url: `/users/${encodeURIComponent(uid)}/follow`, method: 'DELETE' }),
      async onQueryStarted(uid, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the button reports it
        }
        dispatch(
          profileApi.util.updateQueryData('profile', uid, (draft) => {
            if (draft.relation.isFollowing) draft.followersCount -= 1;
            draft.relation.isFollowing = false;
            draft.relation.requested = false;
          }),
        );
        dispatch(
          authApi.util.updateQueryData('me', undefined, (me) => {
            if (me) me.following = me.following.filter((id) => id !== uid);
          }),
        );
      },
    }),
  }),
});

export const { useProfileQuery, useFollowMutation, useUnfollowMutation } = profileApi;

/** The signed-in citizen saved their profile (Settings): their own profile page shows it without asking again. */
export const showOwnProfile = (user: User) =>
  profileApi.util.updateQueryData('profile', user.uid, (draft) => {
    const { email: _email, ...shown } = user;
    Object.assign(draft, shown);
  });
