import { randomUUID } from 'node:crypto';
import type { DisputeList, ResolveDisputeInput } from '../../../shared/disputes';
import type { Db } from '../lib/db';
import { conflict, HttpError, notFound } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import { decodeCursor, disputeQueueCursor, pageOf } from '../lib/cursors';
import type { ReputationService } from '../reputation/service';
import { disputesRepository, type NewDispute } from './repository';

/** A citizen disputes the coach's feedback; an admin rules on it. */
export function createDisputesService(deps: {
  db: Db;
  reputation: Pick<ReputationService, 'disputeResolved'>;
  notifications: Pick<NotificationsService, 'notifyWithin'>;
}) {
  const { db } = deps;
  return {
    /**
     * A citizen's dispute, stored for the admin queue. One suggestion on one text is disputed once
     * (409 conflict after that): the admin rules on it once, and the coachability it moves moves once.
     * The text is compared as the coach read it, without surrounding spaces.
     */
    async file(uid: string, input: Omit<NewDispute, 'id' | 'userId'>): Promise<{ disputeId: string }> {
      const dispute = { ...input, userText: input.userText.trim(), id: randomUUID(), userId: uid };
      await db.transaction(async (tx) => {
        await disputesRepository.lockCitizen(tx, uid);
        if (await disputesRepository.alreadyFiled(tx, uid, dispute.aiFeedback.id, dispute.userText)) throw conflict('DISPUTE_ALREADY_FILED');
        await disputesRepository.insert(tx, dispute);
      });
      return { disputeId: dispute.id };
    },

    /** The admin queue: pending disputes first, then newest first. */
    async queue(cursor: string | undefined, limit: number): Promise<DisputeList> {
      const rows = await disputesRepository.queue(db, cursor ? decodeCursor(disputeQueueCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, disputeQueueCursor, (last) => ({ pending: last.status === 'pending', createdAt: last.createdAt, id: last.id }));
      return { disputes: page, nextCursor };
    },

    /**
     * A ruling is final: a dispute already resolved is refused (409 conflict) and left as it was, so
     * its citizen's coachability moves once. The ruling, the score and the notification are one
     * transaction: all stand or none does. The citizen hears the outcome from the city, not from
     * the admin by name.
     */
    async resolve(adminId: string, disputeId: string, input: ResolveDisputeInput): Promise<void> {
      const announce = await db.transaction(async (tx) => {
        const resolved = await disputesRepository.resolve(tx, disputeId, { ...input, adminId });
        if (!resolved) throw (await disputesRepository.exists(tx, disputeId)) ? new HttpError(409, 'DISPUTE_ALREADY_RESOLVED') : notFound();
        const scoreMoved = await deps.reputation.disputeResolved(tx, resolved.userId, input.outcome, disputeId);
        const notified = await deps.notifications.notifyWithin(tx, { recipientId: resolved.userId, type: 'dispute_resolved', disputeId });
        return async () => {
          scoreMoved();
          await notified();
        };
      });
      await announce();
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
