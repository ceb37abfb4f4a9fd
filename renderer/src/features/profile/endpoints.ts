import type { FollowList, PublicUser, User } from '../../../../shared/users';
import { api } from '../../api/api';
import { authApi } from '../auth';
// Imported first so that the posts endpoints exist when they are tagged below.
import '../posts';

type FollowState = 'following' | 'requested';

export type FollowSide = 'followers' | 'following';

export interface FollowListArg {
  uid: string;
  side: FollowSide;
  cursor: string | null;
}

/**
 * The lists a follow opens: the feed and a citizen's posts. They are defined by the posts feature;
 * they are tagged here, where approving a follow is handled, so an approval refetches them.
 */
const OPENED_BY_FOLLOW = 'OpenedByFollow' as const;
api.enhanceEndpoints({
  addTagTypes: [OPENED_BY_FOLLOW],
  endpoints: { feed: { providesTags: [OPENED_BY_FOLLOW] }, userPosts: { providesTags: [OPENED_BY_FOLLOW] } } as object,
});

// `Notifications` is the notifications list's tag: an answered request's notification goes from it.
const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile', 'FollowRequests', 'FollowList', 'Notifications', OPENED_BY_FOLLOW] }).injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<PublicUser, string>({
      query: (uid) => `/users/${encodeURIComponent(uid)}`,
      providesTags: (_result, _error, uid) => [{ type: 'Profile', id: uid }],
    }),

    /** Followers or following of a citizen, newest first; Load More appends the next page to the entry. */
    followList: build.query<FollowList, FollowListArg>({
      query: ({ uid, side, cursor }) => ({ url: `/users/${encodeURIComponent(uid)}/${side}`, params: cursor ? { cursor } : {} }),
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.uid}:${queryArgs.side}`,
      merge: (current, next, { arg }) => {
        if (!arg.cursor) return next;
        // A page read again (after a follow changed) refreshes the citizens already shown.
        for (const user of next.users) {
          const at = current.users.findIndex((u) => u.uid === user.uid);
          if (at === -1) current.users.push(user);
          else current.users[at] = user;
        }
        current.nextCursor = next.nextCursor;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: (_result, _error, { uid }) => [{ type: 'FollowList', id: uid }],
    }),

    /** Who asked to follow the signed-in (protected) citizen. */
    followRequests: build.query<PublicUser[], void>({
      query: () => '/follow-requests',
      transformResponse: (reply: { requests: PublicUser[] }) => reply.requests,
      providesTags: ['FollowRequests'],
    }),

    answerFollowRequest: build.mutation<void, { uid: string; answer: 'approve' | 'decline' }>({
      query: ({ uid, answer }) => ({ url: `/follow-requests/${encodeURIComponent(uid)}/${answer}`, method: 'POST' }),
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        // Gone from the list at once; back if the server refuses.
        const undo = dispatch(profileApi.util.updateQueryData('followRequests', undefined, (draft) => draft.filter((u) => u.uid !== uid)));
        await queryFulfilled.catch(undo.undo);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['FollowList', 'Profile', 'Notifications']),
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
            if (following && draft.followersCount !== null) draft.followersCount += 1;
          }),
        );
        // The Following tab and its "new posts" banner read the viewer's list.
        if (following) dispatch(addToMyFollowing(uid));
      },
      // Lists show the viewer's button on each citizen.
      invalidatesTags: (result) => (result ? ['FollowList'] : []),
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
            if (draft.relation.isFollowing && draft.followersCount !== null) draft.followersCount -= 1;
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
      // A protected account closes again: its profile and lists are read anew.
      invalidatesTags: (_result, error, uid) => (error ? [] : [{ type: 'Profile', id: uid }, 'FollowList', OPENED_BY_FOLLOW]),
    }),
  }),
});

const addToMyFollowing = (uid: string) =>
  authApi.util.updateQueryData('me', undefined, (me) => {
    if (me && !me.following.includes(uid)) me.following.push(uid);
  });

/**
 * A protected citizen approved the viewer's request (`follow_approved` arrived): their profile,
 * its lists and posts, and the viewer's feed are read again, so they open at once.
 */
export const followApproved = (uid: string) => (dispatch: (action: unknown) => unknown) => {
  dispatch(addToMyFollowing(uid));
  dispatch(profileApi.util.invalidateTags([{ type: 'Profile', id: uid }, { type: 'FollowList', id: uid }, OPENED_BY_FOLLOW]));
};

/** Someone asked to follow the viewer: the pending requests are read again. */
export const followRequested = () => profileApi.util.invalidateTags(['FollowRequests']);

export const { useProfileQuery, useFollowListQuery, useFollowRequestsQuery, useAnswerFollowRequestMutation, useFollowMutation, useUnfollowMutation } = profileApi;

/** The signed-in citizen saved their profile (Settings): their own profile page shows it without asking again. */
export const showOwnProfile = (user: User) =>
  profileApi.util.updateQueryData('profile', user.uid, (draft) => {
    const { email: _email, ...shown } = user;
    Object.assign(draft, shown);
  });
