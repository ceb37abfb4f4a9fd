import { io as connect, type Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
const sockets: Socket[] = [];
beforeAll(async () => {
  city = await startTestCity();
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

test('a signed-in socket receives its own events and is closed at logout', async () => {
  const { client, cookie, user } = await signedInCitizen(city);
  const socket = open({ cookie, origin: city.url });
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
