import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import request, { type Agent, type Response } from 'supertest';
import { post } from '../testing/fixtures';
import { newCitizen, signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Bad input of every kind gets a clear 4xx in the error envelope, never a 500, and changes nothing.

const ADMIN_EMAIL = 'bad-input-admin@example.com';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const ZERO_WIDTH_NAME = '\u200b\u200c\u200d\u2060\ufeff';

let city: TestCity;
let citizen: Agent;
let admin: Agent;
let uid: string;
let cookie: string;
let postId: string;

beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_MULTIPLIER: '100' } });
  const signedIn = await signedInCitizen(city);
  citizen = signedIn.client;
  uid = signedIn.user.uid;
  cookie = signedIn.cookie;
  postId = (await post(citizen, { content: 'A quiet morning at the #market.' })).id;
  admin = (await signedInCitizen(city, { email: ADMIN_EMAIL })).client;
});
afterAll(() => city.stop());

function expectEnvelope(res: Response, status: number, code?: string) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { error: { code: code ?? expect.any(String), message: expect.any(String) } } });
}

/** A callable's own error format (api.md, Callable functions). */
function expectCallableError(res: Response, status: number, code: string) {
  expect({ status: res.status, body: res.body }).toMatchObject({ status, body: { error: { status: expect.any(String), code, message: expect.any(String) } } });
}

/** A request sent byte for byte as given (the test client would re-encode bodies and paths), as the signed-in citizen. */
function raw(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(city.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers: { Cookie: cookie, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectRawEnvelope(res: { status: number; body: string }, status: number, code: string) {
  expect({ status: res.status, body: JSON.parse(res.body) }).toMatchObject({ status, body: { error: { code, message: expect.any(String) } } });
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const validId = '0b0c7a4e-2f39-4f7e-9d1a-2b8f5e6c1a00';

describe('NUL bytes and lone surrogates in text fields are refused', () => {
  test.each([NUL, LONE_SURROGATE])('sign-up with %j in a field gets 400 and creates no account', async (bad) => {
    for (const field of ['username', 'email', 'password'] as const) {
      const body = newCitizen({ [field]: field === 'email' ? `x${bad}@example.com` : `${bad}-long-enough` });
      expectEnvelope(await request(city.url).post('/api/auth/signup').send(body), 400);
      await request(city.url).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    }
  });

  test('sign-in with a NUL in the email is a failed sign-in, not a crash', async () => {
    expectEnvelope(await request(city.url).post('/api/auth/login').send({ email: `x${NUL}@example.com`, password: 'whatever' }), 401, 'INVALID_CREDENTIALS');
  });

  test('a password reset for an address with a NUL gets 400', async () => {
    expectEnvelope(await request(city.url).post('/api/auth/password-reset').send({ email: `x${NUL}@example.com` }), 400);
    expectEnvelope(await request(city.url).post('/api/auth/password-reset/confirm').send({ token: NUL, password: 'long enough' }), 400);
  });

  test.each([NUL, LONE_SURROGATE])('a post with %j gets 400 and is not published', async (bad) => {
    expectEnvelope(await citizen.post('/api/posts').send({ content: `Hello ${bad}` }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await citizen.patch(`/api/posts/${postId}`).send({ content: `Hello ${bad}` }), 400, 'INVALID_CHARACTERS');
    const list = await citizen.get(`/api/users/${uid}/posts`).expect(200);
    expect(list.body.posts.map((p: { content: string }) => p.content)).toEqual(['A quiet morning at the #market.']);
  });

  test('acknowledged suggestions carrying a NUL are refused', async () => {
    expectEnvelope(await citizen.post('/api/posts').send({ content: 'Fine words.', acknowledgedSuggestions: [NUL] }), 400);
    expectEnvelope(await citizen.post('/api/posts').send({ content: 'Fine words.', acknowledgedSuggestions: [{ id: NUL }] }), 400);
  });

  test.each([NUL, LONE_SURROGATE])('a comment with %j gets 400 and is not added', async (bad) => {
    expectEnvelope(await citizen.post(`/api/posts/${postId}/comments`).send({ text: `Hi ${bad}` }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await citizen.post(`/api/posts/${postId}/comments`).send({ text: 'Hi', parentId: NUL }), 400);
    expect((await citizen.get(`/api/posts/${postId}`).expect(200)).body.comments).toEqual([]);
  });

  test('a bio or display name with a NUL gets 400 and the profile keeps its words', async () => {
    const before = (await citizen.get('/api/auth/me').expect(200)).body.user;
    expectEnvelope(await citizen.patch('/api/users/me').send({ bio: `About me ${NUL}` }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await citizen.patch('/api/users/me').send({ username: `Me ${LONE_SURROGATE}` }), 400, 'INVALID_CHARACTERS');
    const after = (await citizen.get('/api/auth/me').expect(200)).body.user;
    expect({ bio: after.bio, username: after.username }).toEqual({ bio: before.bio, username: before.username });
  });

  test('a dispute with a NUL in any field gets 400 and reaches no queue', async () => {
    const suggestion = { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'Be kind.', severity: 'minor', examples: [] };
    const dispute = { userText: 'You fool.', aiFeedback: suggestion, reason: 'It was a joke.' };
    for (const data of [
      { ...dispute, userText: NUL },
      { ...dispute, reason: NUL },
      { ...dispute, source: `https://example.org/${NUL}` },
      { ...dispute, aiFeedback: { ...suggestion, message: NUL } },
      { ...dispute, aiFeedback: { ...suggestion, examples: [NUL] } },
    ]) {
      expectCallableError(await citizen.post('/api/callable/submitDispute').send({ data }), 400, expect.any(String) as unknown as string);
    }
    expect((await admin.get('/api/admin/disputes').expect(200)).body.disputes).toEqual([]);
  });

  test('a ruling on a dispute with a NUL in the note or the id gets a 4xx', async () => {
    expectEnvelope(await admin.post(`/api/admin/disputes/${validId}/resolve`).send({ outcome: 'upheld', note: NUL }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await admin.post(`/api/admin/disputes/a%00b/resolve`).send({ outcome: 'upheld' }), 404, 'NOT_FOUND');
  });

  test('the coach and reactions refuse NUL bytes in their ids and texts', async () => {
    const calls: Array<[string, unknown]> = [
      ['reactToPost', { postId: NUL, reactionType: 'agree' }],
      ['acknowledgeAiSuggestion', { postId: NUL, suggestionId: 'x' }],
      ['acknowledgeAiSuggestion', { postId: 'new_draft', suggestionId: NUL }],
      ['analyzeText', { text: `Some words ${NUL}` }],
      ['analyzeText', { text: 'Some words here', context: { replyToUserId: NUL } }],
    ];
    for (const [name, data] of calls) {
      const res = await citizen.post(`/api/callable/${name}`).send({ data });
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      expectCallableError(res, 400, expect.any(String) as unknown as string);
    }
  });

  test('search and hashtags with a NUL get a 4xx', async () => {
    expectEnvelope(await citizen.get('/api/search').query({ q: NUL }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await citizen.get('/api/hashtags/a%00b/posts'), 400, 'INVALID_CHARACTERS');
  });
});

describe('ids in paths are the city’s ids or 404', () => {
  test.each(['a%00b', 'not-a-uuid', '0B0C7A4E-2F39-4F7E-9D1A-2B8F5E6C1A00x'])('%s', async (id) => {
    for (const [method, path] of [
      ['get', `/api/posts/${id}`],
      ['patch', `/api/posts/${id}`],
      ['delete', `/api/posts/${id}`],
      ['post', `/api/posts/${id}/restore`],
      ['post', `/api/posts/${id}/comments`],
      ['get', `/api/users/${id}`],
      ['get', `/api/users/${id}/posts`],
      ['get', `/api/users/${id}/reputation`],
      ['post', `/api/users/${id}/follow`],
      ['delete', `/api/users/${id}/follow`],
      ['post', `/api/follow-requests/${id}/approve`],
      ['post', `/api/follow-requests/${id}/decline`],
    ] as const) {
      const res = await citizen[method](path).send(method === 'post' && path.endsWith('comments') ? { text: 'Hello' } : {});
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('bad percent-encoding in a path', () => {
  test('an API path gets 400 in the envelope', async () => {
    expectRawEnvelope(await raw('GET', '/api/posts/%ZZ', {}), 400, 'VALIDATION_FAILED');
    expectRawEnvelope(await raw('GET', '/api/users/%E0%A4%A/posts', {}), 400, 'VALIDATION_FAILED');
    // A lone surrogate, percent-encoded as UTF-8, is no character at all.
    expectRawEnvelope(await raw('GET', '/api/hashtags/%ED%A0%80/posts', {}), 400, 'VALIDATION_FAILED');
  });

  test('a callable’s name gets 400 in the callables’ format', async () => {
    const res = await raw('POST', '/api/callable/%ZZ', { 'Content-Type': 'application/json' }, Buffer.from('{"data":{}}'));
    expect({ status: res.status, body: JSON.parse(res.body) }).toEqual({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', code: 'VALIDATION_FAILED', message: 'The address is not valid.' } },
    });
  });
});

describe('cursors the database would refuse', () => {
  const lists = [
    (c: string) => `/api/users/${uid}/posts?cursor=${c}`,
    (c: string) => `/api/hashtags/market/posts?cursor=${c}`,
  ];
  const timeCursors = [
    { c: 'May 5', id: validId },
    { c: '+275760-09-13T00:00:00.000Z', id: validId },
    { c: '-000001-01-01T00:00:00.000Z', id: validId },
    { c: '2026-01-01T00:00:00.000Z', id: 'a\u0000b' },
    { c: '2026-01-01T00:00:00.000Z', id: 'not-a-uuid' },
  ];
  test.each(timeCursors)('post lists refuse %j', async (cursor) => {
    for (const list of lists) expectEnvelope(await citizen.get(list(cursorOf(cursor))), 400, 'INVALID_CURSOR');
  });

  test.each([
    { t: 'May 5', s: 0.5, id: validId },
    { t: '+275760-09-13T00:00:00.000Z', s: 0.5, id: validId },
    { t: '2026-01-01T00:00:00.000Z', s: -1e308, id: validId },
    { t: '2026-01-01T00:00:00.000Z', s: 1e308, id: validId },
    { t: '2026-01-01T00:00:00.000Z', s: 0.5, id: 'a\u0000b' },
  ])('the feed refuses %j', async (cursor) => {
    expectEnvelope(await citizen.get(`/api/feed?cursor=${cursorOf(cursor)}`), 400, 'INVALID_CURSOR');
  });

  test.each([
    { pending: true, createdAt: 'May 5', id: validId },
    { pending: true, createdAt: '+275760-09-13T00:00:00.000Z', id: validId },
    { pending: true, createdAt: '2026-01-01T00:00:00.000Z', id: 'a\u0000b' },
  ])('the dispute queue refuses %j', async (cursor) => {
    expectEnvelope(await admin.get(`/api/admin/disputes?cursor=${cursorOf(cursor)}`), 400, 'INVALID_CURSOR');
  });

  test('a cursor with a NUL in the query string itself is refused', async () => {
    expectEnvelope(await citizen.get(`/api/users/${uid}/posts?cursor=a%00b`), 400);
    expectEnvelope(await citizen.get('/api/feed?cursor=a%00b'), 400);
  });
});

describe('bodies the parser cannot take', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  test('JSON nested 10,000 deep inside an accepted field gets 400 and publishes nothing', async () => {
    const json = { 'Content-Type': 'application/json' };
    const body = `{"content":"Deep thoughts.","acknowledgedSuggestions":${deep(10_000)}}`;
    expectRawEnvelope(await raw('POST', '/api/posts', json, Buffer.from(body)), 400, 'VALIDATION_FAILED');
    const callable = await raw('POST', '/api/callable/analyzeText', json, Buffer.from(`{"data":{"text":"x","context":${deep(10_000)}}}`));
    expect({ status: callable.status, body: JSON.parse(callable.body) }).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT', code: 'VALIDATION_FAILED' } } });
    const list = await citizen.get(`/api/users/${uid}/posts`).expect(200);
    expect(list.body.posts).toHaveLength(1);
  });

  test('a callable’s body that is not JSON gets the callables’ format', async () => {
    const res = await raw('POST', '/api/callable/analyzeText', { 'Content-Type': 'application/json' }, Buffer.from('{"data": '));
    expect({ status: res.status, body: JSON.parse(res.body) }).toEqual({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' } },
    });
  });

  test.each(['br', 'gzip', 'deflate'])('a broken %s body gets 400', async (encoding) => {
    const res = await raw('POST', '/api/posts', { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, Buffer.from('definitely not compressed'));
    expectRawEnvelope(res, 400, 'VALIDATION_FAILED');
  });

  test('a well-formed br body is still read', async () => {
    const body = zlib.brotliCompressSync(JSON.stringify({ content: 'Compressed but fine.' }));
    const res = await raw('POST', '/api/posts', { 'Content-Type': 'application/json', 'Content-Encoding': 'br' }, body);
    expect(res.status).toBe(201);
    await citizen.delete(`/api/posts/${JSON.parse(res.body).id}`).expect(204);
  });
});

describe('multipart uploads that are not well formed', () => {
  const boundary = 'city-boundary';
  const part = (filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`;

  test.each([
    ['a NUL in the file name', `multipart/form-data; boundary=${boundary}`, `${part('a\u0000b.png')}--${boundary}--\r\n`],
    ['no closing boundary', `multipart/form-data; boundary=${boundary}`, part('a.png')],
    ['no boundary', 'multipart/form-data', `${part('a.png')}--${boundary}--\r\n`],
  ])('%s gets 400', async (_name, contentType, body) => {
    expectRawEnvelope(await raw('POST', '/api/uploads', { 'Content-Type': contentType }, Buffer.from(body)), 400, 'VALIDATION_FAILED');
  });
});

test('a URL longer than the server accepts gets 431 in the envelope', async () => {
  const res = await raw('GET', `/api/search?q=${'a'.repeat(20_000)}`, {});
  expect(res.status).toBe(431);
  expect(res.type).toContain('application/json');
  expect(JSON.parse(res.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
});

test('a request line the server cannot parse gets 400 in the envelope', async () => {
  const { hostname, port } = new URL(city.url);
  const answer = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(port), hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 /);
  expect(JSON.parse(body)).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request cannot be read.' } });
});

describe('display names made only of invisible characters', () => {
  test.each([ZERO_WIDTH_NAME, '\u3164\u3164', '\u00ad\u034f', ' \u2800 '])('%j is refused at sign-up and in the profile', async (name) => {
    const body = newCitizen({ username: name });
    const signup = await request(city.url).post('/api/auth/signup').send(body);
    expectEnvelope(signup, 400, 'PROFILE_FIELDS_REQUIRED');
    expect(signup.body.error.message).toBe('Please fill out your display name and username');
    await request(city.url).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);

    expectEnvelope(await citizen.patch('/api/users/me').send({ username: name }), 400, 'PROFILE_FIELDS_REQUIRED');
    expect((await citizen.get('/api/auth/me').expect(200)).body.user.username).not.toBe(name);
  });

  test('a name with visible letters around invisible ones is kept', async () => {
    const res = await citizen.patch('/api/users/me').send({ username: 'Zoë\u200dB' }).expect(200);
    expect(res.body.username).toBe('Zoë\u200dB');
  });
});
