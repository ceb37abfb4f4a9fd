// The coach's labelled corpus (server/src/coach/corpus/), read by the quality benchmark and by
// the harm model's training. en.jsonl and fr.jsonl are the corpus; holdout-*.jsonl are texts kept
// apart to estimate how the coach does on texts it was not built from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HARM_CLASSES, trainHarmModel, type HarmClass, type HarmModelFile, type TrainingExample } from '../server/src/coach/harm-model';
import type { Language } from '../shared/constants';

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

/** What the harm model learns of an entry: the kind of hard block it calls for, or none. */
export const harmOf = (entry: CorpusEntry): HarmClass =>
  entry.labels.includes('BLOCKED') && (HARM_CLASSES as readonly string[]).includes(entry.category) ? (entry.category as HarmClass) : 'none';

export const FOLDS = 5;
/** Cross-validation: entry i belongs to fold i % FOLDS (the files are grouped by category, so every fold gets each). */
export const foldOf = (index: number) => index % FOLDS;

/** What the harm model is trained on: the kind of hard block, and whether the text wants a source. */
export const harmExamples = (entries: CorpusEntry[]): TrainingExample[] => entries.map((entry) => ({ text: entry.text, harm: harmOf(entry), claim: entry.labels.includes('fact-check') }));

/** One harm model per fold, each trained on the other folds: scores for texts it never saw. */
export function foldModels(corpus: CorpusEntry[]): Omit<HarmModelFile, 'threshold' | 'claimThreshold'>[] {
  return Array.from({ length: FOLDS }, (_, fold) => trainHarmModel(harmExamples(corpus.filter((_, i) => foldOf(i) !== fold))));
}
