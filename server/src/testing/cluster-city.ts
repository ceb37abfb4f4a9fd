import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { openPostgres, type Db } from '../lib/db';
import { spawnCity } from './city-process';
import { redisAnswers, TEST_REDIS_URL } from './cluster';
import { startTestCity, type TestCity } from './harness';

/** Set per jest project (jest.config.js): `cluster` serves the city with `npm run start:cluster`, otherwise it runs in the test's process. */
export const TEST_CITY: 'cluster' | 'in-process' = (globalThis as { TEST_CITY?: 'cluster' }).TEST_CITY ?? 'in-process';

const PUBLIC_URL = 'http://city.test';

/** What a test asks of a city, however it is deployed. */
export interface ServedCity {
  url: string;
  /** The app's own origin (PUBLIC_URL), the one a browser on the city sends as Origin. */
  origin: string;
  /** A connection to the city's own database (the same schema). */
  db: Db;
  /** Headers every request to the city must carry, raw ones included: the address the city sees them from. */
  headers: Record<string, string>;
  /** A fresh client with its own cookie jar, like one browser. */
  client(): request.Agent;
  /** A live connection of the citizen with this session cookie, from the city's own origin; closed by `stop`. */
  socket(cookie: string): Promise<Socket>;
  stop(): Promise<void>;
}

/** The city of the project's choice: only the in-process one exposes its server (its app and routes). */
export type TargetCity = (ServedCity & { server?: never }) | (ServedCity & Pick<TestCity, 'server'>);

/**
 * What the cluster needs and this machine lacks (PostgreSQL, a Redis answering), in words for a
 * skipped suite's name; null when it can run, or when the project is not the cluster's. Asked once,
 * synchronously, because jest decides which suites run before any test starts.
 */
export function clusterMissing(): string | null {
  if (TEST_CITY !== 'cluster') return null;
  if (!process.env.TEST_DATABASE_URL) return 'PostgreSQL (TEST_DATABASE_URL)';
  return redisAnswers() ? null : `a Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL)`;
}

/**
 * An address of the city's own (the cluster trusts a loopback proxy's X-Forwarded-For): the rate limits
 * live in a Redis other runs and test files share, and must count this city's requests alone.
 */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/**
 * `npm run start:cluster` with two workers, on a fresh schema of TEST_DATABASE_URL (its primary
 * migrates it) and on TEST_REDIS_URL, with the full coach as in production. `stop` ends the cluster
 * with SIGTERM and drops the schema.
 */
export async function startClusterCity(options: { env?: Record<string, string> } = {}): Promise<ServedCity> {
  const database = new URL(process.env.TEST_DATABASE_URL!);
  const schema = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(database.href, { max: 1 });
  await admin.query(`create schema ${schema}`);
  database.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-cluster-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.href,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLUSTER_WORKERS: '2',
    PUBLIC_URL,
    ...options.env,
  };
  const city = await spawnCity(env, undefined, ['--cluster']);
  const db = await openPostgres(process.env.TEST_DATABASE_URL!, { searchPath: schema, max: 5 });
  const cleanUp = async () => {
    await city.stop();
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await city.open();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const headers = { 'X-Forwarded-For': newAddress() };
  const sockets: Socket[] = [];
  return {
    url: city.url,
    origin: PUBLIC_URL,
    db,
    headers,
    client: () => request.agent(city.url).set(headers),
    socket(cookie) {
      const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { ...headers, cookie, origin: PUBLIC_URL }, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    async stop() {
      sockets.forEach((socket) => socket.close());
      await cleanUp();
    },
  };
}

/** The city the jest project asks for (TEST_CITY): the cluster, or the in-process server of `startTestCity`. */
export async function startTargetCity(options: { env?: Record<string, string> } = {}): Promise<TargetCity> {
  if (TEST_CITY === 'cluster') return startClusterCity(options);
  const city = await startTestCity(options);
  return { ...city, headers: {} };
}

/**
 * A test of the app itself (its routes, say), the same whatever its deployment: the in-process project
 * runs it, and the cluster project skips it, saying so in its name.
 */
export function inProcessTest(name: string, fn: jest.ProvidesCallback): void {
  if (TEST_CITY === 'in-process') test(name, fn);
  else test.skip(`${name} (skipped on the cluster: it checks the app, not its deployment)`, fn);
}
