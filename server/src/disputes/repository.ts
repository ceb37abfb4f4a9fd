import type { Suggestion } from '../../../shared/coach';
import type { Dispute, DisputeOutcome, DisputeStatus } from '../../../shared/disputes';
import type { DisputeQueueCursor } from '../lib/cursors';
import type { Queryable } from '../lib/db';

interface DisputeRow {
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
});

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
      `select d.id, d.user_id, u.username, u.handle, d.user_text, d.ai_feedback, d.reason, d.source, d.status, d.created_at, d.resolved_at, d.note
       from disputes d join users u on u.uid = d.user_id
       where (d.status = 'pending', d.created_at, d.id) < ($1::boolean, $2::timestamptz, $3)
       order by d.status = 'pending' desc, d.created_at desc, d.id desc
       limit $4`,
      [from.pending, from.createdAt, from.id, limit + 1],
    );
    return rows.map(toDispute);
  },

  /** Resolves a pending dispute; null when there is none by that id still pending. Returns the citizen who filed it. */
  async resolve(db: Queryable, id: string, resolution: { outcome: DisputeOutcome; note?: string; adminId: string }): Promise<{ userId: string } | null> {
    const { rows } = await db.query<{ user_id: string }>(
      `update disputes set status = $2, note = $3, resolved_by = $4, resolved_at = now()
       where id = $1 and status = 'pending'
       returning user_id`,
      [id, resolution.outcome, resolution.note ?? null, resolution.adminId],
    );
    return rows[0] ? { userId: rows[0].user_id } : null;
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
