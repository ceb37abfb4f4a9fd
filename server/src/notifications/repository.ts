import type { Queryable } from '../lib/db';
import type { KycDecision, ReportAction } from '../../../shared/admin';
import type { Notification, NotificationType } from '../../../shared/notifications';
import type { ReportReason } from '../../../shared/reports';
import type { DisputeStatus } from '../../../shared/disputes';
import { visibleTo } from '../posts/visibility';

interface NotificationRow {
  id: string;
  recipient_id: string;
  type: NotificationType;
  actor_uid: string | null;
  actor_username: string | null;
  actor_handle: string | null;
  actor_avatar: string | null;
  post_id: string | null;
  comment_id: string | null;
  conversation_id: string | null;
  guild_id: string | null;
  dispute_id: string | null;
  dispute_status: DisputeStatus | null;
  decision: string | null;
  reason: string | null;
  note: string | null;
  created_at: string;
  read: boolean;
}

const optional = <K extends string>(key: K, value: string | null) => (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    recipientId: row.recipient_id,
    type: row.type,
    actor: row.actor_uid
      ? { uid: row.actor_uid, username: row.actor_username!, handle: row.actor_handle!, avatarUrl: row.actor_avatar! }
      : null,
    ...optional('postId', row.post_id),
    ...optional('commentId', row.comment_id),
    ...optional('conversationId', row.conversation_id),
    ...optional('guildId', row.guild_id),
    ...optional('disputeId', row.dispute_id),
    ...(row.dispute_status && row.dispute_status !== 'pending' ? { disputeOutcome: row.dispute_status } : {}),
    ...adminDecision(row),
    createdAt: row.created_at,
    read: row.read,
  };
}

/** An admin's decision as the citizen reads it: the action on their reported item, or the identity review's outcome, and the note. */
function adminDecision(row: NotificationRow): Partial<Notification> {
  const note = row.note ? { note: row.note } : {};
  if (row.type === 'report_resolved' && row.decision) {
    return { reportAction: row.decision as ReportAction, ...(row.reason ? { reportReason: row.reason as ReportReason } : {}), ...note };
  }
  if (row.type === 'identity_reviewed' && row.decision) return { kycDecision: row.decision as KycDecision, ...note };
  return {};
}

export interface NewNotification {
  id: string;
  recipientId: string;
  type: NotificationType;
  /** None when the city itself is speaking (an admin's decision is not signed by the admin). */
  actorId?: string;
  postId?: string;
  commentId?: string;
  conversationId?: string;
  guildId?: string;
  disputeId?: string;
  /** An admin's decision (`report_resolved`: the action; `identity_reviewed`: the decision), the reporters' main reason, the admin's note. */
  decision?: ReportAction | KycDecision;
  reason?: ReportReason;
  note?: string;
}

// The actor's card, and a dispute's outcome read from the dispute itself, which cannot change once resolved.
const NOTIFICATIONS_WITH_DETAILS = `notifications n
  left join users u on u.uid = n.actor_id
  left join disputes d on d.id = n.dispute_id`;
/**
 * SQL: may the recipient still see what notification `n` is about? A post deleted or moved out of
 * their sight (Inner Circle, a protected author they no longer follow) takes its notifications
 * with it, and so does a comment that is gone or that an admin hid (but from its author) or removed.
 */
const SEEN_BY_RECIPIENT = `(n.post_id is null or exists (select 1 from posts p join users u on u.uid = p.author_id where p.id = n.post_id and ${visibleTo('n.recipient_id')}))
  and (n.comment_id is null or exists (select 1 from comments c where c.id = n.comment_id and (c.moderation is null or c.author_id = n.recipient_id)))`;

const DETAIL_COLUMNS = 'n.*, u.uid as actor_uid, u.username as actor_username, u.handle as actor_handle, u.avatar_url as actor_avatar, d.status as dispute_status';

export const notificationsRepository = {
  /** What a deleted account did (followed, commented, reacted) and its posts no longer notify anyone. */
  async removeAbout(db: Queryable, uid: string): Promise<void> {
    await db.query('delete from notifications where actor_id = $1 or post_id in (select id from posts where author_id = $1)', [uid]);
  },

  async insert(db: Queryable, n: NewNotification): Promise<Notification> {
    await db.query(
      `insert into notifications (id, recipient_id, type, actor_id, post_id, comment_id, conversation_id, guild_id, dispute_id, decision, reason, note)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        n.id,
        n.recipientId,
        n.type,
        n.actorId ?? null,
        n.postId ?? null,
        n.commentId ?? null,
        n.conversationId ?? null,
        n.guildId ?? null,
        n.disputeId ?? null,
        n.decision ?? null,
        n.reason ?? null,
        n.note ?? null,
      ],
    );
    const { rows } = await db.query<NotificationRow>(`select ${DETAIL_COLUMNS} from ${NOTIFICATIONS_WITH_DETAILS} where n.id = $1`, [n.id]);
    return toNotification(rows[0]);
  },

  /** May this citizen see this post now? */
  async postVisibleTo(db: Queryable, recipientId: string, postId: string): Promise<boolean> {
    const { rows } = await db.query(`select 1 from posts p join users u on u.uid = p.author_id where p.id = $2 and ${visibleTo('$1')}`, [recipientId, postId]);
    return rows.length > 0;
  },

  async deleteWhere(db: Queryable, n: Pick<NewNotification, 'recipientId' | 'type'> & { actorId: string; postId?: string }): Promise<void> {
    await db.query(
      'delete from notifications where recipient_id = $1 and type = $2 and actor_id = $3 and post_id is not distinct from $4',
      [n.recipientId, n.type, n.actorId, n.postId ?? null],
    );
  },

  async listForRecipient(db: Queryable, recipientId: string, limit: number): Promise<Notification[]> {
    const { rows } = await db.query<NotificationRow>(
      `select ${DETAIL_COLUMNS} from ${NOTIFICATIONS_WITH_DETAILS}
       where n.recipient_id = $1 and ${SEEN_BY_RECIPIENT} order by n.created_at desc, n.id desc limit $2`,
      [recipientId, limit],
    );
    return rows.map(toNotification);
  },

  async unreadCount(db: Queryable, recipientId: string): Promise<number> {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from notifications n where n.recipient_id = $1 and not n.read and ${SEEN_BY_RECIPIENT}`, [recipientId]);
    return rows[0].count;
  },

  async markConversationRead(db: Queryable, recipientId: string, conversationId: string): Promise<number> {
    const { rows } = await db.query(
      `update notifications set read = true where recipient_id = $1 and type = 'message' and conversation_id = $2 and not read returning id`,
      [recipientId, conversationId],
    );
    return rows.length;
  },

  async markAllRead(db: Queryable, recipientId: string): Promise<number> {
    const { rows } = await db.query('update notifications set read = true where recipient_id = $1 and not read returning id', [recipientId]);
    return rows.length;
  },
};
