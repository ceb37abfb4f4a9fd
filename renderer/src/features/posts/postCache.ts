import type { Comment, Post, ReactionType, Reactions } from '../../../../shared/posts';

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
 * The toggle rules of product-spec.md section 4: pressing the active reaction removes it,
 * pressing the other switches. Returns the counts and reaction the server will agree on.
 */
export function toggleReaction(reactions: Reactions, mine: ReactionType | null, pressed: ReactionType, uid: string): { reactions: Reactions; myReaction: ReactionType | null } {
  const agreedBy = reactions.agreedBy.filter((id) => id !== uid);
  const disagreedBy = reactions.disagreedBy.filter((id) => id !== uid);
  const myReaction = mine === pressed ? null : pressed;
  if (myReaction === 'agree') agreedBy.push(uid);
  if (myReaction === 'disagree') disagreedBy.push(uid);
  const agreeCount = reactions.agreeCount - (mine === 'agree' ? 1 : 0) + (myReaction === 'agree' ? 1 : 0);
  const disagreeCount = reactions.disagreeCount - (mine === 'disagree' ? 1 : 0) + (myReaction === 'disagree' ? 1 : 0);
  return { reactions: { agreeCount, disagreeCount, agreedBy, disagreedBy }, myReaction };
}

/** Comments in reading order: each followed by its replies, oldest first at every level. */
export function threadOrder(comments: Comment[]): Comment[] {
  const byParent = new Map<string, Comment[]>();
  for (const comment of comments) byParent.set(comment.parentId, [...(byParent.get(comment.parentId) ?? []), comment]);
  const ids = new Set(comments.map((c) => c.id));
  const ordered: Comment[] = [];
  const visit = (comment: Comment) => {
    ordered.push(comment);
    for (const reply of sortByTime(byParent.get(comment.id) ?? [])) visit(reply);
  };
  // Top level: replies to the post itself (or to a comment that is not in the list).
  for (const comment of sortByTime(comments.filter((c) => !ids.has(c.parentId)))) visit(comment);
  return ordered;
}

const sortByTime = (comments: Comment[]) => [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
