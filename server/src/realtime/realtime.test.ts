import { io as connect, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, serverEventSchemas, type ServerEventName } from '../../../shared/events';
import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

const ADMIN_EMAIL = 'realtime.admin@example.com';

let city: TestCity;
const sockets: Socket[] = [];
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await city.stop();
});

function open(headers: Record<string, string>): Socket {
  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: headers, reconnection: false });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(`refused: ${err.message}`));
  });

test('a socket without a session is refused', async () => {
  expect(await outcome(open({}))).toBe('refused: UNAUTHENTICATED');
});

test('a socket from a foreign origin is refused even with a session', async () => {
  const { cookie } = await signedInCitizen(city);
  expect(await outcome(open({ cookie, origin: 'https://evil.example' }))).toMatch(/^refused/);
});

test('a suspended citizen’s session opens no socket, as it opens no endpoint', async () => {
  const { cookie, user } = await signedInCitizen(city);
  await city.db.query('update users set suspended = true where uid = $1', [user.uid]);
  expect(await outcome(open({ cookie }))).toBe('refused: UNAUTHENTICATED');
});

test('a socket whose foreign origin matches the Host header it sent is refused', async () => {
  const { cookie } = await signedInCitizen(city);
  expect(await outcome(open({ cookie, host: 'evil.example', origin: 'http://evil.example' }))).toMatch(/^refused/);
});

test('a signed-in socket receives its own events and is closed at logout', async () => {
  const { client, cookie, user } = await signedInCitizen(city);
  const socket = open({ cookie, origin: city.origin });
  expect(await outcome(socket)).toBe('connected');

  await city.db.query(`insert into notifications (id, recipient_id, type) values ('n1', $1, 'follow')`, [user.uid]);
  const unread = new Promise((resolve) => socket.once(SERVER_EVENTS.notificationUnread, resolve));
  await client.post('/api/notifications/read-all').expect(204);
  expect(await unread).toEqual({ count: 0 });

  const closed = new Promise((resolve) => socket.once('disconnect', resolve));
  await client.post('/api/auth/logout').expect(204);
  expect(await closed).toBe('io server disconnect');
});

test('events for one citizen never reach another', async () => {
  const alice = await signedInCitizen(city);
  const bob = await signedInCitizen(city);
  const bobSocket = open({ cookie: bob.cookie });
  expect(await outcome(bobSocket)).toBe('connected');
  const seen: unknown[] = [];
  bobSocket.on(SERVER_EVENTS.notificationUnread, (payload) => seen.push(payload));
  await alice.client.post('/api/notifications/read-all').expect(204);
  await bob.client.post('/api/notifications/read-all').expect(204);
  await new Promise((r) => setTimeout(r, 100));
  expect(seen).toEqual([{ count: 0 }]);
});

test('every event the server sends is what its shared schema says, field for field', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const socket = open({ cookie: author.cookie });
  expect(await outcome(socket)).toBe('connected');
  const seen: Array<[ServerEventName, unknown]> = [];
  socket.onAny((event: ServerEventName, payload: unknown) => seen.push([event, payload]));
  const deleted = new Promise((resolve) => socket.once(SERVER_EVENTS.postDeleted, resolve));

  const p = await post(author.client, { content: 'Live from the square' });
  await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'Hello from the crowd' }).expect(201);
  const rude = (await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'Rude words from the crowd' }).expect(201)).body.id;
  await author.client.post('/api/callable/createReport').send({ data: { commentId: rude, reason: 'hate' } }).expect(200);
  const admin = await signedInCitizen(city, { email: ADMIN_EMAIL });
  await admin.client.post(`/api/admin/reports/${rude}/resolve`).send({ action: 'remove' }).expect(204);
  expect((await react(reader.client, p.id, 'agree')).status).toBe(200);
  await author.client.post(`/api/users/${reader.user.uid}/follow`).expect(200);
  await reader.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  const conversationId = (await author.client.post('/api/conversations').send({ userId: reader.user.uid }).expect(201)).body.id;
  await author.client.post(`/api/conversations/${conversationId}/messages`).send({ text: 'Just between us' }).expect(201);
  await author.client.post(`/api/users/${reader.user.uid}/block`).expect(204);
  await author.client.delete(`/api/posts/${p.id}`).expect(204);
  await deleted;

  const kinds = new Set(seen.map(([event]) => event));
  const expected = [
    SERVER_EVENTS.postNew,
    SERVER_EVENTS.commentNew,
    SERVER_EVENTS.commentRemoved,
    SERVER_EVENTS.postUpdated,
    SERVER_EVENTS.notificationNew,
    SERVER_EVENTS.notificationUnread,
    SERVER_EVENTS.reputationUpdated,
    SERVER_EVENTS.messageNew,
    SERVER_EVENTS.conversationUpdated,
  ];
  for (const event of expected) expect(kinds).toContain(event);
  // Parsing drops what a schema does not name: a payload equal to its parse has nothing more and nothing less.
  for (const [event, payload] of seen) expect(serverEventSchemas[event].parse(payload)).toEqual(payload);
});
