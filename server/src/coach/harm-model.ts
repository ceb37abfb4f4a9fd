// The learned half of the local coach's hard blocks. Word rules (rules/*.rules) only catch
// the shapes someone wrote down; this model weighs every word and word pair of a text against the
// labelled corpus, so a threat phrased in a new way ("I own a shovel and a very big backyard")
// can still add up to one. It is a pair of multinomial logistic regressions over hashed features
// (model/features.ts), one reading words, one reading words and the letters inside them
// ("menacent", "menaçait" share "enac"), whose probabilities are averaged: each alone is sure of
// itself on texts it has never seen, and where they disagree the average is not. A third
// regression of the same kind, the claims member, reads the words for unsourced factual claims,
// which take more shapes than the claim frames name. `npm run train:coach` trains them from the
// corpus (model/training.ts) and writes them, as tables of small integers, to harm-model.bin.gz
// (model/model-file.ts).

import { bucketsOf, claimFeatures, harmFeatures, letterFeatures } from './model/features';
import { readHarmModel } from './model/model-file';

/** What the model tells apart: harmless text, and the four kinds of hard block. */
export const HARM_CLASSES = ['none', 'threat', 'selfHarm', 'hate', 'doxxing'] as const;
export type HarmClass = (typeof HARM_CLASSES)[number];
export type HarmKind = Exclude<HarmClass, 'none'>;
export const HARM_KINDS = HARM_CLASSES.filter((c): c is HarmKind => c !== 'none');

/**
 * What a member of the model reads of a text: its words and its letters. A second member reading
 * the words alone doubled the file for nothing the held-out texts could see (docs/coach.md).
 */
export const HARM_VIEWS = ['wordsAndLetters'] as const;
export type HarmView = (typeof HARM_VIEWS)[number];

/**
 * A regression's weights: a row of `columns` weights for each bucket of hashed features (2^bits
 * buckets), row after row. A trained table is dense; a saved one keeps only the rows that matter,
 * `rows` listing their buckets in ascending order, and leaves out the first class's column, all
 * zeros once every weight is taken relative to it (softmax is unchanged when a feature adds the
 * same to every class). A weight is its value times the scale.
 */
export interface WeightTable { bits: number; columns: number; scale: number; rows?: Uint32Array; values: Int8Array | Int16Array | Float64Array }

export interface HarmMember { view: HarmView; bias: readonly number[]; weights: WeightTable }

/** A two-class regression (no claim, claim) over the words view. */
export type ClaimMember = Omit<HarmMember, 'view'>;

export interface HarmModelFile {
  classes: readonly HarmClass[];
  /**
   * Blocks a text when the probability of harm (1 - P(none)), averaged over the members, reaches
   * the threshold of the kind of harm it most likely is: innocent texts that look like threats
   * (plans, visits, games) are far more common than ones that look like doxxing.
   */
  thresholds: Record<HarmKind, number>;
  members: HarmMember[];
  /** Unsourced factual claims that no claim frame names, and the probability from which one asks for a source. */
  claims?: ClaimMember;
  claimThreshold?: number;
  /** What the saved model was trained from (model/training.ts's trainingFingerprint), to tell a stale model. */
  trainedOn?: string;
}

export interface HarmVerdict { harm: number; kind: HarmKind }

/** The same threshold for every kind of harm. */
export const everyKind = (threshold: number) => Object.fromEntries(HARM_KINDS.map((kind) => [kind, threshold])) as Record<HarmKind, number>;

/** No model at all: the rules alone decide (tests, and the benchmark's comparison). */
export const RULES_ONLY_MODEL: HarmModelFile = { classes: HARM_CLASSES, members: [], thresholds: everyKind(Infinity) };

/** Whether a verdict reaches the threshold of its kind. */
export const isHarmful = (model: Pick<HarmModelFile, 'thresholds'>, verdict: HarmVerdict) => verdict.harm >= model.thresholds[verdict.kind];

export const loadHarmModel = (): HarmModelFile => readHarmModel();

/**
 * What each of a text's n features counts: 1/sqrt(n), so a long text is not more harmful for
 * being long; a short text counts as one of 30 features (about ten words), so that a few words
 * cannot decide alone: "your turn next" or "dors bien" share words with threats, and a model
 * that let them weigh fully was sure of harm there. In cross-validation this floor, against one
 * of 6, gained about 3 points of recall at the same number of false blocks.
 */
export const featureValue = (n: number) => 1 / Math.sqrt(Math.max(30, n));

/** Class probabilities (softmax) of the buckets of a text's n features. */
export function probabilities(bias: readonly number[], weights: WeightTable, buckets: Int32Array, n: number): number[] {
  const { columns, rows, values } = weights;
  const first = bias.length - columns;
  const logits = [...bias];
  const value = featureValue(n) * weights.scale;
  for (const bucket of buckets) {
    const row = rows ? rowOf(rows, bucket) : bucket;
    if (row >= 0) for (let c = 0; c < columns; c++) logits[first + c] += values[row * columns + c] * value;
  }
  const max = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Where a bucket's row is in a sparse table (binary search), or -1: the features of no stored row weigh nothing. */
function rowOf(rows: Uint32Array, bucket: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (rows[middle] === bucket) return middle;
    if (rows[middle] < bucket) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

const probabilitiesOf = ({ bias, weights }: ClaimMember, features: string[]) =>
  probabilities(bias, weights, bucketsOf(features, weights.bits), features.length);

/** What each view reads of a text. */
export function viewsOf(text: string): Record<HarmView, string[]> {
  return { wordsAndLetters: [...wordsOf(text), ...letterFeatures(text)] };
}

/** The words view of the text read last: the harm members and the claims member read the same text in turn. */
let lastRead = { text: '', words: [] as string[] };
function wordsOf(text: string): string[] {
  if (lastRead.text !== text) lastRead = { text, words: harmFeatures(text) };
  return lastRead.words;
}

export function harmVerdict(model: Pick<HarmModelFile, 'members'>, text: string): HarmVerdict {
  const views = viewsOf(text);
  const p = new Array<number>(HARM_CLASSES.length).fill(0);
  for (const member of model.members) probabilitiesOf(member, views[member.view]).forEach((q, c) => (p[c] += q / model.members.length));
  let kind = 1;
  for (let c = 2; c < p.length; c++) if (p[c] > p[kind]) kind = c;
  return { harm: 1 - p[0], kind: HARM_CLASSES[kind] as HarmKind };
}

/**
 * The probability that a text states a fact that wants a source. Claims take too many shapes for
 * frames alone ("the antennas are why everyone gets migraines", "ton cell t'écoute même fermé"):
 * the words view and whether the text holds a figure.
 */
export function claimProbability(claims: ClaimMember, text: string): number {
  return probabilitiesOf(claims, claimFeatures(wordsOf(text), text))[1];
}
