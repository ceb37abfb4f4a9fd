import { randomUUID } from 'node:crypto';
import type { CreateReportInput, ReportQueue } from '../../../shared/reports';
import { decodeCursor, pageOf, reportQueueCursor } from '../lib/cursors';
import type { Db } from '../lib/db';
import { notFound } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import { reportsRepository } from './repository';

/** Citizens report what they see; admins read the reports grouped by item. */
export function createReportsService(deps: { db: Db; rateLimits: RateLimits }) {
  const { db } = deps;
  return {
    /**
     * Files a citizen's report. Paced before anything is looked up, so the pace also bounds guessing
     * at ids; an item the citizen may not see is 404 exactly like one that does not exist.
     */
    async file(reporterId: string, input: CreateReportInput): Promise<{ reportId: string }> {
      await deps.rateLimits.consume('reportPerUser', reporterId);
      return db.transaction(async (tx) => {
        const itemAuthorId = await reportsRepository.authorIfVisible(tx, reporterId, input.item);
        if (!itemAuthorId) throw notFound();
        const reportId = await reportsRepository.upsert(tx, { id: randomUUID(), item: input.item, itemAuthorId, reporterId, reason: input.reason, details: input.details });
        return { reportId };
      });
    },

    /** The admin queue: items with open reports, most recently reported first. */
    async queue(cursor: string | undefined, limit: number): Promise<ReportQueue> {
      const rows = await reportsRepository.queue(db, cursor ? decodeCursor(reportQueueCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, reportQueueCursor, (last) => ({ at: last.lastReportedAt, type: last.itemType, id: last.itemId }));
      return { items: page, nextCursor };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
