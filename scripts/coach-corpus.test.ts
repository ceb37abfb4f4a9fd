import { loadHarmModel, trainHarmModel, type HarmModelFile, type HarmVerdict } from '../server/src/coach/harm-model';
import { chooseThresholds, FOLDS, foldModels, harmExamples, harmOf, loadCorpus } from './coach-corpus';

const corpus = loadCorpus();

test('the shipped harm model is the one `npm run train:coach` makes from the corpus as it stands', () => {
  const shipped = loadHarmModel();
  const trained = trainHarmModel(harmExamples(corpus));
  expect(shipped.members.map((m) => m.view)).toEqual(trained.members.map((m) => m.view));
  shipped.members.forEach((member, i) => {
    expect(member.bias).toEqual(trained.members[i].bias);
    expect(member.weights).toEqual(trained.members[i].weights);
  });
  expect(shipped.claims).toEqual(trained.claims);
});

test('an entry is to be blocked as its category says, or not at all', () => {
  const kinds = new Set(corpus.map(harmOf));
  expect([...kinds].sort()).toEqual(['doxxing', 'hate', 'none', 'selfHarm', 'threat']);
  expect(harmOf({ text: 'x', labels: ['REFINEMENT'], category: 'insult', lang: 'en' })).toBe('none');
  expect(harmOf({ text: 'x', labels: ['BLOCKED'], category: 'threat', lang: 'en' })).toBe('threat');
});

test('cross-validation: each fold model is trained without its own texts', () => {
  const small = corpus.filter((_, i) => i % 40 === 0);
  const models = foldModels(small);
  expect(models).toHaveLength(FOLDS);
  // Every fold's texts are missing from its model: their own word pairs are unknown to it when unique.
  const weightsOf = (model: Omit<HarmModelFile, 'thresholds'>) => model.members.reduce((n, member) => n + Object.keys(member.weights).length, 0);
  const whole = weightsOf(trainHarmModel(harmExamples(small)));
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
