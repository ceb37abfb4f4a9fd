import { loadHarmModel, trainHarmModel, type HarmModelFile } from '../server/src/coach/harm-model';
import { FOLDS, foldModels, harmExamples, harmOf, loadCorpus } from './coach-corpus';

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
  const weightsOf = (model: Omit<HarmModelFile, 'threshold'>) => model.members.reduce((n, member) => n + Object.keys(member.weights).length, 0);
  const whole = weightsOf(trainHarmModel(harmExamples(small)));
  for (let fold = 0; fold < FOLDS; fold++) expect(weightsOf(models[fold])).toBeLessThan(whole);
});
