import { z } from 'zod';
import { REPUTATION_WEIGHTS, SCORE_COLOUR_THRESHOLDS } from './constants';

const pillar = z.number().min(0).max(100);
export const reputationPillarsSchema = z.object({ identity: pillar, coachability: pillar, communityTrust: pillar });
export const reputationScoreSchema = reputationPillarsSchema.extend({ total: pillar });
export type ReputationPillars = z.infer<typeof reputationPillarsSchema>;
export type ReputationScore = z.infer<typeof reputationScoreSchema>;

/** The total of product-spec.md section 3; a bare number is accepted as the total itself. */
export function reputationTotal(score: number | ReputationPillars): number {
  if (typeof score === 'number') return score;
  return Math.round(
    REPUTATION_WEIGHTS.identity * score.identity +
      REPUTATION_WEIGHTS.coachability * score.coachability +
      REPUTATION_WEIGHTS.communityTrust * score.communityTrust,
  );
}

export function withTotal(pillars: ReputationPillars): ReputationScore {
  return { ...pillars, total: reputationTotal(pillars) };
}

export type ScoreColour = 'green' | 'yellow' | 'red';

/** Posts: 80+ green, 50-79 yellow, below 50 red. */
export function postScoreColour(total: number): ScoreColour {
  if (total >= SCORE_COLOUR_THRESHOLDS.green) return 'green';
  return total >= SCORE_COLOUR_THRESHOLDS.yellow ? 'yellow' : 'red';
}

/** Comments: 80+ green, otherwise yellow. */
export function commentScoreColour(total: number): ScoreColour {
  return total >= SCORE_COLOUR_THRESHOLDS.green ? 'green' : 'yellow';
}
