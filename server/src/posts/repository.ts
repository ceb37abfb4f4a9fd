import { escapeLike, type Queryable } from '../lib/db';
import type { KycStatus } from '../../../shared/users';
import type { Audience, Post, ReactionType } from '../../../shared/posts';
import { reputationTotal } from '../../../shared/reputation';
import { POST_COLUMNS, POSTS_WITH_AUTHORS, visibleTo } from './visibility';

export interface PostRow {
  id: string;
  author_id: string;
  content: string;
  original_content: string | null;
  image_url: string | null;
  audience: Audience;
  comments_closed: boolean;
  acknowledged_suggestions: unknown[];
  author_reputation: number;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  /** An admin's ruling: hidden pending review (its author's alone) or removed. */
  moderation: 'hidden' | 'removed' | null;
  agree_count: number;
  disagree_count: number;
  comments_count: number;
  supporters_count: number;
  author_monetization_enabled: boolean;
  author_username: string;
  author_handle: string;
  author_avatar: string;
  author_kyc_status: KycStatus;
  author_protected: boolean;
  /** The author's pillars now. */
  author_identity: number;
  author_coachability: number;
  author_community_trust: number;
  guild_id: string | null;
  guild_name: string | null;
  guild_privacy: 'public' | 'secret' | null;
}

export interface NewPost {
  id: string;
  authorId: string;
  content: string;
  imageUrl: string | null;
  audience: Audience;
  acknowledgedSuggestions: unknown[];
  authorReputation: number;
  hashtags: string[];
  /** The guild it is shared to, if any. */
  guildId?: string | null;
}

const REACTORS_SHOWN = 50;

export const postsRepository = {
  async insert(db: Queryable, post: NewPost): Promise<void> {
    await db.query(
      `insert into posts (id, author_id, content, image_url, audience, acknowledged_suggestions, author_reputation, rank_reputation, guild_id)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
      [post.id, post.authorId, post.content, post.imageUrl, post.audience, JSON.stringify(post.acknowledgedSuggestions), post.authorReputation, post.guildId ?? null],
    );
    await this.setHashtags(db, post.id, post.hashtags);
  },

  /**
   * Every post takes the tags' counter rows (hashtags, kept by a trigger) in one order, the tags' own:
   * two posts writing the same tags in other orders would deadlock. The counters of the tags kept or
   * removed are locked first, in that order, then the new tags are written in that order.
   */
  async setHashtags(db: Queryable, postId: string, tags: string[]): Promise<void> {
    await db.query(
      `select 1 from hashtags where tag = any($2::text[]) or tag in (select tag from post_hashtags where post_id = $1) order by tag for update`,
      [postId, tags],
    );
    await db.query('delete from post_hashtags where post_id = $1', [postId]);
    if (tags.length === 0) return;
    await db.query(
      `insert into post_hashtags (tag, post_id, created_at)
       select tag, $1, (select created_at from posts where id = $1) from unnest($2::text[]) as tag order by tag`,
      [postId, tags],
    );
  },

  /** A post the viewer may see, or null (deleted, private to others, unknown: all alike). */
  async findVisible(db: Queryable, viewerId: string, id: string): Promise<PostRow | null> {
    const { rows } = await db.query<PostRow>(`select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS} where p.id = $2 and ${visibleTo('$1')}`, [viewerId, id]);
    return rows[0] ?? null;
  },

  /** Any post, deleted or not, for its author or an admin to act on. */
  async findAny(db: Queryable, id: string, lock = false): Promise<PostRow | null> {
    const { rows } = await db.query<PostRow>(`select ${POST_COLUMNS} from ${POSTS_WITH_AUTHORS} where p.id = $1 ${lock ? 'for update of p' : ''}`, [id]);
    return rows[0] ?? null;
  },

  async update(
    db: Queryable,
    id: string,
    fields: { content?: string; imageUrl?: string | null; audience?: Audience; commentsClosed?: boolean },
  ): Promise<void> {
    const contentChanged = fields.content !== undefined;
    await db.query(
      `update posts set
         original_content = case when $2::boolean and content is distinct from $3 then coalesce(original_content, content) else original_content end,
         edited_at = case when $2::boolean and content is distinct from $3 then now() else edited_at end,
         content = coalesce($3, content),
         image_url = case when $4::boolean then $5 else image_url end,
         audience = coalesce($6, audience),
         comments_closed = coalesce($7, comments_closed)
       where id = $1`,
      [id, contentChanged, fields.content ?? null, fields.imageUrl !== undefined, fields.imageUrl ?? null, fields.audience ?? null, fields.commentsClosed ?? null],
    );
  },

  async setDeleted(db: Queryable, id: string, deleted: boolean): Promise<void> {
    await db.query(`update posts set deleted_at = ${deleted ? 'now()' : 'null'} where id = $1`, [id]);
  },

  /** Locks a post's row until the transaction ends, so changes to its counters are applied one after another. */
  async lock(db: Queryable, id: string): Promise<void> {
    await db.query('select 1 from posts where id = $1 for update', [id]);
  },

  async addReactionCounts(db: Queryable, id: string, change: { agree: number; disagree: number }): Promise<void> {
    await db.query('update posts set agree_count = agree_count + $2, disagree_count = disagree_count + $3 where id = $1', [id, change.agree, change.disagree]);
  },

  /** One comment fewer on the post of this comment (an admin removed it); the post's id and its new count. */
  async uncountComment(db: Queryable, commentId: string): Promise<{ postId: string; commentsCount: number } | null> {
    const { rows } = await db.query<{ id: string; comments_count: number }>(
      'update posts set comments_count = greatest(comments_count - 1, 0) where id = (select post_id from comments where id = $1) returning id, comments_count',
      [commentId],
    );
    return rows[0] ? { postId: rows[0].id, commentsCount: rows[0].comments_count } : null;
  },

  /** One more comment on the post; returns the new count. */
  async countComment(db: Queryable, id: string): Promise<number> {
    const { rows } = await db.query<{ comments_count: number }>('update posts set comments_count = comments_count + 1 where id = $1 returning comments_count', [id]);
    return rows[0].comments_count;
  },

  /**
   * Saves an acknowledged suggestion with the author's post (once). 'missing' when the author has no
   * such post; a deleted one counts as found but is left as it is.
   */
  async acknowledgeSuggestion(db: Queryable, id: string, authorId: string, suggestionId: string): Promise<'saved' | 'unchanged' | 'missing'> {
    const { rows } = await db.query(
      `update posts set acknowledged_suggestions = acknowledged_suggestions || to_jsonb($3::text)
       where id = $1 and author_id = $2 and deleted_at is null
         and not acknowledged_suggestions @> jsonb_build_array($3::text)
       returning id`,
      [id, authorId, suggestionId],
    );
    if (rows.length) return 'saved';
    return (await db.query('select 1 from posts where id = $1 and author_id = $2', [id, authorId])).rows.length ? 'unchanged' : 'missing';
  },

  /** Re-ranks an author's posts by their new reputation total (the feed's older-than-7-days order). */
  async rerankAuthor(db: Queryable, authorId: string, total: number): Promise<void> {
    await db.query('update posts set rank_reputation = $2 where author_id = $1 and rank_reputation <> $2', [authorId, total]);
  },

  /** Hashtags starting with `prefix`, most used first. */
  async hashtagsStartingWith(db: Queryable, prefix: string, limit: number): Promise<Array<{ tag: string; count: number }>> {
    const { rows } = await db.query<{ tag: string; count: number }>(
      `select tag, post_count as count from hashtags where tag like $1 || '%' and post_count > 0 order by post_count desc, tag limit $2`,
      [escapeLike(prefix), limit],
    );
    return rows;
  },

  /** The reactors shown with each post (the newest 50 of each kind, always with the viewer) and the viewer's own reaction. */
  async reactionsOf(db: Queryable, viewerId: string, postIds: string[]) {
    if (postIds.length === 0) return new Map<string, { agreedBy: string[]; disagreedBy: string[]; mine: ReactionType | null }>();
    const { rows } = await db.query<{ post_id: string; type: ReactionType; users: string[] | null; mine: boolean }>(
      `select x.id as post_id, t.type, r.users,
              exists (select 1 from post_reactions m where m.post_id = x.id and m.user_id = $2 and m.type = t.type) as mine
       from unnest($1::text[]) as x(id)
       cross join (values ('agree'), ('disagree')) as t(type)
       cross join lateral (
         select array_agg(user_id) as users from (
           select user_id from post_reactions pr where pr.post_id = x.id and pr.type = t.type order by created_at desc limit ${REACTORS_SHOWN}
         ) newest
       ) r`,
      [postIds, viewerId],
      // Asked for every list of posts: parsed once per connection.
      { prepared: 'post-reactions' },
    );
    const result = new Map<string, { agreedBy: string[]; disagreedBy: string[]; mine: ReactionType | null }>();
    for (const id of postIds) result.set(id, { agreedBy: [], disagreedBy: [], mine: null });
    for (const row of rows) {
      const entry = result.get(row.post_id)!;
      const users = row.users ?? [];
      if (row.mine && !users.includes(viewerId)) users.push(viewerId);
      if (row.type === 'agree') entry.agreedBy = users;
      else entry.disagreedBy = users;
      if (row.mine) entry.mine = row.type;
    }
    return result;
  },

  /** A citizen's posts still shown (their account is being deleted: open screens drop them). */
  async liveOf(db: Queryable, authorId: string): Promise<Pick<PostRow, 'id' | 'audience' | 'guild_id' | 'guild_privacy' | 'moderation'>[]> {
    const { rows } = await db.query<Pick<PostRow, 'id' | 'audience' | 'guild_id' | 'guild_privacy' | 'moderation'>>(
      `select p.id, p.audience, p.guild_id, g.privacy as guild_privacy, p.moderation
       from posts p left join guilds g on g.id = p.guild_id
       where p.author_id = $1 and p.deleted_at is null`,
      [authorId],
    );
    return rows;
  },

  /** Everyone who may see a post's live events: the author and approved followers (for private or protected posts). */
  async privateAudience(db: Queryable, authorId: string): Promise<string[]> {
    const { rows } = await db.query<{ follower_id: string }>(`select follower_id from follows where followee_id = $1 and state = 'following'`, [authorId]);
    return [authorId, ...rows.map((r) => r.follower_id)];
  },

  /** Everyone who may see the live events of a secret guild's post: the author and the guild's members. */
  async guildAudience(db: Queryable, authorId: string, guildId: string): Promise<string[]> {
    const { rows } = await db.query<{ uid: string }>('select uid from guild_members where guild_id = $1 and uid <> $2', [guildId, authorId]);
    return [authorId, ...rows.map((r) => r.uid)];
  },
};

export function toPost(row: PostRow, reactions: { agreedBy: string[]; disagreedBy: string[]; mine: ReactionType | null }): Post {
  return {
    id: row.id,
    authorId: row.author_id,
    authorUsername: row.author_username,
    authorHandle: row.author_handle,
    authorAvatar: row.author_avatar,
    authorReputation: row.author_reputation,
    authorCurrentReputation: reputationTotal({ identity: row.author_identity, coachability: row.author_coachability, communityTrust: row.author_community_trust }),
    authorKycStatus: row.author_kyc_status,
    content: row.content,
    imageUrl: row.image_url,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    originalContent: row.original_content,
    comments: [],
    commentsCount: row.comments_count,
    commentsClosed: row.comments_closed,
    audience: row.audience,
    guild: row.guild_id ? { id: row.guild_id, name: row.guild_name! } : null,
    acknowledgedSuggestions: row.acknowledged_suggestions,
    reactions: { agreeCount: row.agree_count, disagreeCount: row.disagree_count, agreedBy: reactions.agreedBy, disagreedBy: reactions.disagreedBy },
    supportersCount: row.supporters_count,
    authorMonetizationEnabled: row.author_monetization_enabled,
    myReaction: reactions.mine,
  };
}
