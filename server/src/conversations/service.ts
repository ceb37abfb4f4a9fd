import { randomUUID } from 'node:crypto';
import type { Conversation, ConversationList, Message, MessagePage } from '../../../shared/conversations';
import { SERVER_EVENTS } from '../../../shared/events';
import { refuseIfBlocked } from '../blocks/service';
import type { CoachService } from '../coach/service';
import { followsRepository } from '../follows/repository';
import { decodeCursor, pageOf, timeCursor } from '../lib/cursors';
import type { Db } from '../lib/db';
import { badRequest, forbidden, notFound } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import type { Realtime } from '../realtime/realtime';
import { usersRepository } from '../users/repository';
import { conversationsRepository } from './repository';

/** More conversations than anyone keeps open at once; the list is not paged. */
const CONVERSATIONS_LIMIT = 200;

export function createConversationsService(deps: {
  db: Db;
  realtime: Realtime;
  notifications: Pick<NotificationsService, 'notifyWithin' | 'markConversationRead'>;
  coach: Pick<CoachService, 'screen'>;
}) {
  const { db } = deps;

  /** The member's view of the conversation; to anyone else it does not exist (404, never 403). */
  async function asMember(uid: string, conversationId: string): Promise<Conversation> {
    const conversation = await conversationsRepository.forMember(db, uid, conversationId);
    if (!conversation) throw notFound();
    return conversation;
  }

  /** The same answer as `asMember` for those outside, read with one primary-key probe (history pages, marking read). */
  async function assertMember(uid: string, conversationId: string): Promise<void> {
    if (!(await conversationsRepository.isMember(db, uid, conversationId))) throw notFound();
  }

  async function followEachOther(a: string, b: string): Promise<boolean> {
    const follows = await followsRepository.between(db, a, b);
    return follows.filter((f) => f.state === 'following').length === 2;
  }

  return {
    async list(uid: string): Promise<ConversationList> {
      const [conversations, unreadCount] = await Promise.all([
        conversationsRepository.listForMember(db, uid, CONVERSATIONS_LIMIT),
        conversationsRepository.unreadTotal(db, uid),
      ]);
      return { conversations, unreadCount };
    },

    get: asMember,

    /**
     * Opens the conversation with another citizen: the existing one when there is one (shown again if it
     * was left), else a new one, which needs a mutual follow and no block either way.
     */
    async start(uid: string, otherId: string): Promise<{ conversation: Conversation; created: boolean }> {
      if (uid === otherId) throw badRequest('CANNOT_MESSAGE_SELF');
      if (!(await usersRepository.findById(db, otherId))) throw notFound();
      const existing = await conversationsRepository.between(db, uid, otherId);
      if (existing) {
        await conversationsRepository.setHidden(db, uid, existing, false);
        return { conversation: await asMember(uid, existing), created: false };
      }
      await refuseIfBlocked(db, uid, otherId);
      if (!(await followEachOther(uid, otherId))) throw forbidden('MUTUAL_FOLLOW_REQUIRED');
      const newId = randomUUID();
      const id = await db.transaction((tx) => conversationsRepository.create(tx, newId, uid, otherId));
      return { conversation: await asMember(uid, id), created: id === newId };
    },

    /** History, newest first, 30 a page: each page is one index range however long the conversation. */
    async messages(uid: string, conversationId: string, query: { cursor?: string; limit: number }): Promise<MessagePage> {
      await assertMember(uid, conversationId);
      const before = query.cursor ? decodeCursor(timeCursor, query.cursor) : null;
      const rows = await conversationsRepository.messages(db, uid, conversationId, query.limit + 1, before);
      const { page, nextCursor } = pageOf(rows, query.limit, timeCursor, (last) => ({ c: last.createdAt, id: last.id }));
      return { messages: page, nextCursor };
    },

    /**
     * Sends a message: the coach reads it once (a BLOCKED text is refused with 422 and its suggestions);
     * the message and the recipient's notification are one transaction; both members get it live.
     */
    async send(uid: string, conversationId: string, text: string): Promise<Message> {
      const conversation = await asMember(uid, conversationId);
      const recipientId = conversation.other.uid;
      await refuseIfBlocked(db, uid, recipientId);
      const sender = (await usersRepository.findById(db, uid))!;
      await deps.coach.screen(sender, text, 'comment');
      const { message, tellRecipient } = await db.transaction(async (tx) => {
        const message = await conversationsRepository.insertMessage(tx, { id: randomUUID(), conversationId, senderId: uid, text });
        const tellRecipient = await deps.notifications.notifyWithin(tx, { recipientId, actorId: uid, type: 'message', conversationId });
        return { message, tellRecipient };
      });
      deps.realtime.toUsers([uid, recipientId], SERVER_EVENTS.messageNew, { conversationId, message });
      await tellRecipient();
      return message;
    },

    async markRead(uid: string, conversationId: string): Promise<void> {
      await assertMember(uid, conversationId);
      await conversationsRepository.markRead(db, uid, conversationId);
      await deps.notifications.markConversationRead(uid, conversationId);
    },

    /** Leaving hides the conversation from the member's list until a new message arrives; the other side keeps it. */
    async leave(uid: string, conversationId: string): Promise<void> {
      await assertMember(uid, conversationId);
      await conversationsRepository.setHidden(db, uid, conversationId, true);
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
