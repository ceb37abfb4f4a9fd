import type { KycDecisionInput, KycQueue, KycReview } from '../../../../shared/admin';
import { auditRepository } from '../../audit/repository';
import type { Actor } from '../../lib/actor';
import { decodeCursor, kycQueueCursor, pageOf } from '../../lib/cursors';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import type { NotificationsService } from '../../notifications/service';
import type { ReputationService } from '../../reputation/service';
import { usersRepository } from '../../users/repository';
import type { AdminQueueEvents } from '../queue-events';
import { kycRepository } from './repository';

/** Identity reviews: a citizen asks (POST /api/users/me/kyc), an admin verifies or rejects with a reason. */
export function createKycService(deps: {
  db: Db;
  reputation: Pick<ReputationService, 'identityReviewedWithin'>;
  notifications: Pick<NotificationsService, 'notifyWithin'>;
  queueEvents: AdminQueueEvents;
}) {
  const { db } = deps;

  return {
    /** A citizen has just asked: every admin's queue shows it. */
    requested: (uid: string) => deps.queueEvents.changed('kyc', uid, 'added'),

    async queue(cursor: string | undefined, limit: number): Promise<KycQueue> {
      const rows = await kycRepository.queue(db, cursor ? decodeCursor(kycQueueCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, kycQueueCursor, (last) => ({ pending: last.kycStatus === 'pending', at: last.requestedAt, id: last.uid }));
      return { reviews: page, nextCursor };
    },

    async get(uid: string): Promise<KycReview> {
      const review = await kycRepository.find(db, uid);
      if (!review) throw notFound();
      return review;
    },

    /**
     * The decision, the identity pillar's move, the citizen's notification and the audit entry are one
     * transaction. Only a pending request is decided: otherwise 409 ALREADY_RESOLVED and nothing changes.
     */
    async decide(admin: Actor, uid: string, input: KycDecisionInput): Promise<void> {
      const tell = await db.transaction(async (tx) => {
        const decided = await kycRepository.decide(tx, uid, input.decision, input.note ?? null);
        if (!decided) throw (await usersRepository.findById(tx, uid)) ? new HttpError(409, 'ALREADY_RESOLVED') : notFound();
        const scoreMoved = await deps.reputation.identityReviewedWithin(tx, uid);
        const notified = await deps.notifications.notifyWithin(tx, { recipientId: uid, type: 'identity_reviewed', decision: input.decision, note: input.note });
        await auditRepository.record(tx, { actorId: admin.uid, action: `kyc.${input.decision}`, targetType: 'citizen', targetId: uid, targetLabel: decided.handle, note: input.note });
        return async () => {
          scoreMoved();
          await notified();
        };
      });
      await tell();
      await deps.queueEvents.handled('kyc', uid, input.decision, admin.uid);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
