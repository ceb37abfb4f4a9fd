import { randomUUID } from 'node:crypto';
import type { DisputeOutcome } from '../../../shared/disputes';
import type { ReputationPillars } from '../../../shared/reputation';
import type { Queryable } from '../lib/db';

export type Pillar = keyof ReputationPillars;

/** One move of a pillar, as the citizen's history shows it. */
export interface ReputationEvent {
  id: string;
  pillar: Pillar;
  change: number;
  reason: string;
  createdAt: string;
  /** For a ruling on the citizen's dispute, shown to the citizen alone: the feedback disputed, the outcome, the admin's note. */
  dispute?: { suggestion: string; outcome: DisputeOutcome; note: string | null };
}

interface EventRow {
  id: string;
  pillar: Pillar;
  change: number;
  reason: string;
  created_at: string;
  suggestion: string | null;
  outcome: DisputeOutcome | null;
  note: string | null;
}

const HISTORY_LENGTH = 100;

export const reputationEventsRepository = {
  async insert(db: Queryable, uid: string, pillar: Pillar, change: number, reason: string, disputeId?: string): Promise<void> {
    await db.query('insert into reputation_events (id, user_id, pillar, change, reason, dispute_id) values ($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      uid,
      pillar,
      change,
      reason,
      disputeId ?? null,
    ]);
  },

  /** How far these reasons moved coachability in the last day, in one direction (`sign` 1 or -1), as a positive number. */
  async coachabilityMovedToday(db: Queryable, uid: string, reasons: string[], sign: 1 | -1): Promise<number> {
    const { rows } = await db.query<{ moved: number | null }>(
      `select sum(change)::int as moved from reputation_events
       where user_id = $1 and pillar = 'coachability' and reason = any($3::text[]) and sign(change) = $2 and created_at > now() - interval '1 day'`,
      [uid, sign, reasons],
    );
    return Math.abs(rows[0].moved ?? 0);
  },

  /** The newest events first; `withDisputes` adds what each ruling was about (for the citizen's own eyes). */
  async history(db: Queryable, uid: string, { withDisputes }: { withDisputes: boolean }): Promise<ReputationEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select e.id, e.pillar, e.change, e.reason, e.created_at, d.ai_feedback ->> 'message' as suggestion, d.status as outcome, d.note
       from reputation_events e left join disputes d on d.id = e.dispute_id and $3::boolean
       where e.user_id = $1 order by e.created_at desc, e.id desc limit $2`,
      [uid, HISTORY_LENGTH, withDisputes],
    );
    return rows.map((e) => ({
      id: e.id,
      pillar: e.pillar,
      change: e.change,
      reason: e.reason,
      createdAt: e.created_at,
      ...(e.outcome ? { dispute: { suggestion: e.suggestion ?? '', outcome: e.outcome, note: e.note } } : {}),
    }));
  },
};
