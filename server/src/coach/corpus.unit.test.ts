// The coach benchmark's corpus (scripts/bench-coach.ts) is well-formed. Scores are not tested:
// `npm run bench:coach` measures them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LABELS = ['BLOCKED', 'REFINEMENT', 'fact-check'];
const CATEGORIES = [
  'threat', 'selfHarm', 'hate', 'doxxing', 'insult', 'profanity', 'shouting', 'exclamations', 'generalisation', 'dismissive', 'factClaim',
  'clean-everyday', 'clean-heated-civil', 'clean-news-with-link', 'clean-joke', 'clean-scunthorpe', 'clean-question',
];

const file = (name: string) => join(__dirname, 'corpus', `${name}.jsonl`);
// Held-out files are written apart and folded into the corpus once scored: there may be none.
const HOLDOUT = ['holdout-en', 'holdout-fr'].filter((name) => existsSync(file(name)));
const load = (name: string) =>
  readFileSync(file(name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Text, known labels without repeats, a known category; clean categories carry no label, the others at least one. */
function isValidEntry(entry: Record<string, unknown>): boolean {
  const { text, labels, category, note } = entry;
  return (
    typeof text === 'string' &&
    text.trim().length > 0 &&
    Array.isArray(labels) &&
    labels.every((label) => LABELS.includes(label as string)) &&
    new Set(labels).size === labels.length &&
    typeof category === 'string' &&
    CATEGORIES.includes(category) &&
    (labels.length === 0) === category.startsWith('clean-') &&
    (note === undefined || typeof note === 'string')
  );
}

describe('coach benchmark corpus', () => {
  const corpus = { en: load('en'), fr: load('fr') };

  it('holds at least 300 texts, at least 150 per language', () => {
    expect(corpus.en.length).toBeGreaterThanOrEqual(150);
    expect(corpus.fr.length).toBeGreaterThanOrEqual(150);
    expect(corpus.en.length + corpus.fr.length).toBeGreaterThanOrEqual(300);
  });

  it.each(['en', 'fr'] as const)('%s: every line is a valid entry', (lang) => {
    // Checked without an expect per line (23,000 lines took 15 s); the failure lists the bad lines.
    expect(corpus[lang].filter((entry) => !isValidEntry(entry))).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('%s: every category is present and at least 35%% of texts are clean', (lang) => {
    const categories = new Set(corpus[lang].map((entry) => entry.category));
    for (const category of CATEGORIES) expect(categories).toContain(category);
    const clean = corpus[lang].filter((entry) => (entry.labels as unknown[]).length === 0).length;
    expect(clean / corpus[lang].length).toBeGreaterThanOrEqual(0.35);
  });

  it.each(HOLDOUT.length ? HOLDOUT : ['(none)'])('%s: the held-out texts are valid entries too', (name) => {
    for (const entry of HOLDOUT.length ? load(name) : []) {
      expect(typeof entry.text).toBe('string');
      expect((entry.labels as unknown[]).every((label) => LABELS.includes(label as string))).toBe(true);
      expect(CATEGORIES).toContain(entry.category);
    }
  });

  it('has no duplicate text, and no held-out text in the benchmark', () => {
    const texts = [...corpus.en, ...corpus.fr, ...HOLDOUT.flatMap(load)].map((entry) => entry.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
