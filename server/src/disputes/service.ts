import { randomUUID } from 'node:crypto';
import type { DisputeStats } from '../../../shared/admin';
import type { Dispute, DisputeList, ResolveDisputeInput } from '../../../shared/disputes';
import { auditRepository } from '../audit/repository';
import type { Actor } from '../lib/actor';
import type { Db } from '../lib/db';
import { conflict, HttpError, notFound } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { NotificationsService } from '../notifications/service';
import { decodeCursor, disputeQueueCursor, pageOf } from '../lib/cursors';
import type { AdminQueueEvents } from '../admin/queue-events';
import type { ReputationService } from '../reputation/service';
import { usersRepository } from '../users/repository';
import { disputesRepository, type NewDispute } from './repository';
import { appendCoachReview } from './review-file';

/** A citizen disputes the coach's feedback; an admin rules on it. */
export function createDisputesService(deps: {
  db: Db;
  reputation: Pick<ReputationService, 'disputeResolved'>;
  notifications: Pick<NotificationsService, 'notifyWithin'>;
  queueEvents: AdminQueueEvents;
  /** Where overturned disputes are written for the coach's training (review-file.ts). */
  dataDir: string;
  logger: Pick<Logger, 'error'>;
}) {
  const { db } = deps;

  /** An overturned dispute is a labelled mistake of the coach: it goes into the review file the coach's training reads. */
  async function recordMistake(dispute: Dispute): Promise<void> {
    try {
      const citizen = await usersRepository.findById(db, dispute.citizen.uid);
      appendCoachReview(deps.dataDir, {
        text: dispute.userText,
        rules: dispute.aiFeedback.rules ?? [],
        label: dispute.label ?? 'clean',
        language: citizen?.language ?? 'en',
        date: dispute.resolvedAt ?? new Date().toISOString(),
      });
    } catch (error) {
      // The ruling stands either way; a lost line costs the coach one example, not the citizen their ruling.
      deps.logger.error({ err: error }, 'the coach review file could not be written');
    }
  }

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
      deps.queueEvents.changed('disputes', dispute.id, 'added');
      return { disputeId: dispute.id };
    },

    /** The admin queue: pending disputes first, then newest first. */
    async queue(cursor: string | undefined, limit: number): Promise<DisputeList> {
      const rows = await disputesRepository.queue(db, cursor ? decodeCursor(disputeQueueCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, disputeQueueCursor, (last) => ({ pending: last.status === 'pending', createdAt: last.createdAt, id: last.id }));
      return { disputes: page, nextCursor };
    },

    /** One dispute, whatever its state. */
    async get(id: string): Promise<Dispute> {
      const dispute = await disputesRepository.find(db, id);
      if (!dispute) throw notFound();
      return dispute;
    },

    /** Which of the coach's rules admins overturn most. */
    stats: (): Promise<DisputeStats> => disputesRepository.stats(db),

    /**
     * A ruling is final: a dispute already resolved is refused (409 conflict) and left as it was, so
     * its citizen's coachability moves once. The ruling, the score, the notification and the audit
     * entry are one transaction: all stand or none does. The citizen hears the outcome from the
     * city, not from the admin by name. An overturned dispute carries its label (`clean` unless said).
     */
    async resolve(admin: Actor, disputeId: string, input: ResolveDisputeInput): Promise<void> {
      const label = input.outcome === 'overturned' ? (input.label ?? 'clean') : null;
      const { dispute, tell } = await db.transaction(async (tx) => {
        const resolved = await disputesRepository.resolve(tx, disputeId, { ...input, label, adminId: admin.uid });
        if (!resolved) throw (await disputesRepository.exists(tx, disputeId)) ? new HttpError(409, 'DISPUTE_ALREADY_RESOLVED') : notFound();
        const scoreMoved = await deps.reputation.disputeResolved(tx, resolved.citizen.uid, input.outcome, disputeId);
        const notified = await deps.notifications.notifyWithin(tx, { recipientId: resolved.citizen.uid, type: 'dispute_resolved', disputeId });
        await auditRepository.record(tx, {
          actorId: admin.uid,
          action: `dispute.${input.outcome}`,
          targetType: 'dispute',
          targetId: disputeId,
          targetLabel: `${resolved.citizen.handle}: ${resolved.userText}`,
          note: input.note,
        });
        const tell = async () => {
          scoreMoved();
          await notified();
        };
        return { dispute: resolved, tell };
      });
      await tell();
      if (dispute.status === 'overturned') await recordMistake(dispute);
      await deps.queueEvents.handled('disputes', disputeId, input.outcome, admin.uid);
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
