import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity, type CityProcess } from '../testing/city-process';
import { eventually, redisAnswers, TEST_REDIS_URL } from '../testing/cluster';
import { sessionCookie } from '../testing/cookies';
import { newCitizen, TEST_ENGINE } from '../testing/harness';
import { inFlightLogin, refused } from '../testing/shutdown';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

// `npm run start:cluster` as a user runs it (server/src/main.ts --cluster): what it refuses to start
// without, and its workers on one port, replaced when one dies (after a growing pause when it never served) and all
// stopped by SIGTERM.
jest.setTimeout(180_000);

const onPglite = TEST_ENGINE === 'pglite' ? describe : describe.skip;
const missing = TEST_ENGINE !== 'postgres' ? 'the PostgreSQL project (TEST_DATABASE_URL)' : redisAnswers() ? null : `a Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL)`;
const onPostgresAndRedis = missing ? describe.skip : describe;

const SECRET = randomBytes(32).toString('hex');
const dataDirs: string[] = [];
const newDataDir = () => {
  dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'city-cluster-')));
  return dataDirs.at(-1)!;
};
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The words and exit code of a start-up that refuses, which must be a sentence, not a stack trace. */
async function refusal(env: Record<string, string>, args: string[]) {
  const city = await spawnCity({ DATA_DIR: newDataDir(), ...env }, undefined, args);
  const code = await city.exited;
  expect(city.output()).not.toMatch(/^\s+at /m);
  return { code, output: city.output().trim() };
}

// The refusals come before any connection is tried: nothing needs to run for them.
onPglite('what the cluster, and a process sharing Redis, refuse to start without', () => {
  test('the cluster without DATABASE_URL: the embedded database serves one process only', async () => {
    expect(await refusal({ REDIS_URL: TEST_REDIS_URL, SESSION_SECRET: SECRET }, ['--cluster'])).toEqual({
      code: 1,
      output: 'Invalid configuration:\n  DATABASE_URL: is required by npm run start:cluster, since the embedded database (PGlite) serves one process only',
    });
  });

  test('the cluster without REDIS_URL', async () => {
    expect(await refusal({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/city' }, ['--cluster'])).toEqual({
      code: 1,
      output: 'Invalid configuration:\n  REDIS_URL: is required by npm run start:cluster, so that its processes share rate limits and live updates',
    });
  });

  test('any server process with REDIS_URL and without SESSION_SECRET, which would sign its citizens out of the other processes', async () => {
    const expected = {
      code: 1,
      output: 'Invalid configuration:\n  SESSION_SECRET: is required when REDIS_URL is set: every process of the city must sign session cookies with the same secret',
    };
    expect(await refusal({ REDIS_URL: TEST_REDIS_URL }, [])).toEqual(expected);
    expect(await refusal({ REDIS_URL: TEST_REDIS_URL, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/city' }, ['--cluster'])).toEqual(expected);
  });
});

/** The pids of the workers that said they listen, in the order they did. */
const workerPids = (city: CityProcess) =>
  city
    .output()
    .split('\n')
    .filter((line) => line.includes('a worker of the cluster is listening'))
    .map((line) => Number(/"pid":(\d+)/.exec(line)![1]));

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

onPostgresAndRedis(`npm run start:cluster with two workers${missing ? ` (skipped: it needs ${missing})` : ''}`, () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let city: CityProcess;

  beforeAll(async () => {
    const database = new URL(process.env.TEST_DATABASE_URL!);
    admin = await openPostgres(database.href, { max: 1 });
    await admin.query(`create schema ${schema}`);
    database.searchParams.set('options', `-c search_path=${schema}`);
    city = await spawnCity({ DATA_DIR: newDataDir(), DATABASE_URL: database.href, REDIS_URL: TEST_REDIS_URL, SESSION_SECRET: SECRET, CLUSTER_WORKERS: '2' }, undefined, [
      '--cluster',
    ]);
    await city.open();
  });

  afterAll(async () => {
    workerPids(city).filter(running).forEach((pid) => process.kill(pid, 'SIGKILL'));
    await city?.stop('SIGKILL');
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
  });

  test('two workers serve one port; one killed with -9 is replaced while the other serves; SIGTERM stops them all, a request in flight answered, with exit code 0', async () => {
    const [first, second] = workerPids(city);
    expect(new Set([first, second, city.child.pid]).size).toBe(3);
    const credentials = newCitizen();
    const signup = await request(city.url).post('/api/auth/signup').send(credentials).expect(201);
    const cookie = sessionCookie(signup);
    // Connections are handed to the workers in turn: the session holds on each.
    for (let i = 0; i < 4; i++) await request(city.url).get('/api/auth/me').set('Cookie', cookie).expect(200);

    process.kill(first, 'SIGKILL');
    await eventually(() => city.output().includes('a worker ended; starting another'));
    for (let i = 0; i < 4; i++) await request(city.url).get('/api/auth/me').set('Cookie', cookie).expect(200);
    await eventually(() => workerPids(city).length === 3);
    const replacement = workerPids(city)[2];
    expect(running(replacement)).toBe(true);

    const login = await inFlightLogin(city.url, { email: credentials.email, password: credentials.password });
    city.child.kill('SIGTERM');
    await eventually(() => city.output().split('stopping: no new connections').length - 1 === 2);
    expect(await refused(city.url)).toBe(true);
    const answer = await login.send();
    expect(answer.status).toBe(200);
    expect(await city.exited).toBe(0);
    expect(city.output()).toContain('every worker has stopped');
    expect([second, replacement].filter(running)).toEqual([]);
  });
});

/** The pauses the primary announced before starting a worker again, in order. */
const restartPauses = (city: CityProcess) =>
  city
    .output()
    .split('\n')
    .filter((line) => line.includes('a worker ended'))
    .map((line) => Number(/"restartInMs":(\d+)/.exec(line)![1]));

onPostgresAndRedis(`a worker that cannot start${missing ? ` (skipped: it needs ${missing})` : ''}`, () => {
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let proxy: TcpProxy;
  let city: CityProcess;

  beforeAll(async () => {
    const database = new URL(process.env.TEST_DATABASE_URL!);
    admin = await openPostgres(database.href, { max: 1 });
    await admin.query(`create schema ${schema}`);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
  });

  afterAll(async () => {
    workerPids(city).filter(running).forEach((pid) => process.kill(pid, 'SIGKILL'));
    await city?.stop('SIGKILL');
    await proxy?.close();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.close();
  });

  test('is started again after pauses that double, until it serves; one that served is replaced at once, and the pauses start over', async () => {
    // The database goes away as soon as the primary has prepared it: every worker fails to open it.
    proxy.cutOnceIdle();
    const database = new URL(process.env.TEST_DATABASE_URL!);
    database.host = `127.0.0.1:${proxy.port}`;
    database.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATA_DIR: newDataDir(), DATABASE_URL: database.href, REDIS_URL: TEST_REDIS_URL, SESSION_SECRET: SECRET, CLUSTER_WORKERS: '1' };
    city = await spawnCity(env, undefined, ['--cluster']);
    await eventually(() => restartPauses(city).length >= 3);
    expect(restartPauses(city).slice(0, 3)).toEqual([1000, 2000, 4000]);
    expect(city.output()).toContain('a worker ended before it could serve; starting another in 4 s');

    proxy.restore();
    await city.open();
    const pausesBefore = restartPauses(city).length;
    await eventually(() => workerPids(city).length === 1);
    const [worker] = workerPids(city);
    proxy.cut();
    process.kill(worker, 'SIGKILL');
    await eventually(() => restartPauses(city).length >= pausesBefore + 2);
    expect(restartPauses(city).slice(pausesBefore, pausesBefore + 2)).toEqual([0, 1000]);

    // Stopped while a start is pending: no worker is started after SIGTERM, and the primary ends cleanly.
    city.child.kill('SIGTERM');
    expect(await city.exited).toBe(0);
    expect(city.output()).toContain('every worker has stopped');
  });
});
