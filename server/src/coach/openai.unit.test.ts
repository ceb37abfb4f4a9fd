import { createServerI18n } from '../lib/i18n';
import { createLogger } from '../lib/logger';
import { completion, startFakeOpenAiServer, type Behaviour } from '../testing/fake-openai-server';
import { createLocalCoach } from './local';
import { createOpenAiCoach } from './openai';

let server: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
let coach: ReturnType<typeof createOpenAiCoach>;
const context = { kind: 'post' as const, fallbackLanguage: 'en' as const };

beforeAll(async () => {
  server = await startFakeOpenAiServer('city-coach');
  const local = await createLocalCoach(createServerI18n());
  coach = createOpenAiCoach({ apiKey: 'sk-test', baseUrl: server.baseUrl, model: 'city-coach', local, logger: createLogger('silent'), timeoutMs: 500 });
});
afterAll(() => server.close());
beforeEach(() => (server.requests.length = 0));

test('asks the model with a JSON-schema structured output and returns its suggestions', async () => {
  server.reply(JSON.stringify({ suggestions: [{ type: 'VALIDATION', severity: 'none', message: 'Nice question!', examples: [] }] }));
  const result = await coach.analyze('What do you think about the tram?', { ...context, replyToStyles: ['valuesBrevity'] });
  expect(result).toEqual([{ id: 'VALIDATION:remote-0', type: 'VALIDATION', severity: 'none', message: 'Nice question!', examples: [] }]);
  const [request] = server.requests;
  expect(request.auth).toBe('Bearer sk-test');
  expect(request.body.model).toBe('city-coach');
  expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'coach_suggestions', strict: true } });
  expect(request.body.messages[0].content).toContain('values brevity');
  expect(request.body.messages[1]).toEqual({ role: 'user', content: 'What do you think about the tram?' });
  expect(request.body.messages[0].content).toContain('Answer in the language of the text');
});

test('asks for the messages in the citizen’s interface language and the examples in the text’s', async () => {
  server.reply('{"suggestions": []}');
  await coach.analyze('What do you think about the tram?', { ...context, interfaceLanguage: 'fr' });
  const instructions = server.requests[0].body.messages[0].content;
  expect(instructions).toContain('Write the messages in French, the language the citizen reads; write the examples in the language of the text.');
});

test('the local hard blocks apply on top: a threat never reaches the model', async () => {
  server.reply('{"suggestions": []}');
  const result = await coach.analyze('I will kill you tomorrow', context);
  expect(result.map((s) => s.id)).toEqual(['BLOCKED:threat']);
  expect(server.requests).toHaveLength(0);
});

test.each<[string, Behaviour]>([
  ['a malformed reply', () => ({ status: 200, body: completion('this is not JSON', 'city-coach') })],
  ['a reply of the wrong shape', () => ({ status: 200, body: completion('{"suggestions": [{"type": "PRAISE"}]}', 'city-coach') })],
  ['a 429', () => ({ status: 429, body: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } } })],
  ['a 500', () => ({ status: 500, body: { error: { message: 'boom' } } })],
  ['a timeout', () => ({ status: 200, body: completion('{"suggestions": []}', 'city-coach'), delayMs: 2000 })],
])('after %s the local coach answers', async (_name, answer) => {
  server.answer(answer);
  const result = await coach.analyze('You are such an idiot, honestly.', context);
  expect(result.map((s) => s.id)).toContain('REFINEMENT:insult');
});
