import type { Post, ReactionType, Reactions } from '../../../../shared/posts';
import { api } from '../../api/api';
import { patchCachedPosts, postsIn, type PostHolder } from '../posts';
import { toggleReaction } from './toggleReaction';

type ReactionState = { reactions: Reactions; myReaction: ReactionType | null };

const reactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reactToPost: build.mutation<ReactionState, { post: Post; reactionType: ReactionType; uid: string }>({
      query: ({ post, reactionType }) => ({ url: '/callable/reactToPost', method: 'POST', body: { data: { postId: post.id, reactionType } } }),
      transformResponse: (reply: { result: ReactionState }) => reply.result,
      async onQueryStarted({ post, reactionType, uid }, { queryFulfilled }) {
        const setReaction = (result: ReactionState) => (draft: PostHolder) => {
          for (const p of postsIn(draft)) if (p.id === post.id) Object.assign(p, result);
        };
        const undo = patchCachedPosts(setReaction(toggleReaction(post.reactions, post.myReaction, reactionType, uid)));
        try {
          const { data } = await queryFulfilled;
          patchCachedPosts(setReaction(data));
        } catch {
          undo(); // product-spec.md section 4: back to the original post
        }
      },
    }),
  }),
});

export const { useReactToPostMutation } = reactionsApi;
