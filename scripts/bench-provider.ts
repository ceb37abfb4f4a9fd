// `npm run bench:coach -- --provider openai`: scores the OpenAI-compatible coach the environment
// configures (OPENAI_MODE chat or guard, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY), the local
// coach's hard blocks on top as in the server, on the held-out texts and then the corpus. No
// cross-validation: the remote model never trained on the corpus. `--concurrency N` (default 4)
// bounds the requests in flight; `--sample N` scores about N texts of each set, spread over its
// categories, since a classifier on a CPU reads the 45,000 texts of the corpus in hours.
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { configuredRemoteCoach } from '../server/src/coach/configured';
import { createLocalCoach } from '../server/src/coach/local';
import type { CoachProvider } from '../server/src/coach/provider';
import { loadConfig } from '../server/src/lib/config';
import { createServerI18n } from '../server/src/lib/i18n';
import { CORPUS_TYPES as TYPES, loadCorpus, type CorpusEntry, type CorpusLabel } from './coach-corpus';

export type ScoredEntry = CorpusEntry & { got: CorpusLabel[] };
interface Report {
  scores(results: ScoredEntry[]): void;
  mistakes(results: ScoredEntry[]): void;
}

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** Whether the benchmark was asked to score a provider other than the local coach. */
export const providerRequested = () => option('--provider') !== undefined;

/** Every `step`-th text, so that a sample of files grouped by category keeps every category. */
const spread = (entries: CorpusEntry[], size: number) => (size >= entries.length ? entries : entries.filter((_, i) => i % Math.ceil(entries.length / size) === 0));

/** Reads `entries` with at most `concurrency` requests in flight, in the entries' order. */
async function readAll(coach: CoachProvider, entries: CorpusEntry[], concurrency: number): Promise<ScoredEntry[]> {
  const results: ScoredEntry[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const i = next++;
      const types = new Set((await coach.analyze(entries[i].text, { kind: 'post', fallbackLanguage: entries[i].lang })).map((s) => s.type));
      results[i] = { ...entries[i], got: TYPES.filter((type) => types.has(type)) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

export async function benchProvider(report: Report): Promise<void> {
  if (option('--provider') !== 'openai') {
    console.error(`unknown provider ${JSON.stringify(option('--provider'))}: the one provider besides the local coach is "openai"`);
    return;
  }
  const config = loadConfig();
  const t = createServerI18n();
  // Each time the remote server fails or times out, the provider logs a warning and the local coach answers: counted.
  let fallbacks = 0;
  const logger = pino({ level: 'warn' }, { write: () => void fallbacks++ });
  const coach = configuredRemoteCoach(config.openai, { local: await createLocalCoach(t), t, logger });
  if (!coach) {
    console.error('No OpenAI-compatible coach is configured: set OPENAI_MODE=guard and OPENAI_BASE_URL, or OPENAI_API_KEY for a chat model.');
    return;
  }
  const concurrency = Math.max(1, Number(option('--concurrency') ?? 4) || 1);
  const sample = Number(option('--sample') ?? Infinity) || Infinity;
  const { mode, model, baseUrl } = config.openai;
  console.log(`Provider: OpenAI-compatible, ${mode} mode, model ${model} at ${baseUrl ?? 'the SDK default'}; ${concurrency} requests at a time\n`);
  for (const [name, prefix] of [['Held-out texts', 'holdout-'], ['Corpus texts', '']] as const) {
    const entries = spread(loadCorpus(prefix), sample);
    if (!entries.length) continue;
    fallbacks = 0;
    const start = performance.now();
    const results = await readAll(coach, entries, concurrency);
    const seconds = (performance.now() - start) / 1000;
    const perText = ((1000 * seconds) / entries.length).toFixed(0);
    console.log(`${name}: ${entries.length}, read in ${seconds.toFixed(0)} s (${perText} ms a text at ${concurrency} at a time);`);
    console.log(`the remote server failed or timed out on ${fallbacks}, where the local coach answered alone\n`);
    report.scores(results);
    report.mistakes(results);
    console.log('');
  }
}
