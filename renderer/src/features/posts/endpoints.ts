import type { fetchBaseQuery, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { CreatePostInput, FeedPage, Post, PostList, UpdatePostInput } from '../../../../shared/posts';
import { api } from '../../api/api';
import { followPostEvents, patchCachedPosts } from './liveUpdates';
import { applyPostChange, prependPost, removePost } from './postCache';

export type FeedTab = 'forYou' | 'following';

/** A feed list: `generation` names a fresh start (tab switch, "new posts" banner), so it always begins at page 1. */
export interface FeedArg {
  tab: FeedTab;
  generation: number;
  page: number;
  cursor: string | null;
  viewerId: string;
}

export interface ListArg {
  key: string;
  cursor: string | null;
}

/** Pages after the first are appended to the entry; page 1 (a fresh start) replaces it. */
function appendPage<T extends { posts: Post[] }>(current: T, next: T, first: boolean): T | void {
  if (first) return next;
  const seen = new Set(current.posts.map((p) => p.id));
  Object.assign(current, next, { posts: [...current.posts, ...next.posts.filter((p) => !seen.has(p.id))] });
}

/**
 * A list of posts paged by cursor (a user's, a hashtag's, a guild's): one cache entry per key, which Load More
 * extends. `onNewPost` decides what a `post:new` does to the entry (a guild's feed shows its new posts at once).
 */
export const cursorPagedPosts = (path: (key: string) => string, onNewPost?: (arg: ListArg, post: Post, patch: (recipe: (draft: PostList) => void) => void) => void) => ({
  query: ({ key, cursor }: ListArg) => ({ url: path(key), params: cursor ? { cursor } : {} }),
  serializeQueryArgs: ({ queryArgs }: { queryArgs: ListArg }) => queryArgs.key,
  merge: (current: PostList, next: PostList, { arg }: { arg: ListArg }) => appendPage(current, next, !arg.cursor),
  forceRefetch: ({ currentArg, previousArg }: { currentArg?: ListArg; previousArg?: ListArg }) => currentArg?.cursor !== previousArg?.cursor,
  onCacheEntryAdded: (arg: ListArg, lifecycle: Parameters<typeof followPostEvents>[0]) =>
    followPostEvents(lifecycle, onNewPost && ((post, patch) => onNewPost(arg, post, (recipe) => patch((draft) => recipe(draft as PostList))))),
});

/** The viewer's new (or restored) post goes to the top of their For You feed at once. */
const showOwnPost: TypedMutationOnQueryStarted<Post, unknown, ReturnType<typeof fetchBaseQuery>, 'api'> = async (_arg, { dispatch, getState, queryFulfilled }) => {
  const { data: post } = await queryFulfilled.catch(() => ({ data: null }));
  if (!post) return; // the caller reports it
  for (const arg of postsApi.util.selectCachedArgsForQuery(getState(), 'feed')) {
    if (arg.tab === 'forYou') dispatch(postsApi.util.updateQueryData('feed', arg, (draft) => prependPost(draft, post)));
  }
};

const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    feed: build.query<FeedPage, FeedArg>({
      query: ({ tab, page, cursor }) => ({ url: '/feed', params: { tab, page, ...(cursor ? { cursor } : {}) } }),
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.tab}:${queryArgs.generation}`,
      merge: (current, next, { arg }) => appendPage(current, next, arg.page === 1),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      onCacheEntryAdded: (arg, lifecycle) =>
        followPostEvents(lifecycle, (post, patch) => {
          // The viewer's own post shows at once; others wait behind the "new posts" banner.
          if (post.authorId === arg.viewerId && arg.tab === 'forYou') patch((draft) => prependPost(draft as FeedPage, { ...post, myReaction: null }));
        }),
    }),

    post: build.query<Post, string>({
      query: (id) => `/posts/${encodeURIComponent(id)}`,
      onCacheEntryAdded: (_id, lifecycle) => followPostEvents(lifecycle),
    }),

    userPosts: build.query<PostList, ListArg>(cursorPagedPosts((uid) => `/users/${encodeURIComponent(uid)}/posts`)),

    hashtagPosts: build.query<PostList, ListArg>(cursorPagedPosts((tag) => `/hashtags/${encodeURIComponent(tag)}/posts`)),

    createPost: build.mutation<Post, CreatePostInput>({
      query: (body) => ({ url: '/posts', method: 'POST', body }),
      onQueryStarted: showOwnPost,
    }),

    updatePost: build.mutation<Post, { id: string; change: UpdatePostInput }>({
      query: ({ id, change }) => ({ url: `/posts/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      async onQueryStarted({ id }, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return; // the caller reports it
        const { content, imageUrl, editedAt, commentsClosed, audience } = data;
        patchCachedPosts((draft) => applyPostChange(draft, id, { content, imageUrl, editedAt, commentsClosed, audience }));
      },
    }),

    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { queryFulfilled }) {
        // Gone from view at once; back if the server refuses.
        const undo = patchCachedPosts((draft) => removePost(draft, id));
        await queryFulfilled.catch(undo);
      },
    }),

    restorePost: build.mutation<Post, string>({
      query: (id) => ({ url: `/posts/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      onQueryStarted: showOwnPost,
    }),
  }),
});

export const {
  useFeedQuery,
  usePostQuery,
  useUserPostsQuery,
  useHashtagPostsQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useRestorePostMutation,
} = postsApi;
