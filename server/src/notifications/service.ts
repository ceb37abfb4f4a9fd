import { SERVER_EVENTS } from '../../../shared/events';
import type { NotificationList } from '../../../shared/notifications';
import type { Db } from '../lib/db';
import type { Realtime } from '../realtime/realtime';
import { notificationsRepository } from './repository';

export function createNotificationsService(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;
  return {
    async list(uid: string, limit: number): Promise<NotificationList> {
      const [notifications, unreadCount] = await Promise.all([
        notificationsRepository.listForRecipient(db, uid, limit),
        notificationsRepository.unreadCount(db, uid),
      ]);
      return { notifications, unreadCount };
    },

    /** Opening the notifications view marks every unread one read in one batch. */
    async markAllRead(uid: string): Promise<void> {
      await notificationsRepository.markAllRead(db, uid);
      deps.realtime.toUser(uid, SERVER_EVENTS.notificationUnread, { count: 0 });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
