import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Comment, CreateCommentInput, CreatePostInput, FeedPage, Post, PostList, ReactionType, Reactions, UpdatePostInput } from '../../../../shared/posts';
import type { ReputationScore } from '../../../../shared/reputation';
import type { KycStatus } from '../../../../shared/users';
import { api } from '../../api/api';
import type { RootState } from '../../app/store';
import { followPostEvents } from './liveUpdates';
import { addComment, applyPostChange, postsIn, prependPost, removePost, toggleReaction, type PostHolder } from './postCache';

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

export interface SearchResult {
  users: { uid: string; username: string; handle: string; avatarUrl: string; kycStatus: KycStatus; reputationScore: ReputationScore }[];
  posts: Post[];
  hashtags: { tag: string; count: number }[];
}

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

// The endpoints whose entries hold posts: a change to one post is applied to all of them.
const POST_HOLDERS = ['feed', 'post', 'userPosts', 'hashtagPosts', 'search'] as const;

/** Applies `recipe` to every cached entry that holds posts; returns the undo of all patches. */
function patchEverywhere(dispatch: Dispatch, state: RootState, recipe: (draft: PostHolder) => void): () => void {
  const undos: (() => void)[] = [];
  for (const endpoint of POST_HOLDERS) {
    for (const arg of postsApi.util.selectCachedArgsForQuery(state, endpoint)) {
      // Each endpoint's arg type differs; the recipe only reads the shared post shape.
      const patch = postsApi.util.updateQueryData(endpoint, arg as never, recipe as never);
      undos.push(dispatch(patch).undo);
    }
  }
  return () => undos.forEach((undo) => undo());
}

/** Pages after the first are appended to the entry; page 1 (a fresh start) replaces it. */
function appendPage<T extends { posts: Post[] }>(current: T, next: T, first: boolean): T | void {
  if (first) return next;
  const seen = new Set(current.posts.map((p) => p.id));
  Object.assign(current, next, { posts: [...current.posts, ...next.posts.filter((p) => !seen.has(p.id))] });
}

export const postsApi = api.injectEndpoints({
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

    userPosts: build.query<PostList, ListArg>({
      query: ({ key, cursor }) => ({ url: `/users/${encodeURIComponent(key)}/posts`, params: cursor ? { cursor } : {} }),
      serializeQueryArgs: ({ queryArgs }) => queryArgs.key,
      merge: (current, next, { arg }) => appendPage(current, next, !arg.cursor),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      onCacheEntryAdded: (_arg, lifecycle) => followPostEvents(lifecycle),
    }),

    hashtagPosts: build.query<PostList, ListArg>({
      query: ({ key, cursor }) => ({ url: `/hashtags/${encodeURIComponent(key)}/posts`, params: cursor ? { cursor } : {} }),
      serializeQueryArgs: ({ queryArgs }) => queryArgs.key,
      merge: (current, next, { arg }) => appendPage(current, next, !arg.cursor),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      onCacheEntryAdded: (_arg, lifecycle) => followPostEvents(lifecycle),
    }),

    search: build.query<SearchResult, string>({
      query: (q) => ({ url: '/search', params: { q } }),
      onCacheEntryAdded: (_q, lifecycle) => followPostEvents(lifecycle),
    }),

    createPost: build.mutation<Post, CreatePostInput>({
      query: (body) => ({ url: '/posts', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) showOwnPost(dispatch, getState() as RootState, data);
      },
    }),

    updatePost: build.mutation<Post, { id: string; change: UpdatePostInput }>({
      query: ({ id, change }) => ({ url: `/posts/${encodeURIComponent(id)}`, method: 'PATCH', body: change }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return; // the caller reports it
        const { content, imageUrl, editedAt, commentsClosed, audience } = data;
        patchEverywhere(dispatch, getState() as RootState, (draft) => applyPostChange(draft, id, { content, imageUrl, editedAt, commentsClosed, audience }));
      },
    }),

    deletePost: build.mutation<void, string>({
      query: (id) => ({ url: `/posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        // Gone from view at once; back if the server refuses.
        const undo = patchEverywhere(dispatch, getState() as RootState, (draft) => removePost(draft, id));
        await queryFulfilled.catch(undo);
      },
    }),

    restorePost: build.mutation<Post, string>({
      query: (id) => ({ url: `/posts/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) showOwnPost(dispatch, getState() as RootState, data);
      },
    }),

    reactToPost: build.mutation<{ reactions: Reactions; myReaction: ReactionType | null }, { post: Post; reactionType: ReactionType; uid: string }>({
      query: ({ post, reactionType }) => ({ url: '/callable/reactToPost', method: 'POST', body: { data: { postId: post.id, reactionType } } }),
      transformResponse: (reply: { result: { reactions: Reactions; myReaction: ReactionType | null } }) => reply.result,
      async onQueryStarted({ post, reactionType, uid }, { dispatch, getState, queryFulfilled }) {
        const guess = toggleReaction(post.reactions, post.myReaction, reactionType, uid);
        const setReaction = (result: typeof guess) => (draft: PostHolder) => {
          for (const p of postsIn(draft)) if (p.id === post.id) Object.assign(p, result);
        };
        const undo = patchEverywhere(dispatch, getState() as RootState, setReaction(guess));
        try {
          const { data } = await queryFulfilled;
          patchEverywhere(dispatch, getState() as RootState, setReaction(data));
        } catch {
          undo(); // product-spec.md section 4: back to the original post
        }
      },
    }),

    addComment: build.mutation<Comment, { postId: string } & CreateCommentInput>({
      query: ({ postId, ...body }) => ({ url: `/posts/${encodeURIComponent(postId)}/comments`, method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) patchEverywhere(dispatch, getState() as RootState, (draft) => addComment(draft, data));
      },
    }),
  }),
});

/** The viewer's new (or restored) post goes to the top of their For You feed at once. */
function showOwnPost(dispatch: Dispatch, state: RootState, post: Post) {
  for (const arg of postsApi.util.selectCachedArgsForQuery(state, 'feed')) {
    if (arg.tab === 'forYou') dispatch(postsApi.util.updateQueryData('feed', arg, (draft) => prependPost(draft, post)));
  }
}

export const {
  useFeedQuery,
  usePostQuery,
  useUserPostsQuery,
  useHashtagPostsQuery,
  useSearchQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useRestorePostMutation,
  useReactToPostMutation,
  useAddCommentMutation,
} = postsApi;
