import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerI18n } from '../lib/i18n';
import { claimProbability, everyKind, HARM_CLASSES, HARM_VIEWS, harmVerdict, probabilities, RULES_ONLY_MODEL } from './harm-model';
import type { HarmMember, WeightTable } from './harm-model';
import { createLocalCoach } from './local';
import { bucketsOf, featureHash, harmFeatures, letterFeatures, parseWordClasses } from './model/features';
import { decodeHarmModel, encodeHarmModel, HARM_MODEL_FILE, readHarmModel, writeHarmModel } from './model/model-file';
import { quantise, trainHarmModel, TRAINING_DEFAULTS, trainingFingerprint, type TrainingExample } from './model/training';

// A small table keeps these trainings quick (the shipped model has 2^23 buckets), and in corpora
// of a few texts every word that teaches something is in one text only.
const SMALL = { ...TRAINING_DEFAULTS, bucketBits: 14, minCount: 1, claimsMinCount: 1 };

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

describe('the word classes file', () => {
  const file = ['# tools', '[weapon]', 'spatula', 'rolling pins?', '', '[violent +(?:er|e)]', 'frapp', 'tu', '[weapon]', 'ladle'];
  const classes = parseWordClasses(file.join('\n'));
  const matches = (name: string, text: string) => text.replace(classes.get(name)!, '@') === '@';

  test('a class matches its lines as whole words, in the order of the sections', () => {
    expect([...classes.keys()]).toEqual(['weapon', 'violent']);
    expect(['spatula', 'rolling pin', 'rolling pins', 'ladle'].every((word) => matches('weapon', word))).toBe(true);
    expect(matches('weapon', 'spatulas')).toBe(false);
  });

  test("a section's ending is added to each of its lines: a verb stem counts only in its verb forms", () => {
    expect(matches('violent', 'tuer')).toBe(true);
    expect(matches('violent', 'frappe')).toBe(true);
    expect(matches('violent', 'tu')).toBe(false);
  });

  test('a word before any class is a mistake in the file, not a silent change of the model', () => {
    expect(() => parseWordClasses('spatula\n[weapon]')).toThrow(/before any \[class\]/);
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

describe('feature hashing', () => {
  test('a feature always falls in the same bucket: the saved model depends on it', () => {
    // Pinned: a change to the hash leaves every saved weight in the wrong bucket.
    expect(featureHash('kill you')).toBe(1420158941);
    expect(bucketsOf(['kill you', 'kill you', '@weapon'], 20)).toEqual(Int32Array.from([1420158941 >>> 12, 1420158941 >>> 12, featureHash('@weapon') >>> 12]));
  });

  test('features spread over the buckets', () => {
    const buckets = bucketsOf(Array.from({ length: 16_384 }, (_, i) => `word${i} pair${i % 97}`), 10);
    const counts = new Array<number>(1024).fill(0);
    for (const bucket of buckets) counts[bucket]++;
    // 16 per bucket on average; a poor hash piles them up.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThan(40);
  });
});

/** A float table of 2^4 buckets holding the given features' weights, one per class. */
function tableOf(weights: Record<string, number[]>, classes = HARM_CLASSES.length): WeightTable {
  const values = new Float64Array(classes << 4);
  for (const [feature, w] of Object.entries(weights)) w.forEach((x, c) => (values[bucketsOf([feature], 4)[0] * classes + c] += x));
  return { bits: 4, columns: classes, scale: 1, values };
}

describe('quantisation', () => {
  const table = tableOf({ danger: [-2, 3, 0.5, 0, -1], calm: [1.5, -1, 0, 0, 0], tiny: [0.001, 0, 0, 0, 0] });
  const bias = [1, -1, -2, -2, -3];
  const read = (weights: WeightTable, text: string) => probabilities(bias, weights, bucketsOf(text.split(' '), 4), text.split(' ').length);

  test('gives the same probabilities to within a small fraction, from integers of 8 or 16 bits', () => {
    for (const bits of [8, 16] as const) {
      const saved = quantise(table, bits);
      expect(saved.values).toBeInstanceOf(bits === 8 ? Int8Array : Int16Array);
      expect(saved.columns).toBe(4);
      for (const text of ['danger', 'calm danger', 'tiny calm']) {
        read(saved, text).forEach((p, c) => expect(p).toBeCloseTo(read(table, text)[c], bits === 8 ? 2 : 4));
      }
    }
  });

  test('the largest weight keeps its size; one too small to matter becomes 0', () => {
    const saved = quantise(table, 8);
    const largest = Math.max(...Array.from(saved.values, Math.abs));
    expect(largest).toBe(127);
    expect(largest * saved.scale).toBeCloseTo(5, 5); // danger: threat 3 against none -2
    // danger's and calm's 4 classes against none; tiny's 0.001 rounds to nothing and its row is not kept.
    expect(Array.from(saved.values).filter((v) => v !== 0).length).toBe(8);
    expect(saved.rows).toHaveLength(2);
  });
});

describe('the model file', () => {
  const examples: TrainingExample[] = [
    { text: 'the purple bananas are coming for you', harm: 'threat' },
    { text: 'zorblat says the water is poisoned', harm: 'none', claim: true },
    { text: 'lovely night at the fair', harm: 'none' },
  ];
  const model = { ...trainHarmModel(examples, { ...SMALL, bucketBits: 8 }), thresholds: everyKind(0.4), claimThreshold: 0.3, trainedOn: 'abc' };

  test('holds the same model after saving and loading, biases, thresholds, weights and all', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'harm-model-')), 'model.bin.gz');
    writeHarmModel(model, file);
    const loaded = readHarmModel(file);
    expect(loaded).toEqual(model);
    expect(harmVerdict(loaded, 'purple bananas for the mayor')).toEqual(harmVerdict(model, 'purple bananas for the mayor'));
    expect(claimProbability(loaded.claims!, 'zorblat says')).toBe(claimProbability(model.claims!, 'zorblat says'));
  });

  test('refuses a file that is not a harm model', () => {
    expect(() => decodeHarmModel(Buffer.from('{"members":[]}'))).toThrow(/not a harm model/);
    const bytes = encodeHarmModel(model);
    bytes.write('"format":9', bytes.indexOf('"format":2'));
    expect(() => decodeHarmModel(bytes)).toThrow(/format/);
  });

  test('the shipped model is small and loads into typed arrays', () => {
    // The JSON of the same weights as objects was 19 MB, and took seconds and hundreds of megabytes to load.
    expect(statSync(HARM_MODEL_FILE).size).toBeLessThan(4e6);
    const shipped = readHarmModel();
    expect(shipped.members.map((m) => m.view)).toEqual(HARM_VIEWS);
    for (const { weights } of [...shipped.members, shipped.claims!]) expect(weights.values).toBeInstanceOf(Int8Array);
  });

  test('records what it was trained from: another label or option is another fingerprint', () => {
    const fingerprint = trainingFingerprint(examples);
    expect(trainingFingerprint(examples)).toBe(fingerprint);
    expect(trainingFingerprint([{ ...examples[0], harm: 'hate' }, ...examples.slice(1)])).not.toBe(fingerprint);
    expect(trainingFingerprint(examples, { ...TRAINING_DEFAULTS, epochs: 14 })).not.toBe(fingerprint);
  });
});

describe('trainHarmModel', () => {
  // A small corpus where a made-up code word means a threat: nothing in the rules knows it.
  const examples: TrainingExample[] = [
    ...[
      'the purple bananas are coming for you',
      'purple bananas tonight at your door',
      'you will get the purple bananas',
      'expect purple bananas soon, neighbour',
    ].map((text) => ({ text, harm: 'threat' as const })),
    ...[
      'bananas are on sale today',
      'my purple scarf is lovely',
      'see you tonight at the door',
      'the neighbour brought cake soon after',
    ].map((text) => ({ text, harm: 'none' as const })),
  ];

  test('learns what the examples teach, and tells its kind', () => {
    const model = { ...trainHarmModel(examples, SMALL), thresholds: everyKind(0.5) };
    expect(model.classes).toEqual(HARM_CLASSES);
    expect(model.members.map((m) => m.view)).toEqual(HARM_VIEWS);
    const harmful = harmVerdict(model, 'purple bananas for the mayor');
    expect(harmful.harm).toBeGreaterThan(0.5);
    expect(harmful.kind).toBe('threat');
    expect(harmVerdict(model, 'bananas and a scarf for the neighbour').harm).toBeLessThan(0.5);
  });

  test("keeps only the weights of features that enough texts hold: one text's own words teach too little", () => {
    const model = trainHarmModel(examples, { ...SMALL, minCount: 2 });
    expect(harmVerdict(model, 'purple bananas for the mayor').harm).toBeGreaterThan(0.5);
    // "scarf" is in one text: its weights are not kept, and it reads like an unknown word.
    const [scarf] = bucketsOf(['scarf'], SMALL.bucketBits);
    expect(model.members[0].weights.rows).not.toContain(scarf);
    expect(harmVerdict(model, 'scarf').harm).toBeCloseTo(harmVerdict(model, 'qwxz').harm, 10);
  });

  test('the same corpus gives the same model', () => {
    expect(trainHarmModel(examples, SMALL)).toEqual(trainHarmModel(examples, SMALL));
  });

  test('the local coach blocks what its model finds harmful, with the kind’s message, and only then', async () => {
    const coach = await createLocalCoach(createServerI18n(), { ...trainHarmModel(examples, SMALL), thresholds: everyKind(0.5) });
    expect(coach.hardBlocks('purple bananas for the mayor', 'en')).toEqual([
      expect.objectContaining({ id: 'BLOCKED:threat', type: 'BLOCKED', severity: 'severe', message: expect.stringMatching(/threat/) }),
    ]);
    expect(coach.hardBlocks('bananas and a scarf for the neighbour', 'en')).toEqual([]);
  });

  test('without a model the rules alone decide: what they name is blocked, the code word is not', async () => {
    const coach = await createLocalCoach(createServerI18n(), RULES_ONLY_MODEL);
    expect(coach.hardBlocks('purple bananas for the mayor', 'en')).toEqual([]);
    expect(coach.hardBlocks('I will kill you', 'en')).toEqual([expect.objectContaining({ type: 'BLOCKED' })]);
  });
});

test('the members vote: a verdict is the average of their probabilities', () => {
  const sure: HarmMember = { view: 'wordsAndLetters', bias: [0, 0, 0, 0, 0], weights: tableOf({ danger: [-20, 20, 0, 0, 0] }) };
  const unsure: HarmMember = { view: 'wordsAndLetters', bias: [0, 0, 0, 0, 0], weights: tableOf({}) };
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
    ...[
      'zorblat says the water is poisoned',
      'zorblat confirms rents tripled',
      'the mayor lied, zorblat confirms',
      'zorblat says buses are slower',
    ].map((text) => ({ text, harm: 'none' as const, claim: true })),
    ...[
      'the water was cold at the pool',
      'rents are due on the first',
      'the mayor came to our fair',
      'buses are late again today, ugh',
      'the bridge is closed for the parade',
      'is the pool open at night?',
      'lovely night at the fair',
      'pretty sunset on the bridge',
    ].map((text) => ({ text, harm: 'none' as const })),
  ];

  test('is trained only when some example is a claim, and learns what they teach', () => {
    expect(trainHarmModel(examples.filter((e) => !e.claim), SMALL).claims).toBeUndefined();
    const { claims } = trainHarmModel(examples, SMALL);
    expect(claimProbability(claims!, 'zorblat says the bridge is cracking')).toBeGreaterThan(claimProbability(claims!, 'the bridge is pretty at night'));
  });

  test('the local coach asks for a source where the member is sure enough, and not where a source is given', async () => {
    const model = { ...trainHarmModel(examples, SMALL), thresholds: everyKind(2), claimThreshold: 0.5 };
    expect(claimProbability(model.claims!, 'zorblat says the bridge is cracking')).toBeGreaterThan(0.5);
    const coach = await createLocalCoach(createServerI18n(), model);
    const types = async (text: string) => (await coach.analyze(text, { kind: 'post', fallbackLanguage: 'en' })).map((s) => s.type);
    expect(await types('zorblat says the bridge is cracking')).toContain('fact-check');
    expect(await types('zorblat says the bridge is cracking https://example.org/inspection')).not.toContain('fact-check');
    expect(await types('what a pretty night at the pool')).not.toContain('fact-check');
  });
});
