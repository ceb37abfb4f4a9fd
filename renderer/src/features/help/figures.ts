import {
  AI_MIN_CHARACTERS,
  AI_TYPING_PAUSE_MS,
  REPUTATION_DEFAULTS,
  REPUTATION_WEIGHTS,
  SCORE_COLOUR_THRESHOLDS,
  TIP_MINIMUM,
  TIP_PRESETS,
} from '../../../../shared/constants';
import { COACHABILITY, IDENTITY, TRUST_PRIOR_WEIGHT } from '../../../../shared/reputation-rules';
import { reputationTotal } from '../../../../shared/reputation';

// The numbers the Hall of Wisdom shows, taken from the rules themselves so the page cannot
// drift from what the server computes (help.test.ts checks them against the rules).

/** A pillar's range: each one, and the total, go from 0 to this. */
export const PILLAR_MAX = 100;

/** Community trust is (prior × neutral + scale × agreeing weight) / (prior + all weight). */
export const TRUST_TERMS = { prior: TRUST_PRIOR_WEIGHT, neutral: REPUTATION_DEFAULTS.communityTrust, scale: PILLAR_MAX } as const;

/** What a reaction weighs: its author's total over this. */
export const REACTION_WEIGHT_DIVISOR = PILLAR_MAX;

export const NEWCOMER_TOTAL = reputationTotal(REPUTATION_DEFAULTS);

/** The labels a formula is written with, in the reader's language. */
export interface FormulaLabels {
  total: string;
  round: string;
  identity: string;
  coachability: string;
  communityTrust: string;
  bio: string;
  styles: string;
  verified: string;
  agreeWeight: string;
  allWeight: string;
}

export type NumberFormat = (value: number) => string;

/** Total = round(0.2 × Identity + 0.4 × Coachability + 0.4 × Community trust). */
export function totalFormula(l: FormulaLabels, n: NumberFormat): string {
  const w = REPUTATION_WEIGHTS;
  return `${l.total} = ${l.round}(${n(w.identity)} × ${l.identity} + ${n(w.coachability)} × ${l.coachability} + ${n(w.communityTrust)} × ${l.communityTrust})`;
}

/** Identity = bio 15 + styles 15 + verified 70 (at most 100). */
export function identityFormula(l: FormulaLabels, n: NumberFormat): string {
  return `${l.identity} = ${l.bio} ${n(IDENTITY.bio)} + ${l.styles} ${n(IDENTITY.communicationStyles)} + ${l.verified} ${n(IDENTITY.verified)}`;
}

/** Community trust = (10 × 50 + 100 × agreeing weight) / (10 + all weight). */
export function trustFormula(l: FormulaLabels, n: NumberFormat): string {
  const { prior, neutral, scale } = TRUST_TERMS;
  return `${l.communityTrust} = (${n(prior)} × ${n(neutral)} + ${n(scale)} × ${l.agreeWeight}) / (${n(prior)} + ${l.allWeight})`;
}

/** A number in the reader's language (0.2 in English, 0,2 in French). */
export const numberFormat =
  (language: string): NumberFormat =>
  (value) =>
    new Intl.NumberFormat(language).format(value);

/** A change of score with its sign: +2, -1. */
export const signedFormat =
  (language: string): NumberFormat =>
  (value) =>
    new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(value);

/** The values the answers' texts interpolate: every number in them comes from here. */
export function answerValues(language: string) {
  const n = numberFormat(language);
  const signed = signedFormat(language);
  const dollars = (value: number) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  return {
    identityWeight: n(REPUTATION_WEIGHTS.identity),
    coachabilityWeight: n(REPUTATION_WEIGHTS.coachability),
    trustWeight: n(REPUTATION_WEIGHTS.communityTrust),
    identityStart: n(REPUTATION_DEFAULTS.identity),
    coachabilityStart: n(REPUTATION_DEFAULTS.coachability),
    trustStart: n(REPUTATION_DEFAULTS.communityTrust),
    startTotal: n(NEWCOMER_TOTAL),
    pillarMax: n(PILLAR_MAX),
    bio: n(IDENTITY.bio),
    styles: n(IDENTITY.communicationStyles),
    verified: n(IDENTITY.verified),
    acknowledged: signed(COACHABILITY.acknowledged),
    ignored: signed(COACHABILITY.ignored),
    gainCap: n(COACHABILITY.dailyGainCap),
    lossCap: n(COACHABILITY.dailyLossCap),
    overturned: signed(COACHABILITY.disputeOverturned),
    upheld: signed(COACHABILITY.disputeUpheld),
    prior: n(TRUST_PRIOR_WEIGHT),
    divisor: n(REACTION_WEIGHT_DIVISOR),
    newcomerWeight: n(NEWCOMER_TOTAL / REACTION_WEIGHT_DIVISOR),
    green: n(SCORE_COLOUR_THRESHOLDS.green),
    yellow: n(SCORE_COLOUR_THRESHOLDS.yellow),
    yellowTop: n(SCORE_COLOUR_THRESHOLDS.green - 1),
    minCharacters: n(AI_MIN_CHARACTERS),
    pauseSeconds: n(AI_TYPING_PAUSE_MS / 1000),
    tipPresets: new Intl.ListFormat(language, { type: 'disjunction' }).format(TIP_PRESETS.map(dollars)),
    tipMinimum: dollars(TIP_MINIMUM),
  };
}
