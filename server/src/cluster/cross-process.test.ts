import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { SERVER_EVENTS, type ServerEventName, type ServerEventPayload } from '../../../shared/events';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { eventually, redisAnswers, startFailoverProxy, TEST_REDIS_URL } from '../testing/cluster';
import { sessionCookie } from '../testing/cookies';
import { newCitizen, TEST_ENGINE } from '../testing/harness';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

// Two real server processes (`npm start`'s main.ts), A and B, on one PostgreSQL schema and one Redis,
// reached through a proxy that can cut Redis off: what a citizen does through one process is seen
// through the other, and each goes on alone while Redis is away. Processes start once for the file.
jest.setTimeout(180_000);

const missing = TEST_ENGINE !== 'postgres' ? 'the PostgreSQL project (TEST_DATABASE_URL)' : redisAnswers() ? null : `a Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL)`;
const suite = missing ? describe.skip : describe;

const PUBLIC_URL = 'http://city.test';

interface Citizen {
  uid: string;
  email: string;
  password: string;
  cookie: string;
  /** Their browser talking to one process. */
  through(city: CityProcess): request.Agent;
}

/**
 * Each citizen comes from an address of their own (the processes trust a loopback proxy's
 * X-Forwarded-For), so the per-address limits they meet are theirs, not those of every run sharing this Redis.
 */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

async function signUp(city: CityProcess): Promise<Citizen> {
  const address = newAddress();
  const body = newCitizen();
  const res = await request(city.url).post('/api/auth/signup').set('X-Forwarded-For', address).send(body).expect(201);
  const cookie = sessionCookie(res);
  return {
    uid: res.body.user.uid,
    email: body.email,
    password: body.password,
    cookie,
    through: (other) => request.agent(other.url).set('Cookie', cookie).set('X-Forwarded-For', address),
  };
}

const sockets: Socket[] = [];
function openSocket(url: string, cookie: string, reconnect = false): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: PUBLIC_URL },
    reconnection: reconnect,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The first `event` on `socket` whose payload `matches`. */
function heard<E extends ServerEventName>(socket: Socket, event: E, matches: (payload: ServerEventPayload<E>) => boolean): Promise<ServerEventPayload<E>> {
  return new Promise((resolve) => {
    const listener = (payload: ServerEventPayload<E>) => {
      if (!matches(payload)) return;
      socket.off(event as string, listener);
      resolve(payload);
    };
    socket.on(event as string, listener);
  });
}

const publish = async (author: Citizen, city: CityProcess, content: string) =>
  (await author.through(city).post('/api/posts').send({ content }).expect(201)).body as { id: string };

async function mutualFollowers(city: CityProcess, first: Citizen, second: Citizen) {
  await first.through(city).post(`/api/users/${second.uid}/follow`).expect(200);
  await second.through(city).post(`/api/users/${first.uid}/follow`).expect(200);
}

const wrongLogin = (citizen: Citizen, city: CityProcess) => citizen.through(city).post('/api/auth/login').send({ email: citizen.email, password: 'not the password' });
const healthOf = async (city: CityProcess) => (await request(city.url).get('/api/health')).body as { ok: boolean; redis?: string };
const timesLogged = (city: CityProcess, line: string) => city.output().split(line).length - 1;

suite(`two server processes on one PostgreSQL and one Redis${missing ? ` (skipped: they need ${missing})` : ''}`, () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  let admin: Db;
  let redisPath: TcpProxy;
  let a: CityProcess;
  let b: CityProcess;

  beforeAll(async () => {
    const database = new URL(process.env.TEST_DATABASE_URL!);
    admin = await openPostgres(database.href, { max: 1 });
    await admin.query(`create schema ${schema}`);
    database.searchParams.set('options', `-c search_path=${schema}`);
    const redis = new URL(TEST_REDIS_URL);
    redisPath = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    redis.hostname = '127.0.0.1';
    redis.port = String(redisPath.port);
    const secret = randomBytes(32).toString('hex');
    const env = () => {
      dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'city-cluster-')));
      return { DATA_DIR: dataDirs.at(-1)!, DATABASE_URL: database.href, REDIS_URL: redis.href, SESSION_SECRET: secret, PUBLIC_URL };
    };
    // One after the other: A applies the migrations to the fresh schema.
    a = await spawnCity(env());
    await a.open();
    b = await spawnCity(env());
    await b.open();
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await redisPath?.close();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
    dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  test('a citizen who signs in through A is signed in through B, and signing out through B signs them out of A', async () => {
    const citizen = await signUp(a);
    const login = await request(a.url).post('/api/auth/login').send({ email: citizen.email, password: citizen.password }).expect(200);
    const cookie = sessionCookie(login);
    expect((await request(b.url).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.user.uid).toBe(citizen.uid);
    await request(b.url).post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await request(a.url).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  test('a post published through A reaches a socket connected to B', async () => {
    const reader = await signUp(b);
    const socket = await openSocket(b.url, reader.cookie);
    const author = await signUp(a);
    const content = `Market day moves to Thursday ${randomBytes(3).toString('hex')}`;
    const arrival = heard(socket, SERVER_EVENTS.postNew, ({ post }) => post.content === content);
    const { id } = await publish(author, a, content);
    expect((await arrival).post).toMatchObject({ id, authorId: author.uid });
  });

  test('a follow’s notification, a message and a reputation update made through A reach the citizen’s socket on B', async () => {
    const ana = await signUp(b);
    const bob = await signUp(a);
    const socket = await openSocket(b.url, ana.cookie);

    const followed = heard(socket, SERVER_EVENTS.notificationNew, ({ notification }) => notification.type === 'follow');
    await mutualFollowers(a, bob, ana);
    expect((await followed).notification.actor).toMatchObject({ uid: bob.uid });

    const conversation = (await bob.through(a).post('/api/conversations').send({ userId: ana.uid }).expect(201)).body.id as string;
    const delivered = heard(socket, SERVER_EVENTS.messageNew, (event) => event.conversationId === conversation);
    await bob.through(a).post(`/api/conversations/${conversation}/messages`).send({ text: 'See you at the library at six?' }).expect(201);
    expect((await delivered).message).toMatchObject({ text: 'See you at the library at six?' });

    const { id } = await publish(ana, b, 'The library should open on Sundays.');
    const rescored = heard(socket, SERVER_EVENTS.reputationUpdated, (event) => event.uid === ana.uid);
    await bob.through(a).post('/api/callable/reactToPost').send({ data: { postId: id, reactionType: 'agree' } }).expect(200);
    const { reputationScore } = (await ana.through(b).get(`/api/users/${ana.uid}/reputation`).expect(200)).body;
    expect((await rescored).reputationScore).toEqual(reputationScore);
  });

  test('failed sign-ins count across processes: ten wrong passwords through A and B in turn, and the eleventh is refused by either', async () => {
    const citizen = await signUp(a);
    for (let attempt = 0; attempt < 10; attempt++) await wrongLogin(citizen, attempt % 2 ? b : a).expect(401);
    expect((await wrongLogin(citizen, a)).status).toBe(429);
    expect((await wrongLogin(citizen, b)).status).toBe(429);
  });

  test('Redis away: each process says so once, serves its own sockets and counts limits in memory; back, they share again', async () => {
    const reader = await signUp(b);
    const onB = await openSocket(b.url, reader.cookie);
    const author = await signUp(a);
    const onA = await openSocket(a.url, author.cookie);

    redisPath.cut();
    await eventually(async () => (await healthOf(a)).redis === 'down' && (await healthOf(b)).redis === 'down');
    expect(await healthOf(a)).toEqual({ ok: true, db: 'postgres', redis: 'down' });

    const alone = `The ferry runs late tonight ${randomBytes(3).toString('hex')}`;
    const onItsOwn = heard(onA, SERVER_EVENTS.postNew, ({ post }) => post.content === alone);
    await publish(author, a, alone);
    await onItsOwn;

    const guessed = await signUp(a);
    for (let attempt = 0; attempt < 10; attempt++) await wrongLogin(guessed, a).expect(401);
    expect((await wrongLogin(guessed, a)).status).toBe(429);
    for (const city of [a, b]) expect(timesLogged(city, 'Redis is unreachable')).toBe(1);

    redisPath.restore();
    await eventually(async () => (await healthOf(a)).redis === 'up' && (await healthOf(b)).redis === 'up');
    for (const city of [a, b]) expect(timesLogged(city, 'Redis is back')).toBe(1);
    const shared = `The ferry is back on time ${randomBytes(3).toString('hex')}`;
    const acrossAgain = heard(onB, SERVER_EVENTS.postNew, ({ post }) => post.content === shared);
    await publish(author, a, shared);
    await acrossAgain;
  });

  test('A killed with -9 under writes: B keeps serving every acknowledged write, and A’s socket reconnects to B', async () => {
    const balancer = await startFailoverProxy([new URL(a.url).port, new URL(b.url).port].map(Number));
    try {
      const reader = await signUp(b);
      // Through the balancer, which sends it to A while A lives.
      const socket = await openSocket(`http://127.0.0.1:${balancer.port}`, reader.cookie, true);
      const writer = await signUp(a);
      const acknowledged: string[] = [];
      let writing = true;
      const writes = (async () => {
        for (let n = 0; writing; n++) {
          const res = await writer.through(a).post('/api/posts').send({ content: `Harbour notes, part ${n}` }).catch(() => null);
          if (!res) break;
          if (res.status === 201) acknowledged.push(res.body.id);
        }
      })();
      await eventually(() => acknowledged.length >= 5);

      const reconnected = new Promise((resolve) => socket.io.once('reconnect', resolve));
      await a.stop('SIGKILL');
      writing = false;
      await writes;
      await reconnected;

      for (const id of acknowledged) await writer.through(b).get(`/api/posts/${id}`).expect(200);
      const content = `Harbour notes, after the storm ${randomBytes(3).toString('hex')}`;
      const arrival = heard(socket, SERVER_EVENTS.postNew, ({ post }) => post.content === content);
      await publish(writer, b, content);
      await arrival;
    } finally {
      await balancer.close();
    }
  });
});
