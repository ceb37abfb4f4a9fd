// Posts as other features show them (cards, lists, the composer) and the post cache that
// comments, reactions and search patch or follow.
export { AuthorLine } from './AuthorLine';
export { Composer, useScrollToComposer, type PublishPost } from './Composer';
export { EditPostContext, type EditRequest } from './editing';
export { cursorPagedPosts, useFeedQuery, usePostQuery, useUserPostsQuery, type FeedTab, type ListArg } from './endpoints';
export { followPostEvents, patchCachedPosts } from './liveUpdates';
export { addComment, postsIn, prependPost, type PostHolder } from './postCache';
export { PostCard } from './PostCard';
export { PostList } from './PostList';
export { PostNoticesProvider } from './PostNotices';
export { PostText } from './PostText';
export { useNewPostsCount } from './useNewPostsCount';
