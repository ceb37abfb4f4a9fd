import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerI18n } from '../lib/i18n';
import { createLogger } from '../lib/logger';
import { createLocalCoach } from './local';
import { createOpenAiCoach } from './openai';

// A local server that speaks the chat-completions API, so the real SDK is what is tested.
type Behaviour = (body: { model: string; messages: Array<{ role: string; content: string }>; response_format: unknown }) => { status: number; body?: unknown; delayMs?: number };

let behaviour: Behaviour;
const requests: Array<{ auth?: string; body: Parameters<Behaviour>[0] }> = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const body = JSON.parse(raw);
    requests.push({ auth: req.headers.authorization, body });
    const answer = behaviour(body);
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.status === 429 ? { 'retry-after': '0' } : {}) });
      res.end(JSON.stringify(answer.body ?? {}));
    }, answer.delayMs ?? 0);
  });
});

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 0,
  model: 'city-coach',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

let coach: ReturnType<typeof createOpenAiCoach>;
const context = { kind: 'post' as const, fallbackLanguage: 'en' as const };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const local = await createLocalCoach(createServerI18n());
  coach = createOpenAiCoach({ apiKey: 'sk-test', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'city-coach', local, logger: createLogger('silent'), timeoutMs: 500 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (requests.length = 0));

test('asks the model with a JSON-schema structured output and returns its suggestions', async () => {
  behaviour = () => ({ status: 200, body: completion(JSON.stringify({ suggestions: [{ type: 'VALIDATION', severity: 'none', message: 'Nice question!', examples: [] }] })) });
  const result = await coach.analyze('What do you think about the tram?', { ...context, replyToStyles: ['valuesBrevity'] });
  expect(result).toEqual([{ id: 'VALIDATION:remote-0', type: 'VALIDATION', severity: 'none', message: 'Nice question!', examples: [] }]);
  expect(requests[0].auth).toBe('Bearer sk-test');
  expect(requests[0].body.model).toBe('city-coach');
  expect(requests[0].body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'coach_suggestions', strict: true } });
  expect(requests[0].body.messages[0].content).toContain('values brevity');
  expect(requests[0].body.messages[1]).toEqual({ role: 'user', content: 'What do you think about the tram?' });
});

test('the local hard blocks apply on top: a threat never reaches the model', async () => {
  behaviour = () => ({ status: 200, body: completion('{"suggestions": []}') });
  const result = await coach.analyze('I will kill you tomorrow', context);
  expect(result.map((s) => s.id)).toEqual(['BLOCKED:threat']);
  expect(requests).toHaveLength(0);
});

test.each([
  ['a malformed reply', () => ({ status: 200, body: completion('this is not JSON') })],
  ['a reply of the wrong shape', () => ({ status: 200, body: completion('{"suggestions": [{"type": "PRAISE"}]}') })],
  ['a 429', () => ({ status: 429, body: { error: { message: 'Rate limit reached', type: 'rate_limit_error' } } })],
  ['a 500', () => ({ status: 500, body: { error: { message: 'boom' } } })],
  ['a timeout', () => ({ status: 200, body: completion('{"suggestions": []}'), delayMs: 2000 })],
])('after %s the local coach answers', async (_name, answer) => {
  behaviour = answer as Behaviour;
  const result = await coach.analyze('You are such an idiot, honestly.', context);
  expect(result.map((s) => s.id)).toContain('REFINEMENT:insult');
});
