import type { Suggestion } from '../../../shared/coach';
import type { DisputeStats } from '../../../shared/admin';
import type { Dispute, DisputeLabel, DisputeOutcome, DisputeStatus } from '../../../shared/disputes';
import { resolvedByJoin, resolverOf, type ResolverColumns } from '../audit/repository';
import type { DisputeQueueCursor } from '../lib/cursors';
import type { Queryable } from '../lib/db';

interface DisputeRow extends ResolverColumns {
  id: string;
  user_id: string;
  username: string;
  handle: string;
  user_text: string;
  ai_feedback: Suggestion;
  reason: string;
  source: string | null;
  status: DisputeStatus;
  created_at: string;
  resolved_at: string | null;
  note: string | null;
  label: DisputeLabel | null;
}

const toDispute = (row: DisputeRow): Dispute => ({
  id: row.id,
  citizen: { uid: row.user_id, username: row.username, handle: row.handle },
  userText: row.user_text,
  aiFeedback: row.ai_feedback,
  reason: row.reason,
  source: row.source,
  status: row.status,
  createdAt: row.created_at,
  resolvedAt: row.resolved_at,
  note: row.note,
  label: row.label,
  resolvedBy: resolverOf(row),
});

const DISPUTE_COLUMNS = `d.id, d.user_id, u.username, u.handle, d.user_text, d.ai_feedback, d.reason, d.source, d.status, d.created_at, d.resolved_at, d.note, d.label,
  last_ruling.resolver_uid, last_ruling.resolver_username`;

/** Disputes with their citizens and who ruled on them (a ruling is final: the only one in the log). */
const DISPUTES = `disputes d join users u on u.uid = d.user_id ${resolvedByJoin('d.id', ['dispute.upheld', 'dispute.overturned'])}`;

/** How many rules the stats list: the ones most often overturned. */
const STATS_RULES = 50;

/** Above every dispute's key: the first page starts here. */
const QUEUE_START: DisputeQueueCursor = { pending: true, createdAt: 'infinity', id: '\uffff' };

/** What a citizen files: their text, the coach's feedback on it, and why they disagree. */
export interface NewDispute {
  id: string;
  userId: string;
  userText: string;
  aiFeedback: Suggestion;
  reason: string;
  source?: string;
}

export const disputesRepository = {
  async insert(db: Queryable, dispute: NewDispute): Promise<void> {
    await db.query('insert into disputes (id, user_id, user_text, ai_feedback, reason, source) values ($1, $2, $3, $4, $5, $6)', [
      dispute.id,
      dispute.userId,
      dispute.userText,
      JSON.stringify(dispute.aiFeedback),
      dispute.reason,
      dispute.source ?? null,
    ]);
  },

  /** The admin queue, from the `disputes_queue` index: one row more than `limit` tells whether a next page exists. */
  async queue(db: Queryable, after: DisputeQueueCursor | null, limit: number): Promise<Dispute[]> {
    const from = after ?? QUEUE_START;
    const { rows } = await db.query<DisputeRow>(
      `select ${DISPUTE_COLUMNS}
       from ${DISPUTES}
       where (d.status = 'pending', d.created_at, d.id) < ($1::boolean, $2::timestamptz, $3)
       order by d.status = 'pending' desc, d.created_at desc, d.id desc
       limit $4`,
      [from.pending, from.createdAt, from.id, limit + 1],
    );
    return rows.map(toDispute);
  },

  /**
   * Resolves a pending dispute; null when there is none by that id still pending (another admin's
   * update holds the row until it commits, then this one finds it resolved). Returns the dispute as resolved.
   */
  async resolve(db: Queryable, id: string, resolution: { outcome: DisputeOutcome; note?: string; label: DisputeLabel | null; adminId: string }): Promise<Dispute | null> {
    const { rows } = await db.query<{ id: string }>(
      `update disputes set status = $2, note = $3, label = $5, resolved_by = $4, resolved_at = now()
       where id = $1 and status = 'pending'
       returning id`,
      [id, resolution.outcome, resolution.note ?? null, resolution.adminId, resolution.label],
    );
    return rows[0] ? this.find(db, id) : null;
  },

  async find(db: Queryable, id: string): Promise<Dispute | null> {
    const { rows } = await db.query<DisputeRow>(`select ${DISPUTE_COLUMNS} from ${DISPUTES} where d.id = $1`, [id]);
    return rows[0] ? toDispute(rows[0]) : null;
  },

  /** The coach's rules in resolved disputes, the most often overturned first. */
  async stats(db: Queryable): Promise<DisputeStats> {
    const { rows } = await db.query<{ rule: string; overturned: number; upheld: number }>(
      `select rule, count(*) filter (where d.status = 'overturned')::int as overturned, count(*) filter (where d.status = 'upheld')::int as upheld
       from disputes d cross join lateral jsonb_array_elements_text(coalesce(d.ai_feedback -> 'rules', '[]'::jsonb)) as rule
       where d.status <> 'pending'
       group by rule
       order by overturned desc, upheld asc, rule
       limit $1`,
      [STATS_RULES],
    );
    return { rules: rows };
  },

  /**
   * Locks the citizen's row until the transaction ends, so two filings of one dispute at once are
   * checked one after the other. "No key update" lets rows that refer to the citizen be inserted meanwhile.
   */
  async lockCitizen(db: Queryable, uid: string): Promise<void> {
    await db.query('select 1 from users where uid = $1 for no key update', [uid]);
  },

  /** Whether the citizen already disputed this suggestion on this text (the `disputes_filed` index). */
  async alreadyFiled(db: Queryable, uid: string, suggestionId: string, userText: string): Promise<boolean> {
    const { rows } = await db.query(
      "select 1 from disputes where user_id = $1 and ai_feedback ->> 'id' = $2 and md5(user_text) = md5($3) and user_text = $3 limit 1",
      [uid, suggestionId, userText],
    );
    return rows.length > 0;
  },

  async exists(db: Queryable, id: string): Promise<boolean> {
    const { rows } = await db.query('select 1 from disputes where id = $1', [id]);
    return rows.length > 0;
  },
};
