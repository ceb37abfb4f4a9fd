// How the pillars move (README, "Reputation"). Pure, so both sides and the tests agree.

/** Community trust starts at 50 as if this much weight of neutral opinion were already in. */
export const TRUST_PRIOR_WEIGHT = 10;

/** Bayesian average: agreement weighted by each reactor's total/100, pulled towards 50. */
export function communityTrust(agreeWeight: number, totalWeight: number): number {
  const value = (TRUST_PRIOR_WEIGHT * 50 + 100 * agreeWeight) / (TRUST_PRIOR_WEIGHT + totalWeight);
  return Math.max(0, Math.min(100, Math.round(value)));
}

/** A reaction counts as much as the reactor's own reputation (a 40-point newcomer: 0.4). */
export const reactionWeight = (reactorTotal: number) => Math.max(0, Math.min(100, reactorTotal)) / 100;

export const COACHABILITY = {
  /** Acknowledging a REFINEMENT suggestion. */
  acknowledged: 2,
  /** Publishing over a REFINEMENT suggestion without acknowledging it. */
  ignored: -1,
  /** At most this much up, and this much down, per day from the two rules above, so nobody farms them. */
  dailyGainCap: 10,
  dailyLossCap: 5,
  /** An admin overturned the coach's feedback a citizen disputed: they were right to push back. Not capped: an admin's act. */
  disputeOverturned: 3,
  /** An admin upheld the disputed feedback: the coach was right. */
  disputeUpheld: -1,
} as const;

/** Identity from the profile: what a citizen has told the city about themselves. */
export const IDENTITY = { bio: 15, communicationStyles: 15, verified: 70 } as const;

export function identityScore(profile: { bio: string; communicationStyles: unknown[]; kycStatus: string }): number {
  return Math.min(
    100,
    (profile.bio.trim() ? IDENTITY.bio : 0) + (profile.communicationStyles.length ? IDENTITY.communicationStyles : 0) + (profile.kycStatus === 'verified' ? IDENTITY.verified : 0),
  );
}
