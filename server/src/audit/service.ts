import type { AuditLog } from '../../../shared/admin';
import { decodeCursor, pageOf, timeCursor } from '../lib/cursors';
import type { Db } from '../lib/db';
import { auditRepository, type AuditFilters } from './repository';

/** The admins' log of their own actions: read here, written by each action in its own transaction (auditRepository.record). */
export function createAuditService(db: Db) {
  return {
    async log(filters: AuditFilters, cursor: string | undefined, limit: number): Promise<AuditLog> {
      const rows = await auditRepository.page(db, filters, cursor ? decodeCursor(timeCursor, cursor) : null, limit);
      const { page, nextCursor } = pageOf(rows, limit, timeCursor, (last) => ({ c: last.createdAt, id: last.id }));
      return { entries: page, nextCursor };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
