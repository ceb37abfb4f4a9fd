import type { AdminQueue } from '../../../shared/admin';
import { SERVER_EVENTS } from '../../../shared/events';
import type { Queryable } from '../lib/db';
import type { Realtime } from '../realtime/realtime';
import { usersRepository } from '../users/repository';

/**
 * The `admin:queue` event, to admins' sockets only, sent after the change it tells of has committed:
 * every window of every admin keeps its queues and item windows in step with it.
 */
export function createAdminQueueEvents(db: Queryable, realtime: Pick<Realtime, 'toAdmins'>) {
  return {
    /** An item arrived in a queue, or changed there (a new report of an item already queued). */
    changed(queue: AdminQueue, itemId: string, change: 'added' | 'updated'): void {
      realtime.toAdmins(SERVER_EVENTS.adminQueue, { queue, itemId, change });
    },

    /** An admin handled an item: `resolution` is the action, outcome or decision; a hidden report stays queued, so `updated`. */
    async handled(queue: AdminQueue, itemId: string, resolution: string, adminId: string, change: 'resolved' | 'updated' = 'resolved'): Promise<void> {
      const admin = await usersRepository.findById(db, adminId);
      realtime.toAdmins(SERVER_EVENTS.adminQueue, { queue, itemId, change, resolution, by: { uid: adminId, username: admin?.username ?? '' } });
    },
  };
}

export type AdminQueueEvents = ReturnType<typeof createAdminQueueEvents>;
