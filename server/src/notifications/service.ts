import { SERVER_EVENTS } from '../../../shared/events';
import { REPLACED_ON_REPEAT, type NotificationList } from '../../../shared/notifications';
import type { Db, Queryable } from '../lib/db';
import type { Realtime } from '../realtime/realtime';
import { randomUUID } from 'node:crypto';
import { notificationsRepository, type NewNotification } from './repository';

export function createNotificationsService(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;

  /** Stores a notification inside the caller's transaction; what it returns tells the citizen live, once committed. */
  async function notifyWithin(tx: Queryable, notification: Omit<NewNotification, 'id'>): Promise<() => Promise<void>> {
    if (notification.recipientId === notification.actorId) return async () => {};
    // Nobody is told about a post they may not see.
    if (notification.postId && !(await notificationsRepository.postVisibleTo(tx, notification.recipientId, notification.postId))) return async () => {};
    if (notification.actorId && REPLACED_ON_REPEAT.has(notification.type)) {
      await notificationsRepository.deleteWhere(tx, { ...notification, actorId: notification.actorId });
    }
    const created = await notificationsRepository.insert(tx, { id: randomUUID(), ...notification });
    return async () => {
      deps.realtime.toUser(notification.recipientId, SERVER_EVENTS.notificationNew, { notification: created });
      deps.realtime.toUser(notification.recipientId, SERVER_EVENTS.notificationUnread, {
        count: await notificationsRepository.unreadCount(db, notification.recipientId),
      });
    };
  }

  return {
    async list(uid: string, limit: number): Promise<NotificationList> {
      const [notifications, unreadCount] = await Promise.all([
        notificationsRepository.listForRecipient(db, uid, limit),
        notificationsRepository.unreadCount(db, uid),
      ]);
      return { notifications, unreadCount };
    },

    /**
     * Tells a citizen something happened. Nobody is notified of their own actions. Written in the
     * transaction of the write it tells of, so the two stand or fall together.
     */
    notifyWithin,

    /** Takes back, inside the undoing transaction, a notification whose cause was undone (an agree withdrawn, a follow request cancelled). */
    async withdrawWithin(tx: Queryable, notification: Pick<NewNotification, 'recipientId' | 'type' | 'postId'> & { actorId: string }): Promise<void> {
      await notificationsRepository.deleteWhere(tx, notification);
    },

    /** Reading a conversation reads its message notification too; the badge follows live. */
    async markConversationRead(uid: string, conversationId: string): Promise<void> {
      if (!(await notificationsRepository.markConversationRead(db, uid, conversationId))) return;
      deps.realtime.toUser(uid, SERVER_EVENTS.notificationUnread, { count: await notificationsRepository.unreadCount(db, uid) });
    },

    /** Opening the notifications view marks every unread one read in one batch. */
    async markAllRead(uid: string): Promise<void> {
      await notificationsRepository.markAllRead(db, uid);
      deps.realtime.toUser(uid, SERVER_EVENTS.notificationUnread, { count: 0 });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
