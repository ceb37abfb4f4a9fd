// Quality benchmark of the offline coach (`npm run bench:coach`, add `--verbose` to list mistakes,
// `--quick` to time one text in ten: the latency of every text, 25 times over, takes most of the run).
// Not a test: it prints precision/recall per language and type, the rate of clean texts
// wrongly BLOCKED and analysis latency, and always exits 0. Corpus: server/src/coach/corpus/
// (en.jsonl, fr.jsonl: the benchmark; holdout-*.jsonl: texts neither the rules nor the harm model
// were built from, scored apart as an estimate of how the coach generalises; keep them out of
// rule tuning and training). On the corpus, each text is read by a coach whose harm model was
// trained without it (cross-validation); the rules, tuned on the corpus, have seen them all.
import { performance } from 'node:perf_hooks';
import { everyKind, loadHarmModel } from '../server/src/coach/harm-model';
import { createLocalCoach } from '../server/src/coach/local';
import { createServerI18n } from '../server/src/lib/i18n';
import { benchProvider, providerRequested } from './bench-provider';
import type { Language } from '../shared/constants';
import { CORPUS_LANGS as LANGS, CORPUS_TYPES as TYPES, foldModels, foldOf, loadCorpus, loadReviews, type CorpusEntry as Entry, type CorpusLabel as Scored } from './coach-corpus';

interface Result extends Entry { got: Scored[] }
const RUNS = 20;
const WARM_UP = 5;
const verbose = process.argv.includes('--verbose');
const quick = process.argv.includes('--quick');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const fmt = (n: number) => (Number.isNaN(n) ? '  -  ' : n.toFixed(3));
const pad = (s: string | number, n: number) => String(s).padEnd(n);

async function main() {
  // `-- --provider openai`: the configured OpenAI-compatible coach instead of the local one (bench-provider.ts).
  if (providerRequested()) return benchProvider({ scores, mistakes });
  const t = createServerI18n();
  const loading = performance.now();
  const model = loadHarmModel();
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(`harm model loaded in ${(performance.now() - loading).toFixed(0)} ms; the process then holds RSS ${mb(rss)} MB, heap ${mb(heapUsed)} MB\n`);
  const coach = await createLocalCoach(t, model);
  const entries = loadCorpus();
  const analyse = (e: { text: string; lang: Language }, by = coach) => by.analyze(e.text, { kind: 'post', fallbackLanguage: e.lang });
  const run = async (items: Entry[], coachOf: (index: number) => typeof coach = () => coach) => {
    const results: Result[] = [];
    for (const [i, e] of items.entries()) {
      const types = new Set((await analyse(e, coachOf(i))).map((s) => s.type));
      results.push({ ...e, got: TYPES.filter((type) => types.has(type)) });
    }
    return results;
  };

  // Latency: a warm-up (the regular expressions are compiled and optimised lazily), then every
  // text RUNS times; and 500-character texts on their own. Wall-clock time of one analyze() call,
  // measured first, while the process holds one model as the server does: the cross-validation's
  // five more models would make the garbage collector's pauses, not the coach, the p99.
  const time = async (items: { text: string; lang: Language }[]) => {
    for (let i = 0; i < WARM_UP; i++) for (const e of items) await analyse(e);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const e of items) {
        const start = performance.now();
        await analyse(e);
        ms.push(performance.now() - start);
      }
    }
    return ms.sort((a, b) => a - b);
  };
  const timed = quick ? entries.filter((_, i) => i % 10 === 0) : entries;
  const all = await time(timed);
  const long = timed.map((e) => ({ lang: e.lang, text: fitTo500(e.text) }));
  const ms500 = await time(long);
  console.log(`latency, all texts (${all.length} runs): p50 ${percentile(all, 50).toFixed(3)} ms, p99 ${percentile(all, 99).toFixed(3)} ms`);
  console.log(`latency, 500-character texts (${ms500.length} runs): p50 ${percentile(ms500, 50).toFixed(3)} ms, p99 ${percentile(ms500, 99).toFixed(3)} ms\n`);
  console.log(`Coach quality benchmark: ${entries.length} texts (${LANGS.map((l) => `${l} ${entries.filter((e) => e.lang === l).length}`).join(', ')}), the harm model cross-validated\n`);
  const foldCoaches = await Promise.all(foldModels(entries).map((fold) => createLocalCoach(t, { ...fold, thresholds: model.thresholds, claimThreshold: model.claimThreshold })));
  const results = await run(entries, (i) => foldCoaches[foldOf(i)]);
  scores(results);
  mistakes(results);

  // The coach's mistakes admins labelled when overturning disputes: how the model does on them now.
  const reviews = loadReviews();
  if (reviews.length) {
    const reviewed = await run(reviews);
    const agreed = reviewed.filter((r) => TYPES.filter((t) => r.labels.includes(t)).join() === r.got.join()).length;
    console.log(`\nOverturned disputes (the data folder's coach-reviews.jsonl): ${reviews.length}, the coach now agrees with the admin's label on ${agreed} (${fmt(agreed / reviews.length)})`);
  }

  // A held-out file exists only between the moment it is written and the moment it is folded in.
  const holdout = loadCorpus('holdout-');
  if (!holdout.length) return;
  console.log(`\nHeld-out texts, not used to tune the rules nor to train the model: ${holdout.length}\n`);
  const heldOut = await run(holdout);
  scores(heldOut);
  // What the model adds: the same texts read by the rules alone (a model that never reaches its threshold).
  const rulesOnly = await createLocalCoach(t, { ...model, thresholds: everyKind(Infinity) });
  const toBlock = holdout.filter((e) => e.labels.includes('BLOCKED'));
  const caught = toBlock.filter((e) => rulesOnly.hardBlocks(e.text, e.lang).length).length;
  console.log(`BLOCKED recall of the rules alone: ${fmt(caught / toBlock.length)} (${caught} of ${toBlock.length})`);
  mistakes(heldOut);
}

function scores(results: Result[]) {
  console.log(`${pad('lang', 5)}${pad('type', 12)}${pad('TP', 5)}${pad('FP', 5)}${pad('FN', 5)}${pad('precision', 11)}${pad('recall', 8)}F1`);
  for (const lang of [...LANGS, 'all'] as const) {
    const subset = results.filter((r) => lang === 'all' || r.lang === lang);
    for (const type of TYPES) {
      const tp = subset.filter((r) => r.labels.includes(type) && r.got.includes(type)).length;
      const fp = subset.filter((r) => !r.labels.includes(type) && r.got.includes(type)).length;
      const fn = subset.filter((r) => r.labels.includes(type) && !r.got.includes(type)).length;
      const p = tp / (tp + fp);
      const rc = tp / (tp + fn);
      const f1 = (2 * p * rc) / (p + rc);
      console.log(`${pad(lang, 5)}${pad(type, 12)}${pad(tp, 5)}${pad(fp, 5)}${pad(fn, 5)}${pad(fmt(p), 11)}${pad(fmt(rc), 8)}${fmt(f1)}`);
    }
    const clean = subset.filter((r) => r.labels.length === 0);
    const wronglyBlocked = clean.filter((r) => r.got.includes('BLOCKED')).length;
    const flagged = clean.filter((r) => r.got.length > 0).length;
    console.log(`${pad(lang, 5)}clean texts: ${clean.length}, wrongly BLOCKED ${wronglyBlocked} (${((100 * wronglyBlocked) / clean.length).toFixed(1)}%), given any suggestion but VALIDATION ${flagged} (${((100 * flagged) / clean.length).toFixed(1)}%)\n`);
  }
}

function mistakes(results: Result[]) {
  const wrong = results.filter((r) => TYPES.filter((t) => r.labels.includes(t)).join() !== r.got.join());
  console.log(`\n${wrong.length} texts where the suggestion types differ from the labels${verbose ? ':' : ' (--verbose lists them)'}`);
  if (verbose) {
    for (const r of wrong) console.log(`  [${r.lang}] ${r.category}: expected [${r.labels.join(', ')}] got [${r.got.join(', ')}]  ${JSON.stringify(r.text.length > 160 ? `${r.text.slice(0, 157)}...` : r.text)}`);
  }
}

/** Repeats a text (separated by spaces) and cuts it at exactly 500 characters. */
function fitTo500(text: string): string {
  let s = text;
  while (s.length < 500) s += ` ${text}`;
  return s.slice(0, 500);
}

main().catch((error: unknown) => {
  console.error(error);
}).finally(() => {
  process.exitCode = 0;
});
