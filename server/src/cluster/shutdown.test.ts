import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { sessionCookie } from '../testing/cookies';
import { eventually } from '../testing/cluster';
import { inFlightLogin, refused } from '../testing/shutdown';
import { newCitizen, TEST_ENGINE } from '../testing/harness';

// `npm start` as a child process, stopped with SIGTERM as a process manager or a rolling deploy stops
// it. Whatever the engine does, the shutdown is the same: run on the embedded one, except where a test needs a
// lock of PostgreSQL's.
jest.setTimeout(120_000);

const onPglite = TEST_ENGINE === 'pglite' ? describe : describe.skip;

onPglite('SIGTERM stops the server gracefully', () => {
  let city: CityProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-shutdown-'));
    city = await spawnCity({ DATA_DIR: dataDir });
    await city.open();
  });

  afterAll(async () => {
    await city?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a request in flight is answered, new connections are refused, sockets are closed so that they reconnect, and the exit code is 0', async () => {
    const credentials = newCitizen();
    const signup = await request(city.url).post('/api/auth/signup').send(credentials).expect(201);
    const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: sessionCookie(signup), origin: city.url }, reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const login = await inFlightLogin(city.url, { email: credentials.email, password: credentials.password });
    city.child.kill('SIGTERM');
    await eventually(() => city.output().includes('stopping: no new connections'));

    // "transport close", not "io server disconnect": the client's reconnection (to another process) starts by itself.
    expect(await socketClosed).toBe('transport close');
    expect(await refused(city.url)).toBe(true);
    expect(city.alive()).toBe(true);

    const answer = await login.send();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.email).toBe(credentials.email);
    expect(await city.exited).toBe(0);
    expect(city.output()).toContain('"msg":"stopped"');
  });
});

// A second connection holds a lock the server's request waits on: PostgreSQL's, so this one runs there.
const onPostgres = TEST_ENGINE === 'postgres' ? describe : describe.skip;

onPostgres('SIGTERM and a request whose client has hung up', () => {
  const schema = `shutdown_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let city: CityProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-shutdown-'));
    admin = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 2 });
    await admin.query(`create schema ${schema}`);
    const database = new URL(process.env.TEST_DATABASE_URL!);
    database.searchParams.set('options', `-c search_path=${schema}`);
    city = await spawnCity({ DATA_DIR: dataDir, DATABASE_URL: database.href, PUBLIC_URL: 'http://city.test' });
    await city.open();
  });

  afterAll(async () => {
    await city?.stop('SIGKILL');
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('its handler still finishes its work before the database is closed', async () => {
    const signup = await request(city.url).post('/api/auth/signup').send(newCitizen()).expect(201);
    const content = `Posted as the server stops ${randomBytes(4).toString('hex')}`;
    let released = false;
    await admin.transaction(async (lock) => {
      // The post's request waits on its session's read, behind this lock, while its client hangs up and SIGTERM comes.
      await lock.query(`lock table ${schema}.sessions in access exclusive mode`);
      const body = JSON.stringify({ content });
      const client = net.connect(Number(new URL(city.url).port), '127.0.0.1');
      client.on('error', () => undefined);
      client.end(
        `POST /api/posts HTTP/1.1\r\nHost: city.test\r\nOrigin: http://city.test\r\nCookie: ${sessionCookie(signup)}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      await eventually(async () => (await admin.query(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%sessions%'`)).rows.length > 0);
      client.destroy();
      city.child.kill('SIGTERM');
      await eventually(() => city.output().includes('stopping: no new connections'));
      released = true;
    });
    expect(released).toBe(true);
    expect(await city.exited).toBe(0);
    expect((await admin.query(`select 1 from ${schema}.posts where content = $1`, [content])).rows).toHaveLength(1);
    expect(city.output()).not.toContain('request failed');
  });
});
