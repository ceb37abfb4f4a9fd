import type { Comment } from '../../../../shared/posts';

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
