/**
 * SQL: may the viewer (parameter `$n`) see post `p`, whose author is joined as `u`?
 * The author always; everyone for a public post of an unprotected account; otherwise
 * only approved followers. The one definition every list, page, search and event uses.
 * An admin's ruling overrides it: a post hidden pending review is its author's alone, a removed
 * one nobody's; a suspended citizen's posts are their own alone until the suspension is lifted.
 */
export const visibleTo = (viewer: string) => `(
  p.deleted_at is null and p.moderation is distinct from 'removed'
  and ((p.moderation is null and not u.suspended) or p.author_id = ${viewer}) and (
    p.author_id = ${viewer}
    or (p.audience = 'public' and not u.protected)
    or exists (select 1 from follows f where f.follower_id = ${viewer} and f.followee_id = p.author_id and f.state = 'following')
  ))`;

/** The columns every post list selects: the post and its author's current public fields. */
export const POST_COLUMNS = `p.id, p.author_id, p.content, p.original_content, p.image_url, p.audience, p.comments_closed,
  p.acknowledged_suggestions, p.author_reputation, p.created_at, p.edited_at, p.deleted_at, p.moderation, p.agree_count, p.disagree_count,
  p.comments_count, u.username as author_username, u.handle as author_handle, u.avatar_url as author_avatar,
  u.kyc_status as author_kyc_status, u.protected as author_protected,
  u.identity as author_identity, u.coachability as author_coachability, u.community_trust as author_community_trust`;

export const POSTS_WITH_AUTHORS = 'posts p join users u on u.uid = p.author_id';
