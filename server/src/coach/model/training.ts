// Trains the harm model's regressions (harm-model.ts) from labelled texts. No maintained
// JavaScript library trains one over hashed string features (ml-logistic-regression and natural's
// classifier build dense matrices of the vocabulary), and the whole of it fits in this file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { featureValue, HARM_CLASSES, HARM_VIEWS, probabilities, viewsOf } from '../harm-model';
import type { ClaimMember, HarmClass, HarmMember, HarmModelFile, HarmView, WeightTable } from '../harm-model';
import { bucketsOf, claimFeatures, harmFeatures, WORD_CLASSES_FILE } from './features';

export interface TrainingExample { text: string; harm: HarmClass; claim?: boolean }

/**
 * l2 is the harm members' decay, claimsL2 the claims member's. In cross-validation a stronger decay
 * for the harm members (3e-4 against 3e-5) caught 2 more points of harmful texts within the same
 * budget of wrong blocks; the claims member does best with the weaker one.
 *
 * Features are hashed into 2^bucketBits buckets. Measured on one fold of the cross-validation
 * (the model alone, at the same budget of wrong blocks): at 2^20 buckets the collisions cost 3
 * points of recall against 2^23, where the model caught as many as with a weight per feature
 * string. Saved weights are integers of weightBits bits (16 bits did no better than 8), of the
 * buckets that at least minCount training texts hold (claimsMinCount for the claims member). The
 * words of one text alone are most of the weights, and they matter: leaving them out (a count of
 * 2) made a file of 1.8 MB instead of 5.1 MB on that fold, but caught 0.9 points fewer harmful
 * texts there (claims F1 0.911 against 0.925), and on the held-out texts 2 fewer harmful ones,
 * with a clean one wrongly blocked.
 */
export interface TrainingOptions {
  epochs: number;
  l2: number;
  claimsL2: number;
  learningRate: number;
  seed: number;
  bucketBits: number;
  weightBits: 8 | 16;
  minCount: number;
  claimsMinCount: number;
}
export const TRAINING_DEFAULTS: TrainingOptions = {
  epochs: 15,
  l2: 3e-4,
  claimsL2: 3e-5,
  learningRate: 1,
  seed: 42,
  bucketBits: 23,
  weightBits: 8,
  minCount: 1,
  claimsMinCount: 1,
};

export type TrainedModel = Omit<HarmModelFile, 'thresholds' | 'claimThreshold'>;

/** One harm member for each view (HARM_VIEWS), trained on the same examples; and the claims member when some example is a claim. */
export function trainHarmModel(examples: TrainingExample[], options: TrainingOptions = TRAINING_DEFAULTS): TrainedModel {
  const read = examples.map((e) => readForTraining(e.text, options.bucketBits));
  const labels = examples.map((e) => HARM_CLASSES.indexOf(e.harm));
  const members: HarmMember[] = HARM_VIEWS.map((view) => ({
    view,
    ...trainMember(read.map((r, i) => ({ ...r[view], y: labels[i] })), options, { l2: options.l2, minCount: options.minCount }, HARM_CLASSES.length),
  }));
  if (!examples.some((e) => e.claim)) return { classes: HARM_CLASSES, members };
  const claimData = read.map((r, i) => ({ ...r.claims, y: examples[i].claim ? 1 : 0 }));
  const claims = trainMember(claimData, options, { l2: options.claimsL2, minCount: options.claimsMinCount }, 2);
  return { classes: HARM_CLASSES, members, claims };
}

interface Read { buckets: Int32Array; n: number }

/**
 * The buckets each view of a text falls in. Reading is most of a small training's time, and the
 * cross-validation trains on the same texts again and again: each text is read once per process.
 */
const readTexts = new Map<string, Record<HarmView | 'claims', Read>>();
function readForTraining(text: string, bits: number): Record<HarmView | 'claims', Read> {
  const key = `${bits} ${text}`;
  let read = readTexts.get(key);
  if (!read) {
    const of = (features: string[]) => ({ buckets: bucketsOf(features, bits), n: features.length });
    read = { wordsAndLetters: of(viewsOf(text).wordsAndLetters), claims: of(claimFeatures(harmFeatures(text), text)) };
    readTexts.set(key, read);
  }
  return read;
}

/**
 * Stochastic gradient descent with Adagrad steps and L2 decay on the cross-entropy loss. The
 * order of examples comes from a seeded generator, so the same corpus gives the same model.
 */
type MemberOptions = Pick<TrainingOptions, 'l2' | 'minCount'>;
function trainMember(data: (Read & { y: number })[], options: TrainingOptions, { l2, minCount }: MemberOptions, classes: number): ClaimMember {
  const weights: WeightTable = { bits: options.bucketBits, columns: classes, scale: 1, values: new Float64Array(classes << options.bucketBits) };
  const w = weights.values;
  const squares = new Float64Array(w.length);
  const bias = new Array<number>(classes).fill(0);
  const biasSquares = new Array<number>(classes).fill(0);
  const random = seeded(options.seed);
  const order = data.map((_, i) => i);
  const step = (g: number, squares: Float64Array | number[], i: number) => {
    squares[i] += g * g;
    return (options.learningRate / Math.sqrt(squares[i] + 1e-8)) * g;
  };

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const { buckets, n, y } = data[index];
      const p = probabilities(bias, weights, buckets, n);
      const value = featureValue(n);
      for (let c = 0; c < classes; c++) {
        const error = p[c] - (c === y ? 1 : 0);
        bias[c] -= step(error, biasSquares, c);
        for (const bucket of buckets) {
          const i = bucket * classes + c;
          w[i] -= step(error * value + l2 * w[i], squares, i);
        }
      }
    }
  }
  const texts = new Uint32Array(1 << options.bucketBits);
  for (const { buckets } of data) for (const bucket of buckets) texts[bucket]++;
  return { bias, weights: quantise(weights, options.weightBits, (bucket) => texts[bucket] >= minCount) };
}

/**
 * A dense table as integers of `bits` bits and one scale, of the buckets to keep whose weights
 * are not all 0 once rounded, and without its first column: each class's weight becomes its
 * difference from the first class's, which changes no probability.
 */
export function quantise(table: WeightTable, bits: 8 | 16, keep: (bucket: number) => boolean = () => true): WeightTable {
  const { columns, values } = table;
  const relative = (bucket: number, c: number) => (values[bucket * columns + c] - values[bucket * columns]) * table.scale;
  const buckets = values.length / columns;
  let largest = 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    if (keep(bucket)) for (let c = 1; c < columns; c++) largest = Math.max(largest, Math.abs(relative(bucket, c)));
  }
  const scale = largest / (2 ** (bits - 1) - 1) || 1;
  const rows: number[] = [];
  const kept: number[] = [];
  for (let bucket = 0; bucket < buckets; bucket++) {
    if (!keep(bucket)) continue;
    const row = Array.from({ length: columns - 1 }, (_, c) => Math.round(relative(bucket, c + 1) / scale) || 0);
    if (row.every((v) => v === 0)) continue;
    rows.push(bucket);
    kept.push(...row);
  }
  return { bits: table.bits, columns: columns - 1, scale, rows: Uint32Array.from(rows), values: bits === 8 ? Int8Array.from(kept) : Int16Array.from(kept) };
}

/**
 * What a model is trained from: the examples, the options and the word classes. The saved model
 * records it, so a test can tell, without training, that the corpus changed since.
 */
export function trainingFingerprint(examples: TrainingExample[], options: TrainingOptions = TRAINING_DEFAULTS): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ examples, options }));
  hash.update(readFileSync(WORD_CLASSES_FILE));
  return hash.digest('hex').slice(0, 32);
}

/** A small deterministic generator (LCG): reproducible shuffles. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
