import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditTargetType, Resolver } from '../../../shared/admin';
import type { Queryable } from '../lib/db';

/** An admin action as recorded: who, what, on what, with which note. */
export interface NewAuditEntry {
  /** Null for a change made from the command line (scripts/admin.ts). */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  note?: string | null;
}

export interface AuditFilters {
  action?: AuditAction;
  actorId?: string;
  targetId?: string;
}

interface AuditRow {
  id: string;
  actor_id: string | null;
  username: string | null;
  handle: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  target_label: string;
  note: string | null;
  created_at: string;
}

/** How much of a text names it in the log: enough to recognise it once it is gone. */
const LABEL_LENGTH = 80;
export const auditLabel = (text: string) => (text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text);

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor: row.actor_id ? { uid: row.actor_id, username: row.username!, handle: row.handle! } : null,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  targetLabel: row.target_label,
  note: row.note,
  createdAt: row.created_at,
});

/** The columns `resolvedByJoin` adds to a row. */
export interface ResolverColumns {
  resolver_uid: string | null;
  resolver_username: string | null;
}

/**
 * SQL joining, to each row of a domain's query, the admin of the latest of `actions` on the target
 * whose id is the SQL expression `targetId`: the columns of `ResolverColumns`, null when there is no
 * such entry or when that admin's account is deleted (the log keeps the entry, not the name). The
 * `audit_log_target` index finds it. The actions are the log's own constants, never a client's text.
 */
export const resolvedByJoin = (targetId: string, actions: readonly AuditAction[]) =>
  `left join lateral (
     select resolver.uid as resolver_uid, resolver.username as resolver_username
     from audit_log logged left join users resolver on resolver.uid = logged.actor_id
     where logged.target_id = ${targetId} and logged.action in (${actions.map((action) => `'${action}'`).join(', ')})
     order by logged.created_at desc, logged.id desc limit 1
   ) last_ruling on true`;

/** The admin `resolvedByJoin` found, or no one. */
export const resolverOf = (row: ResolverColumns): Resolver | null =>
  row.resolver_uid ? { uid: row.resolver_uid, username: row.resolver_username! } : null;

/** Above every entry's key: the first page starts here. */
const LOG_START = { c: '9999-12-31T23:59:59.999Z', id: '\uffff' };

export const auditRepository = {
  /** Inside the action's own transaction: the action and its entry stand or fall together. */
  async record(db: Queryable, entry: NewAuditEntry): Promise<void> {
    await db.query(
      'insert into audit_log (id, actor_id, action, target_type, target_id, target_label, note) values ($1, $2, $3, $4, $5, $6, $7)',
      [randomUUID(), entry.actorId, entry.action, entry.targetType, entry.targetId, auditLabel(entry.targetLabel), entry.note ?? null],
    );
  },

  /** Newest first, one row more than `limit` (whether a next page exists); each filter given narrows the log. */
  async page(db: Queryable, filters: AuditFilters, after: { c: string; id: string } | null, limit: number): Promise<AuditEntry[]> {
    const from = after ?? LOG_START;
    const { rows } = await db.query<AuditRow>(
      `select a.*, u.username, u.handle from audit_log a left join users u on u.uid = a.actor_id
       where (a.created_at, a.id) < ($1::timestamptz, $2)
         and ($3::text is null or a.action = $3) and ($4::text is null or a.actor_id = $4) and ($5::text is null or a.target_id = $5)
       order by a.created_at desc, a.id desc limit $6`,
      [from.c, from.id, filters.action ?? null, filters.actorId ?? null, filters.targetId ?? null, limit + 1],
    );
    return rows.map(toEntry);
  },
};
