import type { Comment, Post } from '../../../../shared/posts';

/** What a post-carrying cache entry holds: one post (the post page) or a list (feed, profile, hashtag, search). */
export type PostHolder = Post | { posts: Post[] };

/** The posts inside a cache entry, to patch them in place. */
export function postsIn(data: PostHolder): Post[] {
  return 'posts' in data ? data.posts : [data];
}

/** The fields a post:updated broadcast or a PATCH reply may change (never the viewer's own reaction). */
export type PostChange = Partial<Pick<Post, 'reactions' | 'commentsCount' | 'content' | 'imageUrl' | 'editedAt' | 'commentsClosed' | 'audience'>>;

export function applyPostChange(data: PostHolder, id: string, change: PostChange): void {
  for (const post of postsIn(data)) if (post.id === id) Object.assign(post, change);
}

/** Shows an author's new total on each of their posts (a `reputation:updated`). */
export function setAuthorReputation(data: PostHolder, authorId: string, total: number): void {
  for (const post of postsIn(data)) if (post.authorId === authorId && post.authorCurrentReputation !== total) post.authorCurrentReputation = total;
}

/** Drops a post from a list; a single post entry is left alone (its page shows "not found" on refetch). */
export function removePost(data: PostHolder, id: string): void {
  if ('posts' in data) data.posts = data.posts.filter((post) => post.id !== id);
}

/** Puts a post at the top of a list once. */
export function prependPost(data: { posts: Post[] }, post: Post): void {
  if (!data.posts.some((p) => p.id === post.id)) data.posts.unshift(post);
}

/**
 * Adds a comment, once, to a post whose comments are all loaded (the post page). List
 * entries carry only the count, which the post:updated broadcast keeps right.
 */
export function addComment(data: PostHolder, comment: Comment): void {
  for (const post of postsIn(data)) {
    const complete = post.comments.length === post.commentsCount;
    if (post.id !== comment.postId || !complete || post.comments.some((c) => c.id === comment.id)) continue;
    post.comments.push(comment);
    post.commentsCount = post.comments.length;
  }
}

/**
 * Takes a comment an admin removed or hid out of its post's thread. Its replies stay, as a reload keeps
 * them: with their parent gone, each leads a thread of its own (threadOrder). The count is the server's
 * to say (post:updated): a hidden comment still counts.
 */
export function removeComment(data: PostHolder, postId: string, commentId: string): void {
  for (const post of postsIn(data)) if (post.id === postId) post.comments = post.comments.filter((c) => c.id !== commentId);
}
