import type { Comment, CreateCommentInput } from '../../../../shared/posts';
import { api } from '../../api/api';
import { addComment, patchCachedPosts } from '../posts';

const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    addComment: build.mutation<Comment, { postId: string } & CreateCommentInput>({
      query: ({ postId, ...body }) => ({ url: `/posts/${encodeURIComponent(postId)}/comments`, method: 'POST', body }),
      async onQueryStarted(_input, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) patchCachedPosts((draft) => addComment(draft, data));
      },
    }),
  }),
});

export const { useAddCommentMutation } = commentsApi;
