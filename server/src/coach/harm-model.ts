// The learned half of the local coach's hard blocks. Word rules (lexicon.ts, frames.ts) only catch
// the shapes someone wrote down; this model weighs every word and word pair of a text against the
// labelled corpus, so a threat phrased in a new way ("I own a shovel and a very big backyard")
// can still add up to one. It is a pair of multinomial logistic regressions over sparse features,
// one reading words, one reading words and the letters inside them ("menacent", "menaçait" share
// "enac"), whose probabilities are averaged: each alone is sure of itself on texts it has never
// seen, and where they disagree the average is not. No maintained JavaScript library trains one
// over string features (ml-logistic-regression and natural's classifier build dense matrices),
// and the whole of it fits in this file. A third regression of the same kind, the claims member,
// reads the words for unsourced factual claims, which take more shapes than the claim frames
// name. `npm run train:coach` trains them from the corpus and writes harm-model.json.gz.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { WORD_CLASSES } from './frames';
import { detailsText, LEXICON, personalDetails } from './lexicon';
import { normalise } from './normalise';

/** What the model tells apart: harmless text, and the four kinds of hard block. */
export const HARM_CLASSES = ['none', 'threat', 'selfHarm', 'hate', 'doxxing'] as const;
export type HarmClass = (typeof HARM_CLASSES)[number];
export type HarmKind = Exclude<HarmClass, 'none'>;
export const HARM_KINDS = HARM_CLASSES.filter((c): c is HarmKind => c !== 'none');

/** What a member of the model reads of a text. */
export const HARM_VIEWS = ['words', 'wordsAndLetters'] as const;
export type HarmView = (typeof HARM_VIEWS)[number];

export interface HarmMember {
  view: HarmView;
  bias: number[];
  /** Feature -> one weight per class. */
  weights: Record<string, number[]>;
}

/** A two-class regression (no claim, claim) over the words view. */
export type ClaimMember = Pick<HarmMember, 'bias' | 'weights'>;

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
}

export interface HarmVerdict { harm: number; kind: HarmKind }

/** The same threshold for every kind of harm. */
export const everyKind = (threshold: number) => Object.fromEntries(HARM_KINDS.map((kind) => [kind, threshold])) as Record<HarmKind, number>;

/** Whether a verdict reaches the threshold of its kind. */
export const isHarmful = (model: Pick<HarmModelFile, 'thresholds'>, verdict: HarmVerdict) => verdict.harm >= model.thresholds[verdict.kind];

// Compressed: the JSON of half a million weights is five times larger than its gzip.
export const HARM_MODEL_FILE = join(__dirname, 'harm-model.json.gz');
export const loadHarmModel = (): HarmModelFile => JSON.parse(gunzipSync(readFileSync(HARM_MODEL_FILE)).toString('utf8')) as HarmModelFile;
export const saveHarmModel = (model: HarmModelFile) => writeFileSync(HARM_MODEL_FILE, gzipSync(`${JSON.stringify(model)}\n`, { level: 9 }));

/** Other details that find a person: a social handle, a time of day, a licence plate (in capitals, as plates are written), an IP address. */
const LOCATING: Record<string, (text: string, raw: string) => boolean> = {
  handle: (_, raw) => LEXICON.handle.test(raw),
  ip: (text) => /\b(?:\d{1,3}\.){3}\d{1,3}\b/.test(text),
  time: (_, raw) => /\b(?:[01]?\d|2[0-3])(?::[0-5]\d| ?h(?:[0-5]\d)?\b| ?(?:am|pm)\b)|\b(?:at|a|vers|around|after|apres) (?:[1-9]|1[0-2])\b(?! ?(?:%|\$|km|kg|ans|years))/.test(raw),
  plate: (text, raw) =>
    /\b(?:[A-Z]{1,3}[ -]?\d{2,4}(?:[ -]?[A-Z]{1,3})?|\d{1,3}[ -]?[A-Z]{2,4}|[A-Z]\d{2}[ -]?[A-Z]{3}|[A-Z]{2}-\d{3}-[A-Z]{2})\b/.test(text) && /\b(?:plates?|plaques?|immatricul\w*|licen[cs]e)\b/.test(raw),
};

/** Emoji that stand for a weapon or for death, read as the word classes they stand for. */
const EMOJI_CLASSES: Record<string, RegExp> = { weapon: /🔫|🔪|🪓|💣|🧨|🪢|⛓|🔨|🪚/u, outcome: /⚰|🪦|🩸|🚑/u };
/** Every emoji, and every skin tone apart from the emoji it colours: coded hate leans on them (🐒, 🏃🏿). */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}/gu;

/**
 * The features of a text: its words and word pairs after the dodges are undone (normalise), pairs
 * across one word ("kill … you"); the same of its shape, where words of frames.ts's classes
 * stand as their class ("gonna take a @weapon to that @person"); and whether it holds a phone
 * number, an email, a street address, a social handle, a time of day or a licence plate, which no
 * word list can name; and its emoji, which normalising drops.
 */
export function harmFeatures(text: string): string[] {
  const norm = normalise(text);
  const found = new Set<string>();
  const addPairs = (words: string[], keep: (a: string, b: string) => boolean) =>
    words.forEach((word, i) => {
      if (keep(word, word)) found.add(word);
      if (i + 1 < words.length && keep(word, words[i + 1])) found.add(`${word} ${words[i + 1]}`);
      if (i + 2 < words.length && keep(word, words[i + 2])) found.add(`${word} _ ${words[i + 2]}`);
    });
  addPairs(norm.split(' '), () => true);
  // Of the shape, only what involves a class: the words themselves are counted above.
  const shape = Object.entries(WORD_CLASSES).reduce((s, [name, pattern]) => s.replace(pattern, `@${name}`), norm);
  addPairs(shape.split(' '), (a, b) => a.startsWith('@') || b.startsWith('@'));
  const raw = detailsText(text);
  const details = personalDetails(raw);
  for (const kind of ['phone', 'email', 'address'] as const) if (details[kind]) found.add(`#${kind}`);
  for (const [kind, holds] of Object.entries(LOCATING)) if (holds(text, raw)) found.add(`#${kind}`);
  // Normalising drops emoji; these few say what a word would ("j'ai sorti le 12 🔫").
  for (const [name, emoji] of Object.entries(EMOJI_CLASSES)) if (emoji.test(text)) found.add(`@${name}`);
  for (const emoji of text.match(EMOJI) ?? []) found.add(`%${emoji}`);
  return [...found];
}

/**
 * The letters inside a text's words: the runs of 4 and 5 letters of each word of 4 letters or
 * more, its ends marked ("<menac", "ent>"), so that a new form of a known word is not a new word.
 */
export function letterFeatures(text: string): string[] {
  const found = new Set<string>();
  for (const word of normalise(text).split(' ')) {
    if (word.length < 4) continue;
    const marked = `<${word}>`;
    for (let n = 4; n <= 5; n++) for (let i = 0; i + n <= marked.length; i++) found.add(`~${marked.slice(i, i + n)}`);
  }
  return [...found];
}

/** What each view reads of a text; the words are read once for both. */
function viewsOf(text: string): Record<HarmView, string[]> {
  const words = wordsOf(text);
  return { words, wordsAndLetters: [...words, ...letterFeatures(text)] };
}

/** The words view of the text read last: the harm members and the claims member read the same text in turn. */
let lastRead = { text: '', words: [] as string[] };
function wordsOf(text: string): string[] {
  if (lastRead.text !== text) lastRead = { text, words: harmFeatures(text) };
  return lastRead.words;
}

/**
 * What each of a text's n features counts: 1/sqrt(n), so a long text is not more harmful for
 * being long; a short text counts as one of 30 features (about ten words), so that a few words
 * cannot decide alone: "your turn next" or "dors bien" share words with threats, and a model
 * that let them weigh fully was sure of harm there. In cross-validation this floor, against one
 * of 6, gained about 3 points of recall at the same number of false blocks.
 */
const featureValue = (n: number) => 1 / Math.sqrt(Math.max(30, n));

/** Class probabilities (softmax) of a text's features; unknown features weigh nothing. */
function probabilities(model: Pick<HarmMember, 'bias' | 'weights'>, features: string[]): number[] {
  const value = featureValue(features.length);
  const logits = [...model.bias];
  for (const feature of features) {
    // Own keys only: "constructor" is an English word, not a weight.
    if (!Object.hasOwn(model.weights, feature)) continue;
    const w = model.weights[feature];
    for (let c = 0; c < logits.length; c++) logits[c] += w[c] * value;
  }
  const max = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export function harmVerdict(model: Pick<HarmModelFile, 'members'>, text: string): HarmVerdict {
  const views = viewsOf(text);
  const p = new Array<number>(HARM_CLASSES.length).fill(0);
  for (const member of model.members) probabilities(member, views[member.view]).forEach((q, c) => (p[c] += q / model.members.length));
  let kind = 1;
  for (let c = 2; c < p.length; c++) if (p[c] > p[kind]) kind = c;
  return { harm: 1 - p[0], kind: HARM_CLASSES[kind] as HarmKind };
}

export interface TrainingExample { text: string; harm: HarmClass; claim?: boolean }
/**
 * l2 is the harm members' decay, claimsL2 the claims member's. In cross-validation a stronger decay
 * for the harm members (3e-4 against 3e-5) caught 2 more points of harmful texts within the same
 * budget of wrong blocks; the claims member does best with the weaker one.
 */
export interface TrainingOptions { epochs: number; l2: number; claimsL2: number; learningRate: number; seed: number }
export const TRAINING_DEFAULTS: TrainingOptions = { epochs: 15, l2: 3e-4, claimsL2: 3e-5, learningRate: 1, seed: 42 };

/**
 * The probability that a text states a fact that wants a source. Claims take too many shapes for
 * frames alone ("the antennas are why everyone gets migraines", "ton cell t'écoute même fermé"):
 * the words view and whether the text holds a figure.
 */
export function claimProbability(claims: ClaimMember, text: string): number {
  return probabilities(claims, claimFeatures(wordsOf(text), text))[1];
}

const claimFeatures = (words: string[], text: string) => (/\d/.test(text) ? [...words, '#figure'] : words);

/** One harm member for each view, trained on the same examples; and the claims member when some example is a claim. */
export function trainHarmModel(examples: TrainingExample[], options: TrainingOptions = TRAINING_DEFAULTS): Omit<HarmModelFile, 'thresholds' | 'claimThreshold'> {
  const views = examples.map((e) => viewsOf(e.text));
  const labels = examples.map((e) => HARM_CLASSES.indexOf(e.harm));
  const members = HARM_VIEWS.map((view) => trainMember(view, views.map((v, i) => ({ features: v[view], y: labels[i] })), options, HARM_CLASSES.length));
  if (!examples.some((e) => e.claim)) return { classes: HARM_CLASSES, members };
  const claimData = examples.map((e, i) => ({ features: claimFeatures(views[i].words, e.text), y: e.claim ? 1 : 0 }));
  const { bias, weights } = trainMember('words', claimData, { ...options, l2: options.claimsL2 }, 2);
  return { classes: HARM_CLASSES, members, claims: { bias, weights } };
}

/**
 * Stochastic gradient descent with Adagrad steps and L2 decay on the cross-entropy loss. The
 * order of examples comes from a seeded generator, so the same corpus gives the same model.
 */
function trainMember(view: HarmView, data: { features: string[]; y: number }[], options: TrainingOptions, classes: number): HarmMember {
  // No prototype: a word such as "constructor" is a feature like any other.
  const weights: Record<string, number[]> = Object.create(null);
  const squares: Record<string, number[]> = Object.create(null);
  const bias = new Array<number>(classes).fill(0);
  const biasSquares = new Array<number>(classes).fill(0);
  const random = seeded(options.seed);
  const order = data.map((_, i) => i);
  const step = (g: number, squares: number[], c: number) => {
    squares[c] += g * g;
    return (options.learningRate / Math.sqrt(squares[c] + 1e-8)) * g;
  };

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const { features, y } = data[index];
      const p = probabilities({ bias, weights }, features);
      const value = featureValue(features.length);
      for (let c = 0; c < classes; c++) {
        const error = p[c] - (c === y ? 1 : 0);
        bias[c] -= step(error, biasSquares, c);
        for (const feature of features) {
          const w = (weights[feature] ??= new Array<number>(classes).fill(0));
          const s = (squares[feature] ??= new Array<number>(classes).fill(0));
          w[c] -= step(error * value + options.l2 * w[c], s, c);
        }
      }
    }
  }
  return { view, bias: bias.map(round), weights: prune(weights) };
}

const round = (n: number) => Math.round(n * 100) / 100 || 0; // never -0: the file holds 0

/** Weights too small to move a verdict are left out of the file. */
function prune(weights: Record<string, number[]>): Record<string, number[]> {
  const kept: Record<string, number[]> = Object.create(null);
  for (const [feature, w] of Object.entries(weights)) if (w.some((x) => Math.abs(x) >= 0.01)) kept[feature] = w.map(round);
  return kept;
}

/** A small deterministic generator (LCG): reproducible shuffles. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
