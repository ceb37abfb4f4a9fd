import http from 'node:http';
import fc from 'fast-check';
import { io as connect } from 'socket.io-client';
import { idSchema } from '../../../shared/text';
import { ENDPOINTS, type Endpoint, type Fixtures, type ParamKind } from '../testing/endpoint-catalogue';
import { post } from '../testing/fixtures';
import { clusterMissing, inProcessTest, startTargetCity, TEST_CITY, type TargetCity } from '../testing/cluster-city';
import { signedInCitizen } from '../testing/harness';
import { registeredRoutes } from './registered-routes';

// Property-based: for every endpoint of the catalogue, requests spoiled in one part (a body field,
// a path parameter, a query value, the cursor, the raw bytes) never get a 500, and every refusal is
// a 4xx in the error envelope. A fixed seed and bounded runs keep the suite deterministic and quick.

const SEED = 22_2026;
const RUNS = { spoiled: 25, arbitrary: 10, cursors: 40, rawBodies: 8 };
const ADMIN_EMAIL = 'property-admin@example.com';

let city: TargetCity;
let fixtures: Fixtures;
const cookies: Record<Endpoint['as'], string | undefined> = { citizen: undefined, admin: undefined, anonymous: undefined };

interface Reply {
  status: number;
  text: string;
}

/** Sends exactly these bytes (a test client would re-encode paths and bodies) as the endpoint’s caller, on a connection of its own. */
function send(endpoint: Endpoint, path: string, options: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<Reply> {
  const { hostname, port } = new URL(city.url);
  const cookie = cookies[endpoint.as];
  const headers = { ...city.headers, ...(cookie ? { Cookie: cookie } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: endpoint.method.toUpperCase(), headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Deep nesting stands in the generated values as a token, spelled out only in the JSON text: the
 * test's own JSON.stringify (and fast-check's reports) would overflow the stack on the real thing.
 */
const deeplyNested = (depth: number) => `\u0001nested ${depth} deep`;
const DEEP_TOKEN = /"\\u0001nested (\d+) deep"/g;

const json = (value: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: Buffer.from(JSON.stringify(value).replace(DEEP_TOKEN, (_token, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)))),
});

/** Every byte percent-encoded: the string arrives as its UTF-8, whatever it holds. */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function errorOf(reply: Reply): { code?: unknown; message?: unknown; status?: unknown } | undefined {
  try {
    return (JSON.parse(reply.text) as { error?: { code?: unknown; message?: unknown } }).error;
  } catch {
    return undefined;
  }
}

/** A refusal: a 4xx whose body is the error envelope (a callable's carries its `status` name too). */
function isRefusal(endpoint: Endpoint, reply: Reply): boolean {
  const error = errorOf(reply);
  const enveloped = typeof error?.code === 'string' && typeof error.message === 'string' && (!endpoint.callable || typeof error.status === 'string');
  return reply.status >= 400 && reply.status < 500 && enveloped;
}

/** Never a 500: a success, or a refusal in the envelope. */
const isAnswered = (endpoint: Endpoint, reply: Reply) => reply.status < 400 || isRefusal(endpoint, reply);

// --- Values no field, parameter or query of the contract accepts ---------------------------------

const withNul = fc.tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`);
/** A high surrogate at the end, or a low one at the start: never completed into a pair. */
const withLoneSurrogate = fc.oneof(
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\ud800', '\udbff')).map(([a, half]) => `${a}${half}`),
  fc.tuple(fc.constantFrom('\udc00', '\udfff'), fc.string({ maxLength: 20 })).map(([half, b]) => `${half}${b}`),
);
const unstorableText = fc.oneof(withNul, withLoneSurrogate);
const spoiledValue = fc.oneof(unstorableText, fc.integer({ min: 40, max: 20_000 }).map(deeplyNested), fc.array(unstorableText, { minLength: 1, maxLength: 3 }));

/** Path parameters of each kind that name nothing: not decodable, holding a NUL, or not one of the city's ids or callables. */
const badEncoding = fc.constantFrom('%ZZ', '%E0%A4%A', '%ED%A0%80', '%', '%C0%AF', '%FF');
const callableNames = new Set(ENDPOINTS.map((endpoint) => endpoint.callable));
const spoiledParam = (kind: ParamKind | 'callable'): fc.Arbitrary<string> => {
  const unstorable = withNul.map(percentEncoded);
  if (kind === 'hashtag') return fc.oneof(unstorable, badEncoding);
  const namesNothing = (value: string) => (kind === 'callable' ? !callableNames.has(value) : !idSchema.safeParse(value).success);
  return fc.oneof(unstorable, badEncoding, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter(namesNothing).map(percentEncoded));
};

// --- Building a request from the catalogue ----------------------------------------------------------

function pathOf(endpoint: Endpoint, spoiled?: { name: string; raw: string }): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (spoiled?.name === name) return spoiled.raw;
    if (endpoint.callable && name === 'name') return endpoint.callable;
    const kind = endpoint.params?.[name];
    return kind === 'hashtag' ? 'market' : fixtures[kind as keyof Fixtures];
  });
}

const queryString = (query: Record<string, string>, raw: Record<string, string> = {}) => {
  const parts = [...Object.entries(query).map(([key, value]) => `${key}=${percentEncoded(value)}`), ...Object.entries(raw).map(([key, value]) => `${key}=${value}`)];
  return parts.length ? `?${parts.join('&')}` : '';
};

/** The endpoint's valid body (a callable's wrapped in `{data}`). */
const bodyOf = (endpoint: Endpoint, data: unknown) => (endpoint.callable ? { data } : data);

/** Every place inside a value a spoiled value can go: the value itself, and each key or index on the way down. */
function placesIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  return [at, ...Object.entries(value).flatMap(([key, child]) => placesIn(child, [...at, Array.isArray(value) ? Number(key) : key]))];
}

function replacedAt(value: unknown, at: Array<string | number>, replacement: unknown): unknown {
  if (!at.length) return replacement;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replacedAt(copy[head], rest, replacement);
  return copy;
}

type Spoiled = { path: string; options: ReturnType<typeof json> | Record<string, never> };

/** One request to the endpoint with exactly one part spoiled: a body field, a path parameter or a query value. */
function spoiledRequests(endpoint: Endpoint): fc.Arbitrary<Spoiled> {
  const choices: fc.Arbitrary<Spoiled>[] = [];
  const query = endpoint.query?.sample ?? {};
  const body = endpoint.body ? endpoint.body.sample(fixtures) : undefined;
  const options = body === undefined ? {} : json(bodyOf(endpoint, body));
  const paramKinds: Array<[string, ParamKind | 'callable']> = Object.entries(endpoint.params ?? {});
  if (endpoint.callable) paramKinds.push(['name', 'callable']);

  if (body !== undefined) {
    const places = placesIn(body);
    choices.push(
      fc.tuple(fc.constantFrom(...places), spoiledValue).map(([at, value]) => ({ path: pathOf(endpoint) + queryString(query), options: json(bodyOf(endpoint, replacedAt(body, at, value))) })),
    );
  }
  for (const [name, kind] of paramKinds) {
    choices.push(spoiledParam(kind).map((raw) => ({ path: pathOf(endpoint, { name, raw }) + queryString(query), options })));
  }
  const keys = Object.keys(query);
  if (keys.length) {
    // A NUL in a value, or a key given twice (a list where one value is expected).
    const nul = fc.tuple(fc.constantFrom(...keys), withNul).map(([key, value]) => ({ ...query, [key]: value }));
    choices.push(nul.map((spoiledQuery) => ({ path: pathOf(endpoint) + queryString(spoiledQuery), options })));
    choices.push(fc.constantFrom(...keys).map((key) => ({ path: pathOf(endpoint) + queryString(query, { [key]: percentEncoded(query[key]) }), options })));
  }
  return fc.oneof(...choices);
}

const describeEndpoint = (endpoint: Endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.callable ? `/api/callable/${endpoint.callable}` : endpoint.path}`;
const catalogue = ENDPOINTS.map((endpoint) => [describeEndpoint(endpoint), endpoint] as const);

const missing = clusterMissing();
const suite = missing ? describe.skip : describe;

suite(`requests spoiled in any way, on the ${TEST_CITY} city${missing ? ` (skipped: the cluster needs ${missing})` : ''}`, () => {
  beforeAll(async () => {
    city = await startTargetCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_MULTIPLIER: '1000' } });
    const citizen = await signedInCitizen(city);
    const other = await signedInCitizen(city);
    const admin = await signedInCitizen(city, { email: ADMIN_EMAIL });
    cookies.citizen = citizen.cookie;
    cookies.admin = admin.cookie;
    const postId = (await post(citizen.client, { content: 'Fresh bread at the #market today.' })).id;
    await post(other.client, { content: 'The #market opens at eight.' });
    const suggestion = { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'Be kind.', severity: 'minor', examples: [] };
    const filed = await citizen.client.post('/api/callable/submitDispute').send({ data: { userText: 'You fool.', aiFeedback: suggestion, reason: 'A joke.' } }).expect(200);
    await citizen.client.post(`/api/users/${other.user.uid}/follow`).expect(200);
    await other.client.post(`/api/users/${citizen.user.uid}/follow`).expect(200);
    const conversation = await citizen.client.post('/api/conversations').send({ userId: other.user.uid }).expect(201);
    const guild = await citizen.client.post('/api/guilds').send({ name: 'Gardeners', charter: 'Share seeds.', joinPolicy: 'open' }).expect(201);
    await other.client.post(`/api/guilds/${guild.body.id}/join`).expect(200);
    fixtures = { postId, otherUid: other.user.uid, disputeId: filed.body.result.disputeId, conversationId: conversation.body.id, guildId: guild.body.id };
    // The cluster city starts its processes first.
  }, 120_000);
  afterAll(() => city?.stop());

  describe('the catalogue', () => {
    inProcessTest('names every route the app serves', () => {
      if (!city.server) throw new Error('the in-process city shows its app');
      const catalogued = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`));
      expect(registeredRoutes(city.server.app)).toEqual([...catalogued].sort());
    });

    test.each(catalogue)('%s: its sample request is valid', (_name, endpoint) => {
      if (endpoint.body) expect(endpoint.body.schema.safeParse(endpoint.body.sample(fixtures)).error).toBeUndefined();
      if (endpoint.query) expect(endpoint.query.schema.safeParse(endpoint.query.sample).error).toBeUndefined();
    });
  });

  describe('one spoiled part gets a 4xx in the envelope', () => {
    const spoilable = (endpoint: Endpoint) => Boolean(endpoint.body || endpoint.callable || endpoint.query || Object.keys(endpoint.params ?? {}).length);
    test.each(catalogue.filter(([, endpoint]) => spoilable(endpoint)))('%s', async (_name, endpoint) => {
      const requests = spoiledRequests(endpoint);
      await fc.assert(
        fc.asyncProperty(requests, async ({ path, options }) => {
          const reply = await send(endpoint, path, options);
          if (!isRefusal(endpoint, reply)) throw new Error(`${reply.status} ${reply.text.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS.spoiled },
      );
    });
  });

  describe('any JSON body and any query never get a 500', () => {
    const anyQuery = fc.dictionary(fc.constantFrom('limit', 'cursor', 'page', 'tab', 'q', 'x'), fc.string({ unit: 'grapheme', maxLength: 30 }), { maxKeys: 3 });
    test.each(catalogue)('%s', async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), anyQuery, async (body, query) => {
          const reply = await send(endpoint, pathOf(endpoint) + queryString(query), json(bodyOf(endpoint, body)));
          if (!isAnswered(endpoint, reply)) throw new Error(`${reply.status} ${reply.text.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS.arbitrary },
      );
    });
  });

  describe('cursors of every shape never get a 500', () => {
    const instant = fc.oneof(
      fc.date().map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
      fc.date({ noInvalidDate: true }).map((date) => date.toString()),
      fc.constantFrom('May 5', '2026-02-31T00:00:00Z', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '9999-12-31T23:59:59-05:00'),
      fc.string({ maxLength: 30 }),
      fc.double(),
    );
    const score = fc.oneof(fc.double(), fc.constantFrom(-1e308, 1e308, Number.MAX_VALUE, -Number.MIN_VALUE), fc.string({ maxLength: 10 }));
    const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), unstorableText);
    const shapes = fc.oneof(
      fc.record({ c: instant, id }),
      fc.record({ t: instant, s: score, id }),
      fc.record({ pending: fc.oneof(fc.boolean(), fc.string({ maxLength: 5 })), createdAt: instant, id }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const cursors = fc.oneof(
      shapes.map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url')),
      fc.string({ unit: 'grapheme', maxLength: 60 }).map(percentEncoded),
    );

    test.each(catalogue.filter(([, endpoint]) => endpoint.cursor))('%s', async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(cursors, async (cursor) => {
          const reply = await send(endpoint, pathOf(endpoint) + queryString({}, { cursor }));
          if (!isAnswered(endpoint, reply)) throw new Error(`${reply.status} ${reply.text.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS.cursors },
      );
    });
  });

  describe('any bytes, in any type and encoding, never get a 500', () => {
    const types = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=city',
      'multipart/form-data',
      'text/plain',
      'application/x-www-form-urlencoded',
    );
    const encodings = fc.constantFrom(undefined, 'gzip', 'br', 'deflate', 'identity', 'compress');
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ unit: 'binary', maxLength: 500 }).map((text) => new Uint8Array(Buffer.from(text, 'utf8'))));

    test.each(catalogue.filter(([, endpoint]) => endpoint.method !== 'get'))('%s', async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(types, encodings, bytes, async (type, encoding, body) => {
          const headers = { 'Content-Type': type, ...(encoding ? { 'Content-Encoding': encoding } : {}) };
          const reply = await send(endpoint, pathOf(endpoint), { headers, body: Buffer.from(body) });
          if (!isAnswered(endpoint, reply)) throw new Error(`${reply.status} ${reply.text.slice(0, 300)}`);
        }),
        { seed: SEED, numRuns: RUNS.rawBodies },
      );
    });
  });

  test('events a client sends over the socket are ignored: the socket stays open and the city answers', async () => {
    const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { ...city.headers, cookie: cookies.citizen!, origin: city.origin }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    try {
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), fc.jsonValue({ maxDepth: 3 }), async (event, payload) => {
          socket.emit(event, payload);
          const reply = await send(ENDPOINTS.find((endpoint) => endpoint.path === '/api/auth/me')!, '/api/auth/me');
          if (reply.status !== 200 || !socket.connected) throw new Error(`${reply.status}, connected: ${socket.connected}`);
        }),
        { seed: SEED, numRuns: 20 },
      );
    } finally {
      socket.close();
    }
  });
});
