import type { Queryable } from '../lib/db';
import type { Comment } from '../../../shared/posts';
import { FORMER_CITIZEN_UID } from '../../../shared/users';

interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string;
  author_id: string;
  author_reputation: number;
  text: string;
  level: number;
  ai_feedback: string | null;
  ai_flags: unknown[];
  created_at: string;
  author_username: string;
  author_avatar: string;
}

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  postId: row.post_id,
  parentId: row.parent_id,
  authorId: row.author_id,
  authorUsername: row.author_username,
  authorAvatar: row.author_avatar,
  authorReputation: row.author_reputation,
  text: row.text,
  createdAt: row.created_at,
  level: row.level,
  aiFeedback: row.ai_feedback,
  aiFlags: row.ai_flags,
});

const SELECT = `select c.*, u.username as author_username, u.avatar_url as author_avatar from comments c join users u on u.uid = c.author_id`;

export const commentsRepository = {
  /**
   * A deleted account's comments on others' posts keep their place, so the replies under them
   * keep their thread, but lose their text and author. Returns how many.
   */
  async anonymiseBy(db: Queryable, uid: string): Promise<number> {
    const { rows } = await db.query(
      `update comments c set author_id = $2, text = '', ai_feedback = null, ai_flags = '[]'
       from posts p where p.id = c.post_id and c.author_id = $1 and p.author_id <> $1 returning c.id`,
      [uid, FORMER_CITIZEN_UID],
    );
    return rows.length;
  },

  /** The comments the viewer may read: one hidden by an admin is its author's alone, a removed one nobody's. */
  async forPost(db: Queryable, postId: string, viewerId: string): Promise<Comment[]> {
    const { rows } = await db.query<CommentRow>(
      `${SELECT} where c.post_id = $1 and (c.moderation is null or (c.moderation = 'hidden' and c.author_id = $2)) order by c.created_at, c.id`,
      [postId, viewerId],
    );
    return rows.map(toComment);
  },

  async find(db: Queryable, id: string): Promise<Comment | null> {
    const { rows } = await db.query<CommentRow>(`${SELECT} where c.id = $1`, [id]);
    return rows[0] ? toComment(rows[0]) : null;
  },

  async insert(
    db: Queryable,
    c: { id: string; postId: string; parentId: string; authorId: string; authorReputation: number; text: string; level: number; aiFeedback: string | null; aiFlags: unknown[] },
  ): Promise<void> {
    await db.query(
      `insert into comments (id, post_id, parent_id, author_id, author_reputation, text, level, ai_feedback, ai_flags)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c.id, c.postId, c.parentId, c.authorId, c.authorReputation, c.text, c.level, c.aiFeedback, JSON.stringify(c.aiFlags)],
    );
  },
};
