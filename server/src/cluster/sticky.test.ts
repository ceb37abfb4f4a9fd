import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket, type SocketOptions, type ManagerOptions } from 'socket.io-client';
import request from 'supertest';
import { SERVER_EVENTS } from '../../../shared/events';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { redisAnswers, TEST_REDIS_URL } from '../testing/cluster';
import { sessionCookie } from '../testing/cookies';
import { newCitizen, TEST_ENGINE } from '../testing/harness';

// A browser's socket through `npm run start:cluster`: socket.io's client starts with HTTP long-polling, whose
// requests must all reach the worker holding the session, then upgrades to WebSocket. Two workers, the real
// cluster (server/src/main.ts --cluster), clients as socket.io's own with their default transports.
jest.setTimeout(180_000);

const missing = TEST_ENGINE !== 'postgres' ? 'the PostgreSQL project (TEST_DATABASE_URL)' : redisAnswers() ? null : `a Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL)`;
const suite = missing ? describe.skip : describe;

const PUBLIC_URL = 'http://city.test';
// Each run signs up from an address of its own, so that the per-address limits of the shared Redis are its own.
const ADDRESS = `10.${[...randomBytes(3)].join('.')}`;

suite(`socket.io's default transports through npm run start:cluster with two workers${missing ? ` (skipped: it needs ${missing})` : ''}`, () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  const sockets: Socket[] = [];
  let dataDir: string;
  let admin: Db;
  let city: CityProcess;
  let reader: string;
  let author: string;

  const signUp = async () => sessionCookie(await request(city.url).post('/api/auth/signup').set('X-Forwarded-For', ADDRESS).send(newCitizen()).expect(201));

  /** A socket.io client as the browser's, signed in as the reader; it does not reconnect, so that any failure shows. */
  const openSocket = (options: Partial<ManagerOptions & SocketOptions> = {}) => {
    const socket = connect(city.url, { extraHeaders: { cookie: reader, origin: PUBLIC_URL }, reconnection: false, ...options });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  /** Publishes a post, each time on a new connection (so through either worker), and resolves once `socket` has heard of it. */
  const heardPublished = async (socket: Socket) => {
    const content = `The tram line reopens on ${randomBytes(3).toString('hex')}`;
    const arrival = new Promise<void>((resolve) => {
      const listener = ({ post }: { post: { content: string } }) => {
        if (post.content !== content) return;
        socket.off(SERVER_EVENTS.postNew, listener);
        resolve();
      };
      socket.on(SERVER_EVENTS.postNew, listener);
    });
    await request(city.url).post('/api/posts').set('Cookie', author).set('X-Forwarded-For', ADDRESS).set('Origin', PUBLIC_URL).send({ content }).expect(201);
    await arrival;
  };

  /** The status and engine.io message of an answer to a GET, or 'closed' when the connection closes unanswered. */
  const ask = (agent: http.Agent, target: string) =>
    new Promise<{ status: number; message?: string } | 'closed'>((resolve) => {
      const req = http.get(`${city.url}${target}`, { agent, headers: { origin: PUBLIC_URL } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, message: res.statusCode === 400 ? JSON.parse(body).message : undefined }));
      });
      req.on('error', () => resolve('closed'));
    });

  /**
   * A failed sign-in whose headers go first and whose body of 60 KB follows in pieces, as an upload's does: what
   * comes after the bytes the primary read must reach the worker. Resolves with the status of the answer.
   */
  const streamedSignIn = (email: string, address: string) =>
    new Promise<number>((resolve, reject) => {
      const body = Buffer.from(JSON.stringify({ email, password: 'not the password '.repeat(3500) }));
      const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length, 'X-Forwarded-For': address, Origin: PUBLIC_URL };
      const req = http.request(`${city.url}/api/auth/login`, { method: 'POST', headers, agent: false });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.flushHeaders();
      let sent = 0;
      const sendMore = () => {
        if (sent >= body.length) return void req.end();
        req.write(body.subarray(sent, (sent += 4096)));
        setImmediate(sendMore);
      };
      setImmediate(sendMore);
    });

  beforeAll(async () => {
    const database = new URL(process.env.TEST_DATABASE_URL!);
    admin = await openPostgres(database.href, { max: 1 });
    await admin.query(`create schema ${schema}`);
    database.searchParams.set('options', `-c search_path=${schema}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-sticky-'));
    const secret = randomBytes(32).toString('hex');
    city = await spawnCity(
      { DATA_DIR: dataDir, DATABASE_URL: database.href, REDIS_URL: TEST_REDIS_URL, SESSION_SECRET: secret, CLUSTER_WORKERS: '2', PUBLIC_URL },
      undefined,
      ['--cluster'],
    );
    await city.open();
    reader = await signUp();
    author = await signUp();
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await city?.stop();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('clients one after the other connect by long-polling, upgrade to WebSocket and hear posts published through either worker', async () => {
    const clients: Socket[] = [];
    for (let i = 0; i < 4; i++) {
      const socket = openSocket();
      expect(socket.io.engine.transport.name).toBe('polling');
      const upgraded = new Promise<string>((resolve) => socket.io.engine.once('upgrade', (transport: { name: string }) => resolve(transport.name)));
      await connected(socket);
      expect(await upgraded).toBe('websocket');
      // Two posts on two new connections: the primary hands them to the workers in turn, so one is published through the other worker.
      await heardPublished(socket);
      await heardPublished(socket);
      clients.push(socket);
    }
    // Every one of them, on one worker or the other, still hears what is published.
    for (const socket of clients) expect(socket.connected).toBe(true);
    await Promise.all(clients.map((socket) => heardPublished(socket)));
  });

  test('a client held to long-polling keeps its session over many requests, each on a new connection', async () => {
    const socket = openSocket({ transports: ['polling'] });
    const disconnected: string[] = [];
    socket.on('disconnect', (reason) => disconnected.push(reason));
    await connected(socket);
    for (let i = 0; i < 6; i++) await heardPublished(socket);
    expect(socket.io.engine.transport.name).toBe('polling');
    expect(disconnected).toEqual([]);
  });

  test('a socket.io request on a kept-alive connection of the other worker is closed unanswered, which a browser sends again on a new connection', async () => {
    const socket = openSocket();
    const upgraded = new Promise((resolve) => socket.io.engine.once('upgrade', resolve));
    await connected(socket);
    await upgraded;
    // The session is on WebSocket now: its worker refuses a long-polling request for it ("Bad request"), and answers.
    const polling = `/socket.io/?EIO=4&transport=polling&sid=${socket.io.engine.id}`;
    // Two connections kept alive, one on each worker: the primary hands them out in turn.
    const agents = [0, 1].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      for (const agent of agents) expect(await ask(agent, '/api/health')).toMatchObject({ status: 200 });
      const answers = await Promise.all(agents.map((agent) => ask(agent, polling)));
      expect(answers).toContainEqual({ status: 400, message: 'Bad request' });
      expect(answers).toContain('closed');
      expect(await ask(new http.Agent(), polling)).toEqual({ status: 400, message: 'Bad request' });
    } finally {
      agents.forEach((agent) => agent.destroy());
    }
  });

  test('request bodies that follow their headers in pieces, many at once, reach the workers whole', async () => {
    // Each from an address of its own, under the per-address limit on sign-ins.
    const attempts = Array.from({ length: 100 }, (_, i) => streamedSignIn(`nobody_${i}@example.com`, `10.${[...randomBytes(3)].join('.')}`));
    expect(new Set(await Promise.all(attempts))).toEqual(new Set([401]));
  });
});
