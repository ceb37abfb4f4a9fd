import { createServerI18n } from '../lib/i18n';
import { claimProbability, everyKind, HARM_CLASSES, HARM_VIEWS, harmFeatures, harmVerdict, letterFeatures, trainHarmModel, type TrainingExample } from './harm-model';
import { createLocalCoach } from './local';

describe('harmFeatures', () => {
  test('reads words and word pairs after the dodges are undone', () => {
    const features = harmFeatures('I will K I L L y0u');
    expect(features).toEqual(expect.arrayContaining(['kill', 'kill you', 'will _ you']));
  });

  test('a word stands for its class too, so what is learnt of one weapon carries over to another', () => {
    expect(harmFeatures('take a shovel to his knees')).toEqual(expect.arrayContaining(['@weapon', '@weapon to', '@weapon _ his']));
    expect(harmFeatures('un coup de hache dans la gueule')).toEqual(expect.arrayContaining(['@weapon', '@body']));
    // A French verb stem counts only in its verb forms: "tu" the pronoun is no violence.
    expect(harmFeatures('tu viens ce soir ?')).not.toContain('@violent');
    expect(harmFeatures('je vais le tuer')).toContain('@violent');
  });

  test('a phone number, an email and a street address are features no word list holds', () => {
    expect(harmFeatures('call her at 514-555-0199')).toContain('#phone');
    expect(harmFeatures('write to jane.doe@example.com')).toContain('#email');
    expect(harmFeatures('she lives at 12 rue des Lilas')).toContain('#address');
    expect(harmFeatures('the 2 of us at 5')).not.toEqual(expect.arrayContaining(['#phone']));
  });

  test('every emoji is a feature, and a skin tone apart from the emoji it colours', () => {
    expect(harmFeatures('the joggers 🏃🏿‍♂️ are back in the park')).toEqual(expect.arrayContaining(['%🏃', '%🏿', 'joggers']));
    expect(harmFeatures('la culture de l\'auteur 🐒🐒')).toContain('%🐒');
    expect(harmFeatures('see you at the park')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^%/)]));
  });

  test('so are a social handle, a time of day, a licence plate and an IP address', () => {
    expect(harmFeatures('your IP is 86.134.22.17, good luck m8')).toContain('#ip');
    expect(harmFeatures('version 1.2.3 of the app is out')).not.toContain('#ip');
    expect(harmFeatures('her little brother is @maxime.t on insta')).toContain('#handle');
    expect(harmFeatures('email me at jo@example.com')).not.toContain('#handle');
    expect(harmFeatures('your shift ends at 11, right?')).toContain('#time');
    expect(harmFeatures('je finis vers 23h30')).toContain('#time');
    expect(harmFeatures('it costs 5 dollars')).not.toContain('#time');
    expect(harmFeatures('grey Kia, plate FXK 4281, parks on Dandurand')).toContain('#plate');
    expect(harmFeatures('plaque AB-123-CD devant le dépanneur')).toContain('#plate');
    expect(harmFeatures('a plate of 12 cookies')).not.toContain('#plate');
  });

  test('an emoji of a weapon or of death counts as the word it stands for', () => {
    expect(harmFeatures("j'ai sorti le 12 du sous-sol 🔫")).toContain('@weapon');
    expect(harmFeatures('see you soon ⚰️')).toContain('@outcome');
    expect(harmFeatures('see you soon 🙂')).not.toEqual(expect.arrayContaining(['@weapon', '@outcome']));
  });
});

describe('letterFeatures', () => {
  test('reads the runs of letters inside words, so a new form of a known word shares most of them', () => {
    const known = new Set(letterFeatures('ils menacent le maire'));
    const unseen = letterFeatures('il menaçait la mairesse');
    expect(unseen).toEqual(expect.arrayContaining(['~<mena', '~menac', '~mair']));
    expect(unseen.filter((f) => known.has(f)).length).toBeGreaterThan(unseen.length / 3);
    // Short words are read as words only.
    expect(letterFeatures('le')).toEqual([]);
  });
});

describe('trainHarmModel', () => {
  // A small corpus where a made-up code word means a threat: nothing in the rules knows it.
  const examples: TrainingExample[] = [
    ...['the purple bananas are coming for you', 'purple bananas tonight at your door', 'you will get the purple bananas', 'expect purple bananas soon, neighbour'].map((text) => ({ text, harm: 'threat' as const })),
    ...['bananas are on sale today', 'my purple scarf is lovely', 'see you tonight at the door', 'the neighbour brought cake soon after'].map((text) => ({ text, harm: 'none' as const })),
  ];

  test('learns what the examples teach, and tells its kind', () => {
    const model = { ...trainHarmModel(examples), thresholds: everyKind(0.5) };
    expect(model.classes).toEqual(HARM_CLASSES);
    expect(model.members.map((m) => m.view)).toEqual(HARM_VIEWS);
    const harmful = harmVerdict(model, 'purple bananas for the mayor');
    expect(harmful.harm).toBeGreaterThan(0.5);
    expect(harmful.kind).toBe('threat');
    expect(harmVerdict(model, 'bananas and a scarf for the neighbour').harm).toBeLessThan(0.5);
  });

  test('the same corpus gives the same model', () => {
    expect(trainHarmModel(examples)).toEqual(trainHarmModel(examples));
  });

  test('the local coach blocks what its model finds harmful, with the kind’s message, and only then', async () => {
    const coach = await createLocalCoach(createServerI18n(), { ...trainHarmModel(examples), thresholds: everyKind(0.5) });
    expect(coach.hardBlocks('purple bananas for the mayor', 'en')).toEqual([expect.objectContaining({ id: 'BLOCKED:threat', type: 'BLOCKED', severity: 'severe', message: expect.stringMatching(/threat/) })]);
    expect(coach.hardBlocks('bananas and a scarf for the neighbour', 'en')).toEqual([]);
  });
});

test('words that name object properties ("constructor") are learnt and read like any other', () => {
  const examples: TrainingExample[] = [
    ...['the constructor will hurt you', 'constructor coming for you tonight', 'you and the constructor, tonight'].map((text) => ({ text, harm: 'threat' as const })),
    ...['the building site is quiet', 'a builder fixed my roof', 'my roof is fixed tonight'].map((text) => ({ text, harm: 'none' as const })),
  ];
  const model = { ...trainHarmModel(examples), thresholds: everyKind(0.5) };
  for (const member of model.members) expect(Object.hasOwn(member.weights, 'constructor')).toBe(true);
  const verdict = harmVerdict(model, 'the constructor again');
  expect(verdict.harm).toBeGreaterThan(0.5);
  const asSaved = { ...model, members: JSON.parse(JSON.stringify(model.members)) as typeof model.members };
  expect(Number.isFinite(harmVerdict(asSaved, 'constructor toString valueOf').harm)).toBe(true);
});

test('the members vote: a verdict is the average of their probabilities', () => {
  const sure = { view: 'words' as const, bias: [0, 0, 0, 0, 0], weights: { danger: [-20, 20, 0, 0, 0] } };
  const unsure = { view: 'wordsAndLetters' as const, bias: [0, 0, 0, 0, 0], weights: {} };
  const alone = harmVerdict({ members: [sure] }, 'danger');
  const together = harmVerdict({ members: [sure, unsure] }, 'danger');
  expect(alone.harm).toBeGreaterThan(0.99);
  // The unsure member gives 4 of 5 classes to harm; the average lies between the two.
  expect(together.harm).toBeCloseTo((alone.harm + 0.8) / 2, 5);
  expect(together.kind).toBe('threat');
});

describe('the claims member', () => {
  // A made-up way of stating facts that no claim frame knows.
  const examples: TrainingExample[] = [
    ...['zorblat says the water is poisoned', 'zorblat confirms rents tripled', 'the mayor lied, zorblat confirms', 'zorblat says buses are slower'].map((text) => ({ text, harm: 'none' as const, claim: true })),
    ...['the water was cold at the pool', 'rents are due on the first', 'the mayor came to our fair', 'buses are late again today, ugh', 'the bridge is closed for the parade', 'is the pool open at night?', 'lovely night at the fair', 'pretty sunset on the bridge'].map((text) => ({ text, harm: 'none' as const })),
  ];

  test('is trained only when some example is a claim, and learns what they teach', () => {
    expect(trainHarmModel(examples.filter((e) => !e.claim)).claims).toBeUndefined();
    const { claims } = trainHarmModel(examples);
    expect(claimProbability(claims!, 'zorblat says the bridge is cracking')).toBeGreaterThan(claimProbability(claims!, 'the bridge is pretty at night'));
  });

  test('the local coach asks for a source where the member is sure enough, and not where a source is given', async () => {
    const model = { ...trainHarmModel(examples), thresholds: everyKind(2), claimThreshold: 0.5 };
    expect(claimProbability(model.claims!, 'zorblat says the bridge is cracking')).toBeGreaterThan(0.5);
    const coach = await createLocalCoach(createServerI18n(), model);
    const types = async (text: string) => (await coach.analyze(text, { kind: 'post', fallbackLanguage: 'en' })).map((s) => s.type);
    expect(await types('zorblat says the bridge is cracking')).toContain('fact-check');
    expect(await types('zorblat says the bridge is cracking https://example.org/inspection')).not.toContain('fact-check');
    expect(await types('what a pretty night at the pool')).not.toContain('fact-check');
  });
});
