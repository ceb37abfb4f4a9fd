import { loadHarmModel, type HarmVerdict } from '../server/src/coach/harm-model';
import { trainHarmModel, TRAINING_DEFAULTS, trainingFingerprint, type TrainedModel } from '../server/src/coach/model/training';
import { chooseThresholds, FOLDS, foldModels, harmExamples, harmOf, loadCorpus, loadReviews } from './coach-corpus';

const corpus = loadCorpus();

// Retraining on the whole corpus takes minutes: the shipped model records a fingerprint of what it
// was trained from (texts, labels, options, word classes) instead, and `npm run train:coach`,
// deterministic, makes the same bytes from the same fingerprint. Training adds the data folder's overturned disputes.
test('the shipped harm model was trained from the corpus as it stands (else run `npm run train:coach`)', () => {
  expect(loadHarmModel().trainedOn).toBe(trainingFingerprint(harmExamples([...corpus, ...loadReviews()])));
});

test('an entry is to be blocked as its category says, or not at all', () => {
  const kinds = new Set(corpus.map(harmOf));
  expect([...kinds].sort()).toEqual(['doxxing', 'hate', 'none', 'selfHarm', 'threat']);
  expect(harmOf({ text: 'x', labels: ['REFINEMENT'], category: 'insult', lang: 'en' })).toBe('none');
  expect(harmOf({ text: 'x', labels: ['BLOCKED'], category: 'threat', lang: 'en' })).toBe('threat');
});

test('cross-validation: each fold model is trained without its own texts', () => {
  const small = corpus.filter((_, i) => i % 40 === 0);
  // Two passes instead of fifteen: which texts a model saw is the question here, not how well it learned them.
  const options = { ...TRAINING_DEFAULTS, bucketBits: 16, epochs: 2 };
  const models = foldModels(small, options);
  expect(models).toHaveLength(FOLDS);
  // Every fold's texts are missing from its model: their own word pairs are unknown to it when unique.
  const weightsOf = (model: TrainedModel) => model.members.reduce((n, member) => n + member.weights.values.filter((w) => w !== 0).length, 0);
  const whole = weightsOf(trainHarmModel(harmExamples(small), options));
  for (let fold = 0; fold < FOLDS; fold++) expect(weightsOf(models[fold])).toBeLessThan(whole);
});

describe('chooseThresholds', () => {
  // Threats' look-alikes score high, doxxing's low: one threshold for both would be set by the threats'.
  const scored: [HarmVerdict, boolean][] = [
    [{ kind: 'threat', harm: 0.95 }, true],
    [{ kind: 'threat', harm: 0.9 }, false],
    [{ kind: 'threat', harm: 0.85 }, true],
    [{ kind: 'threat', harm: 0.8 }, false],
    [{ kind: 'doxxing', harm: 0.7 }, true],
    [{ kind: 'doxxing', harm: 0.6 }, true],
    [{ kind: 'doxxing', harm: 0.3 }, false],
    [{ kind: 'hate', harm: 0.99 }, true],
  ];
  const verdicts = scored.map(([v]) => v);
  const harmful = scored.map(([, h]) => h);
  const candidates = [0.99, 0.95, 0.9, 0.85, 0.8, 0.7, 0.6, 0.5];

  test('each kind gets its own threshold, and the kinds together stay within the budget of wrong blocks', () => {
    const chosen = chooseThresholds(verdicts, harmful, candidates, 1);
    expect(chosen.doxxing).toEqual({ threshold: 0.6, caught: 2, wrong: 0 });
    expect(chosen.threat).toEqual({ threshold: 0.85, caught: 2, wrong: 1 });
    expect(chosen.hate.caught).toBe(1);
    // A kind with nothing to catch keeps the highest threshold: no wrong block buys nothing.
    expect(chosen.selfHarm).toEqual({ threshold: 0.99, caught: 0, wrong: 0 });
  });

  test('with no budget, no wrong block at all', () => {
    const chosen = chooseThresholds(verdicts, harmful, candidates, 0);
    expect(chosen.threat).toEqual({ threshold: 0.95, caught: 1, wrong: 0 });
    expect(Object.values(chosen).reduce((n, c) => n + c.wrong, 0)).toBe(0);
  });
});
