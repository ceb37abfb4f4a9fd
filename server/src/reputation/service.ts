import { SERVER_EVENTS } from '../../../shared/events';
import type { DisputeOutcome } from '../../../shared/disputes';
import { withTotal, type ReputationScore } from '../../../shared/reputation';
import { COACHABILITY, communityTrust, identityScore } from '../../../shared/reputation-rules';
import type { Db, Queryable } from '../lib/db';
import { notFound } from '../lib/errors';
import { postsRepository } from '../posts/repository';
import type { Realtime } from '../realtime/realtime';
import { pillarsOf, usersRepository } from '../users/repository';
import { reputationEventsRepository, type Pillar, type ReputationEvent } from './repository';

/** The coachability rules a citizen's own acts trigger, hence the ones the daily caps limit. */
const CAPPED_COACHABILITY_REASONS = ['acknowledgedRefinement', 'ignoredRefinement'];

/**
 * Every move of a pillar goes through here: bounded to 0..100, recorded as an event with its
 * reason, the author's posts re-ranked by the new total, and the citizen and their readers told live.
 *
 * Lock order, for every transaction of the city: a citizen's row before any of their posts' rows.
 * A move locks the citizen, then re-ranks all their posts; a transaction that held one of those
 * posts while waiting for the citizen would deadlock with it.
 */
export function createReputationService(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;

  /**
   * A ruling on a dispute (`disputeId`) is recorded even when the pillar is already at its bound
   * and does not move: the citizen still reads the outcome in their history.
   */
  async function setPillar(tx: Queryable, uid: string, pillar: Pillar, target: (current: number) => number, reason: string, disputeId?: string): Promise<ReputationScore | null> {
    const before = await usersRepository.lockPillars(tx, uid);
    if (!before) return null;
    const value = Math.max(0, Math.min(100, Math.round(target(before[pillar]))));
    if (value === before[pillar] && !disputeId) return null;
    if (value !== before[pillar]) await usersRepository.setPillar(tx, uid, pillar, value);
    await reputationEventsRepository.insert(tx, uid, pillar, value - before[pillar], reason, disputeId);
    const after = withTotal({ ...before, [pillar]: value });
    if (after.total !== withTotal(before).total) await postsRepository.rerankAuthor(tx, uid, after.total);
    return after;
  }

  /**
   * Who hears of a citizen's new score: whoever may have their posts on screen, where the score shows
   * beside each post. Everyone for an open account (anyone signed in may read a score); the citizen
   * and approved followers for a protected one.
   */
  async function scoreAudience(tx: Queryable, uid: string): Promise<string[] | 'everyone'> {
    const user = await usersRepository.findById(tx, uid);
    return user?.protected ? postsRepository.privateAudience(tx, uid) : 'everyone';
  }

  /** Moves a pillar inside the caller's transaction; what it returns tells the citizen and their readers, once committed. */
  async function changeWithin(tx: Queryable, uid: string, pillar: Pillar, target: (current: number) => number, reason: string, disputeId?: string): Promise<() => void> {
    const score = await setPillar(tx, uid, pillar, target, reason, disputeId);
    if (!score) return () => {};
    const audience = await scoreAudience(tx, uid);
    const payload = { uid, reputationScore: score };
    return () => (audience === 'everyone' ? deps.realtime.toEveryone(SERVER_EVENTS.reputationUpdated, payload) : deps.realtime.toUsers(audience, SERVER_EVENTS.reputationUpdated, payload));
  }

  async function change(uid: string, pillar: Pillar, target: (current: number) => number, reason: string): Promise<void> {
    const announce = await db.transaction((tx) => changeWithin(tx, uid, pillar, target, reason));
    announce();
  }

  /** A capped coachability rule, inside the caller's transaction. */
  async function coachabilityWithin(tx: Queryable, uid: string, delta: number, reason: string): Promise<() => void> {
    // The citizen's row is locked before the cap is read: two acknowledgements at once cannot both find
    // room. The lock lets rows that refer to the citizen (the acknowledgement, the event) be inserted
    // meanwhile without a deadlock.
    await usersRepository.lockPillars(tx, uid);
    const sign = delta > 0 ? 1 : -1;
    const moved = await reputationEventsRepository.coachabilityMovedToday(tx, uid, CAPPED_COACHABILITY_REASONS, sign);
    const room = (sign > 0 ? COACHABILITY.dailyGainCap : COACHABILITY.dailyLossCap) - moved;
    const step = sign * Math.min(Math.abs(delta), Math.max(0, room));
    return step ? changeWithin(tx, uid, 'coachability', (v) => v + step, reason) : () => {};
  }

  return {
    /** Identity follows what the profile says (bio, communication styles, verified identity). */
    async profileChanged(uid: string): Promise<void> {
      const user = await usersRepository.findById(db, uid);
      if (!user) return;
      const target = identityScore({ bio: user.bio, communicationStyles: user.communication_styles, kycStatus: user.kyc_status });
      await change(uid, 'identity', () => target, 'profile');
    },

    /** An admin's identity review, inside its transaction: identity follows the profile, verified identity included. */
    async identityReviewedWithin(tx: Queryable, uid: string): Promise<() => void> {
      const user = await usersRepository.findById(tx, uid);
      if (!user) return () => {};
      const target = identityScore({ bio: user.bio, communicationStyles: user.communication_styles, kycStatus: user.kyc_status });
      return changeWithin(tx, uid, 'identity', () => target, 'identityReviewed');
    },

    /** Inside the acknowledgement's transaction: an acknowledgement never stands without its points. */
    acknowledgedRefinement: (tx: Queryable, uid: string) => coachabilityWithin(tx, uid, COACHABILITY.acknowledged, 'acknowledgedRefinement'),
    async ignoredRefinement(uid: string): Promise<void> {
      (await db.transaction((tx) => coachabilityWithin(tx, uid, COACHABILITY.ignored, 'ignoredRefinement')))();
    },

    /**
     * An admin's ruling on a citizen's dispute: not capped (citizens cannot repeat it at will), only
     * bounded. It moves the score inside the ruling's transaction, so a ruling never stands without it,
     * and its event names the dispute, whose outcome and note the citizen's history shows.
     */
    disputeResolved(tx: Queryable, uid: string, outcome: DisputeOutcome, disputeId: string): Promise<() => void> {
      const reason = outcome === 'overturned' ? 'disputeOverturned' : 'disputeUpheld';
      return changeWithin(tx, uid, 'coachability', (v) => v + COACHABILITY[reason], reason, disputeId);
    },

    /**
     * Recomputes community trust from the running sums the reactions keep, inside the reaction's
     * transaction: a reaction never stands with a trust its sums no longer give.
     */
    async reactionsChangedWithin(tx: Queryable, uid: string): Promise<() => void> {
      const user = await usersRepository.findById(tx, uid);
      if (!user) return () => {};
      const target = communityTrust(user.trust_agree_weight, user.trust_weight);
      return changeWithin(tx, uid, 'communityTrust', () => target, 'reactions');
    },

    /** Anyone signed in reads a score and why it moved; what a ruling was about stays between the citizen and the admins. */
    async history(uid: string, viewerUid: string): Promise<{ reputationScore: ReputationScore; history: ReputationEvent[] }> {
      const user = await usersRepository.findById(db, uid);
      if (!user) throw notFound();
      const history = await reputationEventsRepository.history(db, uid, { withDisputes: uid === viewerUid });
      return { reputationScore: withTotal(pillarsOf(user)), history };
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
