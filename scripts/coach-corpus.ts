// The coach's labelled corpus (server/src/coach/corpus/), read by the quality benchmark and by
// the harm model's training. en.jsonl and fr.jsonl are the corpus; holdout-*.jsonl are texts kept
// apart to estimate how the coach does on texts it was not built from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HARM_CLASSES, HARM_KINDS, type HarmClass, type HarmKind, type HarmVerdict } from '../server/src/coach/harm-model';
import { trainHarmModel, TRAINING_DEFAULTS, type TrainedModel, type TrainingExample } from '../server/src/coach/model/training';
import type { Language } from '../shared/constants';
import type { DisputeLabel } from '../shared/disputes';
import { loadConfig } from '../server/src/lib/config';
import { coachReviewsPath, type CoachReview } from '../server/src/disputes/review-file';

export const CORPUS_TYPES = ['BLOCKED', 'REFINEMENT', 'fact-check'] as const;
export type CorpusLabel = (typeof CORPUS_TYPES)[number];
export interface CorpusEntry { text: string; labels: CorpusLabel[]; category: string; note?: string; lang: Language }

export const CORPUS_LANGS: Language[] = ['en', 'fr'];
const corpusFile = (lang: Language, prefix: string) => join(__dirname, '..', 'server', 'src', 'coach', 'corpus', `${prefix}${lang}.jsonl`);

/** The corpus of both languages (prefix '') or the held-out texts (prefix 'holdout-'), when present. */
export function loadCorpus(prefix: '' | 'holdout-' = ''): CorpusEntry[] {
  return CORPUS_LANGS.filter((lang) => existsSync(corpusFile(lang, prefix))).flatMap((lang) =>
    readFileSync(corpusFile(lang, prefix), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({ ...(JSON.parse(line) as Omit<CorpusEntry, 'lang'>), lang })),
  );
}

/** What each label an admin gives an overturned dispute means for the corpus: the suggestion types the text should get. */
const LABEL_TYPES: Record<DisputeLabel, CorpusLabel[]> = {
  clean: [],
  threat: ['BLOCKED'],
  selfHarm: ['BLOCKED'],
  hate: ['BLOCKED'],
  doxxing: ['BLOCKED'],
  factClaim: ['fact-check'],
  insult: ['REFINEMENT'],
  generalisation: ['REFINEMENT'],
  profanity: ['REFINEMENT'],
  dismissive: ['REFINEMENT'],
  exclamations: ['REFINEMENT'],
  shouting: ['REFINEMENT'],
};

/**
 * The coach's mistakes as admins labelled them: the overturned disputes of the configured data folder
 * (DATA_DIR/coach-reviews.jsonl, server/src/disputes/review-file.ts), as corpus entries. None when the file is missing.
 */
export function loadReviews(dataDir = loadConfig().dataDir): CorpusEntry[] {
  const file = coachReviewsPath(dataDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CoachReview)
    .map((review) => ({
      text: review.text,
      labels: LABEL_TYPES[review.label],
      category: review.label === 'clean' ? 'clean-review' : review.label,
      note: `overturned dispute of ${review.rules.join(', ') || 'the coach'}`,
      lang: review.language,
    }));
}

/** What the harm model learns of an entry: the kind of hard block it calls for, or none. */
export const harmOf = (entry: CorpusEntry): HarmClass =>
  entry.labels.includes('BLOCKED') && (HARM_CLASSES as readonly string[]).includes(entry.category) ? (entry.category as HarmClass) : 'none';

export const FOLDS = 5;
/** Cross-validation: entry i belongs to fold i % FOLDS (the files are grouped by category, so every fold gets each). */
export const foldOf = (index: number) => index % FOLDS;

/** What the harm model is trained on: the kind of hard block, and whether the text wants a source. */
export const harmExamples = (entries: CorpusEntry[]): TrainingExample[] => entries.map((entry) => ({ text: entry.text, harm: harmOf(entry), claim: entry.labels.includes('fact-check') }));

/** One harm model per fold, each trained on the other folds: scores for texts it never saw. */
export function foldModels(corpus: CorpusEntry[], options = TRAINING_DEFAULTS): TrainedModel[] {
  return Array.from({ length: FOLDS }, (_, fold) => trainHarmModel(harmExamples(corpus.filter((_, i) => foldOf(i) !== fold)), options));
}

export interface ThresholdChoice { threshold: number; caught: number; wrong: number }

/**
 * Each kind's threshold, so that together they catch the most harmful texts with at most `budget`
 * wrong blocks (of equal catches, the fewest wrong blocks). A knapsack over the kinds: for each
 * kind in turn, the best catch for every number of wrong blocks spent so far; exact, and quick
 * for four kinds and a budget of a few dozen texts.
 */
export function chooseThresholds(verdicts: HarmVerdict[], harmful: boolean[], candidates: number[], budget: number): Record<HarmKind, ThresholdChoice> {
  const optionsOf = (kind: HarmKind): ThresholdChoice[] => {
    const ofKind = verdicts.flatMap((v, i) => (v.kind === kind ? [{ harm: v.harm, harmful: harmful[i] }] : []));
    return candidates.map((threshold) => ({
      threshold,
      caught: ofKind.filter((v) => v.harm >= threshold && v.harmful).length,
      wrong: ofKind.filter((v) => v.harm >= threshold && !v.harmful).length,
    }));
  };
  type Plan = { caught: number; chosen: Partial<Record<HarmKind, ThresholdChoice>> };
  let best = new Map<number, Plan>([[0, { caught: 0, chosen: {} }]]);
  for (const kind of HARM_KINDS) {
    const options = optionsOf(kind);
    const next = new Map<number, Plan>();
    for (const [spent, plan] of best) {
      for (const option of options) {
        const total = spent + option.wrong;
        const caught = plan.caught + option.caught;
        if (total > budget || (next.get(total)?.caught ?? -1) >= caught) continue;
        next.set(total, { caught, chosen: { ...plan.chosen, [kind]: option } });
      }
    }
    best = next;
  }
  const [, plan] = [...best].reduce((a, b) => (b[1].caught > a[1].caught || (b[1].caught === a[1].caught && b[0] < a[0]) ? b : a));
  return plan.chosen as Record<HarmKind, ThresholdChoice>;
}
