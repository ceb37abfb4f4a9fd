import { randomUUID } from 'node:crypto';
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
}

const HISTORY_LENGTH = 100;

export const reputationEventsRepository = {
  async insert(db: Queryable, uid: string, pillar: Pillar, change: number, reason: string): Promise<void> {
    await db.query('insert into reputation_events (id, user_id, pillar, change, reason) values ($1, $2, $3, $4, $5)', [randomUUID(), uid, pillar, change, reason]);
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

  /** The newest events first. */
  async history(db: Queryable, uid: string): Promise<ReputationEvent[]> {
    const { rows } = await db.query<{ id: string; pillar: Pillar; change: number; reason: string; created_at: string }>(
      'select id, pillar, change, reason, created_at from reputation_events where user_id = $1 order by created_at desc, id desc limit $2',
      [uid, HISTORY_LENGTH],
    );
    return rows.map((e) => ({ id: e.id, pillar: e.pillar, change: e.change, reason: e.reason, createdAt: e.created_at }));
  },
};
