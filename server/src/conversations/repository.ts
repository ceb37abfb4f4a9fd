import type { Conversation, Message } from '../../../shared/conversations';
import type { Queryable } from '../lib/db';

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  created_at: string;
}

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  text: row.text,
  createdAt: row.created_at,
});

interface ConversationRow {
  id: string;
  other_uid: string;
  other_username: string;
  other_handle: string;
  other_avatar: string;
  unread_count: number;
  updated_at: string;
  blocked_by_me: boolean;
  blocked_either_way: boolean;
  last_id: string | null;
  last_sender: string | null;
  last_text: string | null;
  last_created_at: string | null;
}

const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  other: { uid: row.other_uid, username: row.other_username, handle: row.other_handle, avatarUrl: row.other_avatar },
  lastMessage: row.last_id
    ? toMessage({ id: row.last_id, conversation_id: row.id, sender_id: row.last_sender!, text: row.last_text!, created_at: row.last_created_at! })
    : null,
  unreadCount: row.unread_count,
  updatedAt: row.updated_at,
  blockedByMe: row.blocked_by_me,
  canMessage: !row.blocked_either_way,
});

/** SQL: may this member read the message? One an admin hid is its sender's alone, a removed one nobody's. */
const SEEN_BY = (member: string) => `(moderation is null or (moderation = 'hidden' and sender_id = ${member}))`;

/** A member's conversations as they see them: the other citizen, the newest message (one index probe), the blocks between them. */
const CONVERSATIONS = `select m.conversation_id as id, m.unread_count, m.updated_at,
    u.uid as other_uid, u.username as other_username, u.handle as other_handle, u.avatar_url as other_avatar,
    exists (select 1 from blocks b where b.blocker_id = m.uid and b.blocked_id = m.other_uid) as blocked_by_me,
    exists (select 1 from blocks b where (b.blocker_id = m.uid and b.blocked_id = m.other_uid) or (b.blocker_id = m.other_uid and b.blocked_id = m.uid)) as blocked_either_way,
    last.id as last_id, last.sender_id as last_sender, last.text as last_text, last.created_at as last_created_at
  from conversation_members m
  join users u on u.uid = m.other_uid
  left join lateral (
    select id, sender_id, text, created_at from messages
    where conversation_id = m.conversation_id and ${SEEN_BY('m.uid')} order by created_at desc, id desc limit 1
  ) last on true`;

/** The pair's fixed order (conversations.member_low < member_high). */
const ordered = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

export const conversationsRepository = {
  async between(db: Queryable, a: string, b: string): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>('select id from conversations where member_low = $1 and member_high = $2', ordered(a, b));
    return rows[0]?.id ?? null;
  },

  /** Creates the pair's conversation, or finds the one a concurrent request just made. */
  async create(db: Queryable, id: string, a: string, b: string): Promise<string> {
    const [low, high] = ordered(a, b);
    await db.query('insert into conversations (id, member_low, member_high) values ($1, $2, $3) on conflict (member_low, member_high) do nothing', [id, low, high]);
    const existing = (await this.between(db, a, b))!;
    if (existing === id) {
      await db.query(
        `insert into conversation_members (conversation_id, uid, other_uid) values ($1, $2, $3), ($1, $3, $2)`,
        [id, a, b],
      );
    }
    return existing;
  },

  async isMember(db: Queryable, uid: string, conversationId: string): Promise<boolean> {
    const { rows } = await db.query('select 1 from conversation_members where uid = $1 and conversation_id = $2', [uid, conversationId]);
    return rows.length > 0;
  },

  /** The member's view of the conversation; null when they are not in it. */
  async forMember(db: Queryable, uid: string, conversationId: string): Promise<Conversation | null> {
    const { rows } = await db.query<ConversationRow>(`${CONVERSATIONS} where m.uid = $1 and m.conversation_id = $2`, [uid, conversationId]);
    return rows[0] ? toConversation(rows[0]) : null;
  },

  /** The conversations the member has not left, newest first. */
  async listForMember(db: Queryable, uid: string, limit: number): Promise<Conversation[]> {
    const { rows } = await db.query<ConversationRow>(`${CONVERSATIONS} where m.uid = $1 and not m.hidden order by m.updated_at desc, m.conversation_id desc limit $2`, [
      uid,
      limit,
    ]);
    return rows.map(toConversation);
  },

  async unreadTotal(db: Queryable, uid: string): Promise<number> {
    const { rows } = await db.query<{ total: number }>('select coalesce(sum(unread_count), 0)::int as total from conversation_members where uid = $1 and not hidden', [uid]);
    return rows[0].total;
  },

  async setHidden(db: Queryable, uid: string, conversationId: string, hidden: boolean): Promise<void> {
    await db.query('update conversation_members set hidden = $3 where uid = $1 and conversation_id = $2', [uid, conversationId, hidden]);
  },

  async markRead(db: Queryable, uid: string, conversationId: string): Promise<void> {
    await db.query('update conversation_members set unread_count = 0 where uid = $1 and conversation_id = $2 and unread_count > 0', [uid, conversationId]);
  },

  /** Stores a message; it brings the conversation back to the top for both, and unread for the recipient. */
  async insertMessage(db: Queryable, m: { id: string; conversationId: string; senderId: string; text: string }): Promise<Message> {
    const { rows } = await db.query<MessageRow>(
      'insert into messages (id, conversation_id, sender_id, text) values ($1, $2, $3, $4) returning *',
      [m.id, m.conversationId, m.senderId, m.text],
    );
    const message = rows[0];
    await db.query('update conversations set updated_at = $2 where id = $1', [m.conversationId, message.created_at]);
    await db.query(
      `update conversation_members set updated_at = $3, hidden = false,
         unread_count = unread_count + case when uid = $2 then 0 else 1 end
       where conversation_id = $1`,
      [m.conversationId, m.senderId, message.created_at],
    );
    return toMessage(message);
  },

  /** One page of history, newest first, from just before `before` (created_at, id) when given. */
  async messages(db: Queryable, viewerId: string, conversationId: string, limit: number, before: { c: string; id: string } | null): Promise<Message[]> {
    const { rows } = before
      ? await db.query<MessageRow>(
          `select * from messages where conversation_id = $1 and ${SEEN_BY('$5')} and (created_at, id) < ($2, $3)
           order by created_at desc, id desc limit $4`,
          [conversationId, before.c, before.id, limit, viewerId],
        )
      : await db.query<MessageRow>(`select * from messages where conversation_id = $1 and ${SEEN_BY('$3')} order by created_at desc, id desc limit $2`, [
          conversationId,
          limit,
          viewerId,
        ]);
    return rows.map(toMessage);
  },
};
