import { randomUUID } from 'node:crypto';
import { SERVER_EVENTS } from '../../../shared/events';
import type { DisputeOutcome } from '../../../shared/disputes';
import { withTotal, type ReputationPillars, type ReputationScore } from '../../../shared/reputation';
import { COACHABILITY, communityTrust, identityScore } from '../../../shared/reputation-rules';
import type { Db, Queryable } from '../lib/db';
import { notFound } from '../lib/errors';
import type { Realtime } from '../realtime/realtime';

export type Pillar = keyof ReputationPillars;
const COLUMNS: Record<Pillar, string> = { identity: 'identity', coachability: 'coachability', communityTrust: 'community_trust' };

export interface ReputationEvent {
  id: string;
  pillar: Pillar;
  change: number;
  reason: string;
  createdAt: string;
}

interface PillarRow {
  identity: number;
  coachability: number;
  community_trust: number;
}

/** The coachability rules a citizen's own acts trigger, hence the ones the daily caps limit. */
const CAPPED_COACHABILITY_REASONS = ['acknowledgedRefinement', 'ignoredRefinement'];

const pillarsOf = (row: PillarRow): ReputationPillars => ({ identity: row.identity, coachability: row.coachability, communityTrust: row.community_trust });

/**
 * Every move of a pillar goes through here: bounded to 0..100, recorded as an event with its
 * reason, the author's posts re-ranked by the new total, and the citizen told live.
 */
export function createReputationService(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;

  async function setPillar(tx: Queryable, uid: string, pillar: Pillar, target: (current: number) => number, reason: string): Promise<ReputationScore | null> {
    const { rows } = await tx.query<PillarRow>('select identity, coachability, community_trust from users where uid = $1 for no key update', [uid]);
    if (!rows[0]) return null;
    const before = pillarsOf(rows[0]);
    const value = Math.max(0, Math.min(100, Math.round(target(before[pillar]))));
    if (value === before[pillar]) return null;
    await tx.query(`update users set ${COLUMNS[pillar]} = $2 where uid = $1`, [uid, value]);
    await tx.query('insert into reputation_events (id, user_id, pillar, change, reason) values ($1, $2, $3, $4, $5)', [randomUUID(), uid, pillar, value - before[pillar], reason]);
    const after = withTotal({ ...before, [pillar]: value });
    if (after.total !== withTotal(before).total) {
      await tx.query('update posts set rank_reputation = $2 where author_id = $1 and rank_reputation <> $2', [uid, after.total]);
    }
    return after;
  }

  /** Moves a pillar inside the caller's transaction; what it returns tells the citizen, once committed. */
  async function changeWithin(tx: Queryable, uid: string, pillar: Pillar, target: (current: number) => number, reason: string): Promise<() => void> {
    const score = await setPillar(tx, uid, pillar, target, reason);
    return () => {
      if (score) deps.realtime.toUser(uid, SERVER_EVENTS.reputationUpdated, { uid, reputationScore: score });
    };
  }

  async function change(uid: string, pillar: Pillar, target: (current: number) => number, reason: string): Promise<void> {
    const announce = await db.transaction((tx) => changeWithin(tx, uid, pillar, target, reason));
    announce();
  }

  /** How much the capped rules already moved coachability today in this direction (for the daily caps). */
  async function movedToday(tx: Queryable, uid: string, sign: 1 | -1): Promise<number> {
    const { rows } = await tx.query<{ moved: number | null }>(
      `select sum(change)::int as moved from reputation_events
       where user_id = $1 and pillar = 'coachability' and reason = any($3::text[]) and sign(change) = $2 and created_at > now() - interval '1 day'`,
      [uid, sign, CAPPED_COACHABILITY_REASONS],
    );
    return Math.abs(rows[0].moved ?? 0);
  }

  /** A capped coachability rule, inside the caller's transaction. */
  async function coachabilityWithin(tx: Queryable, uid: string, delta: number, reason: string): Promise<() => void> {
    // The citizen's row is locked before the cap is read: two acknowledgements at once cannot both find
    // room. "No key update" is the lock an update takes anyway, and lets rows that refer to the citizen
    // (the acknowledgement, the event) be inserted meanwhile without a deadlock.
    await tx.query('select 1 from users where uid = $1 for no key update', [uid]);
    const sign = delta > 0 ? 1 : -1;
    const room = (sign > 0 ? COACHABILITY.dailyGainCap : COACHABILITY.dailyLossCap) - (await movedToday(tx, uid, sign));
    const step = sign * Math.min(Math.abs(delta), Math.max(0, room));
    return step ? changeWithin(tx, uid, 'coachability', (v) => v + step, reason) : () => {};
  }

  return {
    /** Identity follows what the profile says (bio, communication styles, verified identity). */
    async profileChanged(uid: string): Promise<void> {
      const { rows } = await db.query<{ bio: string; communication_styles: string[]; kyc_status: string }>('select bio, communication_styles, kyc_status from users where uid = $1', [uid]);
      if (!rows[0]) return;
      const target = identityScore({ bio: rows[0].bio, communicationStyles: rows[0].communication_styles, kycStatus: rows[0].kyc_status });
      await change(uid, 'identity', () => target, 'profile');
    },

    /** Inside the acknowledgement's transaction: an acknowledgement never stands without its points. */
    acknowledgedRefinement: (tx: Queryable, uid: string) => coachabilityWithin(tx, uid, COACHABILITY.acknowledged, 'acknowledgedRefinement'),
    async ignoredRefinement(uid: string): Promise<void> {
      (await db.transaction((tx) => coachabilityWithin(tx, uid, COACHABILITY.ignored, 'ignoredRefinement')))();
    },

    /**
     * An admin's ruling on a citizen's dispute: not capped (citizens cannot repeat it at will), only
     * bounded. It moves the score inside the ruling's transaction, so a ruling never stands without it.
     */
    disputeResolved(tx: Queryable, uid: string, outcome: DisputeOutcome): Promise<() => void> {
      const reason = outcome === 'overturned' ? 'disputeOverturned' : 'disputeUpheld';
      return changeWithin(tx, uid, 'coachability', (v) => v + COACHABILITY[reason], reason);
    },

    /** Recomputes community trust from the running sums the reactions keep. */
    async reactionsChanged(uid: string): Promise<void> {
      const { rows } = await db.query<{ trust_weight: number; trust_agree_weight: number }>('select trust_weight, trust_agree_weight from users where uid = $1', [uid]);
      if (!rows[0]) return;
      const target = communityTrust(rows[0].trust_agree_weight, rows[0].trust_weight);
      await change(uid, 'communityTrust', () => target, 'reactions');
    },

    async history(uid: string): Promise<{ reputationScore: ReputationScore; history: ReputationEvent[] }> {
      const { rows } = await db.query<PillarRow>('select identity, coachability, community_trust from users where uid = $1', [uid]);
      if (!rows[0]) throw notFound();
      const events = await db.query<{ id: string; pillar: Pillar; change: number; reason: string; created_at: string }>(
        'select id, pillar, change, reason, created_at from reputation_events where user_id = $1 order by created_at desc, id desc limit 100',
        [uid],
      );
      return {
        reputationScore: withTotal(pillarsOf(rows[0])),
        history: events.rows.map((e) => ({ id: e.id, pillar: e.pillar, change: e.change, reason: e.reason, createdAt: e.created_at })),
      };
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
