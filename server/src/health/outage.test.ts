import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { sessionCookie } from '../testing/cookies';
import { newCitizen, TEST_ENGINE } from '../testing/harness';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

// `npm start` on PostgreSQL, as a child process whose path to the database a proxy can cut:
// losing the database must not end the process, requests meanwhile get 503, and service
// comes back by itself. PostgreSQL only: the embedded database has no connection to lose.
jest.setTimeout(120_000);

const onPostgres = TEST_ENGINE === 'postgres' ? describe : describe.skip;

onPostgres('when the database goes away', () => {
  // Its own schema, and an application name to find the server's connections by.
  const schema = `outage_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let proxy: TcpProxy;
  let city: CityProcess;
  let dataDir: string;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    admin = await openPostgres(target.href, { max: 1 });
    await admin.query(`create schema ${schema}`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target.href);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('options', `-c search_path=${schema}`);
    viaProxy.searchParams.set('application_name', schema);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-outage-'));
    city = await spawnCity({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.href });
    await city.open();
  });

  afterAll(async () => {
    await city?.stop('SIGKILL');
    await proxy?.close();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A citizen signed in on the server: their browser, and its session cookie for sockets. */
  async function signedIn() {
    const agent = request.agent(city.url);
    const res = await agent.post('/api/auth/signup').send(newCitizen()).expect(201);
    return { agent, cookie: sessionCookie(res) };
  }

  const expectUnavailable = (res: request.Response) => {
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error).toEqual(expect.objectContaining({ code: 'UNAVAILABLE' }));
  };

  /** Whether a signed-in socket connects or is refused; it must not hang. */
  async function socketOutcome(cookie: string): Promise<'connected' | 'refused'> {
    const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie, origin: city.url }, reconnection: false });
    try {
      return await new Promise((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', () => resolve('refused'));
      });
    } finally {
      socket.close();
    }
  }

  test('a cut path: the process lives on, every request gets 503 with Retry-After, and service returns when the path does', async () => {
    const { agent: citizen, cookie } = await signedIn();
    await citizen.get('/api/auth/me').expect(200);

    proxy.cut();
    try {
      expectUnavailable(await citizen.get('/api/auth/me'));
      expectUnavailable(await citizen.post('/api/posts').send({ content: 'Written while the database is away' }));
      expectUnavailable(await citizen.post('/api/auth/signup').send(newCitizen()));
      for (const health of [await citizen.get('/api/health'), await request(city.url).get('/api/health')]) {
        expectUnavailable(health);
        expect(health.body).toEqual(expect.objectContaining({ ok: false, db: 'postgres', down: ['database'] }));
      }
      expect(await socketOutcome(cookie)).toBe('refused');
      expect(city.alive()).toBe(true);
    } finally {
      proxy.restore();
    }

    await citizen.get('/api/auth/me').expect(200);
    await request(city.url).get('/api/health').expect(200, { ok: true, db: 'postgres' });
    expect(await socketOutcome(cookie)).toBe('connected');
    // Nothing written during the outage.
    expect((await citizen.get('/api/feed?tab=forYou&page=1').expect(200)).body.posts).toEqual([]);
    expect(city.alive()).toBe(true);
  });

  test("the server's connections terminated by PostgreSQL: the process lives on and service returns by itself", async () => {
    const { agent: citizen } = await signedIn();
    const terminated = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [schema]);
    expect(terminated.rows.length).toBeGreaterThan(0);
    // Until PostgreSQL has closed them: the server is then told through the proxy.
    while ((await admin.query('select 1 from pg_stat_activity where application_name = $1', [schema])).rows.length) {
      await new Promise((resolve) => setImmediate(resolve));
    }

    // A request may still meet a closed connection the server has not yet heard of: that request gets a 503
    // (never a 500) and the connection is dropped, so service is back after at most one such request per connection.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 200 && statuses.length <= terminated.rows.length) statuses.push((await citizen.get('/api/auth/me')).status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect(city.alive()).toBe(true);
  });
});
