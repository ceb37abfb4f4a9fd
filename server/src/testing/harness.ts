import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { RULES_ONLY_MODEL } from '../coach/harm-model';
import { createLocalCoach } from '../coach/local';
import type { LocalCoach } from '../coach/service';
import { loadConfig } from '../lib/config';
import { createServerI18n } from '../lib/i18n';
import { migrate, openPostgres, type Db } from '../lib/db';
import { createLogger } from '../lib/logger';
import type { RateLimits } from '../lib/rate-limits';
import { startServer, type RunningServer } from '../server';
import { sessionCookie } from './cookies';
import { openMigratedPglite } from './pglite-template';

/** Set per jest project (jest.config.js): every API test file runs on each engine. */
export const TEST_ENGINE: 'pglite' | 'postgres' = (globalThis as { TEST_DB_ENGINE?: 'pglite' | 'postgres' }).TEST_DB_ENGINE ?? 'pglite';

export interface TestCity {
  url: string;
  /** The app's own origin (PUBLIC_URL), the one a browser on the city sends as Origin. */
  origin: string;
  db: Db;
  server: RunningServer;
  dataDir: string;
  /** A fresh client with its own cookie jar, like one browser. */
  client(): request.Agent;
  /** A live connection of the citizen with this session cookie, from the city's own origin; closed by `stop`. */
  socket(cookie: string): Promise<Socket>;
  /** The mails written to the outbox folder, oldest first. */
  outbox(): string[];
  stop(): Promise<void>;
}

/** PostgreSQL: each test file gets its own schema, dropped afterwards. */
async function openTestDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (TEST_ENGINE === 'pglite') {
    const db = await openMigratedPglite();
    return { db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.query(`create schema ${schema}`);
  const db = await openPostgres(url, { searchPath: schema, max: 5 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/**
 * The coach an API test file runs with: its rules alone by default, which is what most files need
 * (a threat is refused, an insult gets its refinement); 'full' adds the learned model, for the files
 * that test what it catches. One of each per test file, shared by its cities.
 */
export type TestCoach = 'rules' | 'full';
const coaches = new Map<TestCoach, Promise<LocalCoach>>();
export function testCoach(kind: TestCoach): Promise<LocalCoach> {
  if (!coaches.has(kind)) coaches.set(kind, createLocalCoach(createServerI18n(), kind === 'full' ? undefined : RULES_ONLY_MODEL));
  return coaches.get(kind)!;
}

/**
 * Counts the passes of a local coach over a text (`analyze` or `hardBlocks`), to tell how often the server
 * asks it; otherwise it answers as the coach it wraps.
 */
export function countingCoach(coach: LocalCoach): LocalCoach & { passes: number } {
  const counting = {
    passes: 0,
    analyze: (...args: Parameters<LocalCoach['analyze']>) => {
      counting.passes++;
      return coach.analyze(...args);
    },
    hardBlocks: (...args: Parameters<LocalCoach['hardBlocks']>) => {
      counting.passes++;
      return coach.hardBlocks(...args);
    },
  };
  return counting;
}

/** `coach`: which test coach, or a coach of the test's own (e.g. a counting one). */
export async function startTestCity(options: { env?: Record<string, string>; rateLimits?: RateLimits; coach?: TestCoach | LocalCoach } = {}): Promise<TestCity> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-test-'));
  const { db, drop } = await openTestDatabase();
  await migrate(db);
  // The address users reach, as behind a proxy: the port is only known once bound, and Origin must match PUBLIC_URL.
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://city.test', ...options.env });
  const coach = typeof options.coach === 'object' ? options.coach : await testCoach(options.coach ?? 'rules');
  const sessionSecret = randomBytes(32).toString('hex');
  const server = await startServer({ config, db, logger: createLogger('silent'), sessionSecret, rateLimits: options.rateLimits, coach }, 0);
  const outboxDir = path.join(dataDir, 'outbox');
  const sockets: Socket[] = [];
  return {
    url: server.url,
    origin: config.publicUrl,
    db,
    server,
    dataDir,
    client: () => request.agent(server.url),
    socket(cookie) {
      const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie, origin: config.publicUrl }, reconnection: false });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    outbox: () =>
      fs.existsSync(outboxDir)
        ? fs
            .readdirSync(outboxDir)
            .filter((f) => f.endsWith('.eml'))
            .sort()
            .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'))
        : [],
    async stop() {
      sockets.forEach((socket) => socket.close());
      await server.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid sign-up body with unique email and handle. */
export function newCitizen(overrides: Partial<{ username: string; handle: string; email: string; password: string; language: string }> = {}) {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `Citizen ${n}`, handle: `@citizen_${n}`, email: `citizen_${n}@example.com`, password: 'correct horse', ...overrides };
}

/** Signs a new citizen up on a fresh client and returns both: any city that hands out clients will do. */
export async function signedInCitizen(city: Pick<TestCity, 'client'>, overrides: Parameters<typeof newCitizen>[0] = {}) {
  const client = city.client();
  const body = newCitizen(overrides);
  const res = await client.post('/api/auth/signup').send(body).expect(201);
  return { client, user: res.body.user, credentials: body, cookie: sessionCookie(res) };
}
