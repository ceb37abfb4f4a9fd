import { loadConfig } from '../lib/config';
import { createServerI18n } from '../lib/i18n';
import { createLogger } from '../lib/logger';
import { completion, startFakeOpenAiServer, type Behaviour } from '../testing/fake-openai-server';
import { configuredRemoteCoach } from './configured';
import { parseGuardVerdict } from './llama-guard';
import { createLocalCoach } from './local';
import type { CoachProvider } from './provider';
import type { LocalCoach } from './service';

// The guard as an operator runs it: OPENAI_MODE=guard and the server's address, no key, the default model.
let server: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
let coach: CoachProvider;
let local: LocalCoach;
const t = createServerI18n();
const guard = (env: Record<string, string> = {}) => {
  const { openai } = loadConfig({ OPENAI_MODE: 'guard', OPENAI_BASE_URL: server.baseUrl, ...env });
  return configuredRemoteCoach(openai, { local, t, logger: createLogger('silent'), timeoutMs: 500 })!;
};
const context = { kind: 'post' as const, fallbackLanguage: 'en' as const };
const RUDE_QUESTION = 'You are such an idiot, honestly. Did you even read it?';
const BLOCKED_THREAT = {
  id: 'BLOCKED:threat',
  type: 'BLOCKED',
  severity: 'severe',
  message: 'This reads as a threat of violence. Threats are not allowed in the city and cannot be published.',
  examples: [],
};

beforeAll(async () => {
  server = await startFakeOpenAiServer('llama-guard3:1b');
  local = await createLocalCoach(t);
  coach = guard();
});
afterAll(() => server.close());
beforeEach(() => (server.requests.length = 0));

const ids = async (text: string, lng: 'en' | 'fr' = 'en') => (await coach.analyze(text, { ...context, fallbackLanguage: lng })).map((s) => s.id);

test('"safe": the citizen gets the local coach’s refinements, fact-checks and validations', async () => {
  server.reply('safe');
  expect(await ids(RUDE_QUESTION)).toEqual(['REFINEMENT:insult', 'VALIDATION:asksQuestion']);
  // What llama.cpp's and Ollama's servers expect: the model's name and the text as the one user turn, no key.
  const [request] = server.requests;
  expect(request.body).toMatchObject({ model: 'llama-guard3:1b', messages: [{ role: 'user', content: RUDE_QUESTION }], temperature: 0 });
  expect(request.body.response_format).toBeUndefined();
  expect(request.auth).toBe('Bearer self-hosted');
  // The local coach's messages follow the interface language, its rewrites the text's.
  const [insult] = await coach.analyze(RUDE_QUESTION, { ...context, interfaceLanguage: 'fr' });
  expect(insult).toMatchObject({ message: expect.stringMatching(/^Ce texte insulte/), examples: ['I see this differently, and here is why: …'] });
});

test('"unsafe\\nS1" (violent crimes) blocks as a threat, with the blocks alone', async () => {
  server.reply('unsafe\nS1');
  expect(await coach.analyze(RUDE_QUESTION, context)).toEqual([BLOCKED_THREAT]);
});

test('"unsafe\\nS10,S11" blocks as hate and as self-harm, in the citizen’s interface language', async () => {
  server.reply('unsafe\nS10,S11');
  const result = await coach.analyze(RUDE_QUESTION, { ...context, interfaceLanguage: 'fr' });
  expect(result.map((s) => [s.id, s.severity])).toEqual([
    ['BLOCKED:hate', 'severe'],
    ['BLOCKED:selfHarm', 'severe'],
  ]);
  expect(result[0].message).toMatch(/^Ce texte contient une insulte raciste/);
});

test.each([
  ['unsafe\nS3,S12', ['BLOCKED:sexual']],
  ['unsafe\nS4', ['BLOCKED:sexual']],
  ['unsafe\nS7', ['BLOCKED:doxxing']],
  ['unsafe\nS9,S1', ['BLOCKED:threat']],
  // Defamation, specialised advice, intellectual property, elections, code: the local coach's reading stands.
  ['unsafe\nS2,S5,S6,S8,S13,S14', ['REFINEMENT:insult', 'VALIDATION:asksQuestion']],
])('%j gives %j', async (verdict, expected) => {
  server.reply(verdict);
  expect(await ids(RUDE_QUESTION)).toEqual(expected);
});

test('the local hard blocks apply on top: a threat never reaches the classifier', async () => {
  server.reply('safe');
  expect(await ids('I will kill you tomorrow')).toEqual(['BLOCKED:threat']);
  expect(server.requests).toHaveLength(0);
});

test.each<[string, Behaviour]>([
  ['garbage', () => ({ status: 200, body: completion('I cannot help with that.', 'llama-guard3:1b') })],
  ['a slow answer', () => ({ status: 200, body: completion('unsafe\nS1', 'llama-guard3:1b'), delayMs: 2000 })],
  ['a 500', () => ({ status: 500, body: { error: { message: 'model failed to load' } } })],
])('after %s the local coach answers alone', async (_name, answer) => {
  server.answer(answer);
  expect(await ids(RUDE_QUESTION)).toEqual(['REFINEMENT:insult', 'VALIDATION:asksQuestion']);
});

test('a server that does not serve the configured model is a failure like any other', async () => {
  server.reply('unsafe\nS1');
  const suggestions = await guard({ OPENAI_MODEL: 'llama-guard3:8b' }).analyze(RUDE_QUESTION, context);
  expect(suggestions.map((s) => s.id)).toEqual(['REFINEMENT:insult', 'VALIDATION:asksQuestion']);
  expect(server.requests[0].body.model).toBe('llama-guard3:8b');
});

describe('parseGuardVerdict', () => {
  test.each([
    ['safe', []],
    ['\n\nsafe\n', []],
    ['unsafe\nS1', ['S1']],
    ['unsafe\r\nS10, S11 ', ['S10', 'S11']],
  ])('%j is %j', (content, codes) => {
    expect(parseGuardVerdict(content)).toEqual(codes);
  });

  test.each(['', 'unsafe', 'unsafe\nviolence', 'safe\nS1', 'The text is safe.', 'unsafe\nS1\nbecause'])('%j is not a verdict', (content) => {
    expect(() => parseGuardVerdict(content)).toThrow(/not a Llama Guard verdict/);
  });
});
