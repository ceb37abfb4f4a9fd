import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/src/lib/db';
import { redisAnswers } from '../server/src/testing/cluster';
import { emptyLedger } from './bench-faults/ledger';
import { redisOutageRound } from './bench-faults/redis-round';
import { killRound, outageRound, type Engine, type RoundResult } from './bench-faults/rounds';
import { StartFailure } from './bench-faults/server';
import { formatCounts, renderTable } from './bench-faults/table';

// `npm run bench:faults`: does the city keep what it acknowledged when things break? On each
// engine, 5 rounds of a mixed write load (sign-ups, posts, comments, reactions, follows) during
// which the server is killed with SIGKILL, restarted, and every acknowledged write looked for;
// on PostgreSQL, also the database cut off for 10 s under load, then Redis for 5 s. A bench, not a
// test: it reports what it sees, including a server that dies, and stops by itself.
//   BENCH_DATABASE_URL  a PostgreSQL server to create (and drop) the `city_faults` database in
//                       (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL     the Redis of the Redis outage (default redis://127.0.0.1:6379; skipped when none answers)
//   BENCH_ENGINES       pglite,postgres (default both)   BENCH_ROUNDS  kill rounds per engine (5)

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'city_faults';
// The detail lines printed under a round: enough to see what broke without flooding the screen.
const DETAIL_LINES = 5;

const freePort = () => 4100 + Math.floor(Math.random() * 800);

function pgliteEngine(dataDir: string): Engine {
  return { name: 'pglite', port: freePort(), env: { DATA_DIR: dataDir, DATABASE_URL: '' }, openForCheck: () => openPglite(path.join(dataDir, 'pglite')), ledger: emptyLedger() };
}

/** A fresh `city_faults` database, or null with the reason when no PostgreSQL answers. */
async function createPostgresDatabase(): Promise<{ url: string; version: string } | { skipped: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL reachable at ${ADMIN_URL} (${(error as Error).message}); set BENCH_DATABASE_URL` };
  }
  try {
    const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DATABASE}`;
    return { url: url.toString(), version };
  } finally {
    await admin.end();
  }
}

async function dropPostgresDatabase() {
  const admin = new pg.Client(ADMIN_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
}

function printDetails(engine: string, result: RoundResult) {
  const lists: Array<[string, string[]]> = [
    ['missing', result.missing],
    ['half-written', result.halfWritten],
    ['notices off', result.noticesOff],
    ['server errors', [...result.serverErrors].map(([request, n]) => `${request} ×${n}`)],
  ];
  for (const [title, lines] of lists) {
    if (!lines.length) continue;
    console.log(`  ${engine} ${result.round}, ${title} (${lines.length}):`);
    for (const line of lines.slice(0, DETAIL_LINES)) console.log(`    ${line}`);
    if (lines.length > DETAIL_LINES) console.log(`    … and ${lines.length - DETAIL_LINES} more`);
  }
}

async function runKillRounds(engine: Engine, rows: string[][]) {
  for (let round = 1; round <= ROUNDS; round++) {
    let result: RoundResult;
    try {
      result = await killRound(engine, round);
    } catch (error) {
      if (!(error instanceof StartFailure)) throw error;
      rows.push([engine.name, String(round), '-', '-', '-', '-', '-', '-', `did not start: ${error.message}`]);
      break;
    }
    const row = [
      engine.name,
      result.round,
      String(result.acknowledged),
      String(result.found),
      String(result.lostEarlier),
      String(result.halfWritten.length),
      String(result.noticesOff.length),
      formatCounts(result.answers.get('load'), ['2xx']),
      result.notes.join('; '),
    ];
    rows.push(row);
    console.log(`  ${row.join(' | ')}`);
    printDetails(engine.name, result);
    // A server that no longer starts leaves nothing for the next rounds to measure.
    if (result.notes.some((note) => note.startsWith('did not start again'))) break;
  }
}

/** A row of an outage table: what was acknowledged and found, the answers during and after, how long things took, the notes. */
function outageRow(engine: Engine, result: RoundResult, timings: string[]): string[] {
  return [
    engine.name,
    String(result.acknowledged),
    String(result.found),
    String(result.halfWritten.length),
    String(result.noticesOff.length),
    formatCounts(result.answers.get('during')),
    formatCounts(result.answers.get('after')),
    ...timings,
    result.notes.join('; '),
  ];
}

const seconds = (value: number | null) => (value === null ? 'never' : value.toFixed(1));

async function runRedisOutage(engine: Engine, rows: string[][]) {
  if (!redisAnswers(REDIS_URL)) return void console.log(`\npostgres: the Redis outage skipped, no Redis answers at ${REDIS_URL}; set BENCH_REDIS_URL`);
  console.log('\npostgres: Redis unreachable for 5 s under load');
  const result = await redisOutageRound(engine, ROUNDS + 2, REDIS_URL);
  rows.push(outageRow(engine, result, [seconds(result.saidDownInSeconds), seconds(result.rejoinedInSeconds)]));
  printDetails(engine.name, result);
}

(async () => {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const killRows: string[][] = [];
  const outageRows: string[][] = [];
  const redisRows: string[][] = [];
  const machine = [`${os.cpus().length} cores`, `node ${process.version}`];
  const started = Date.now();

  if (engines.includes('pglite')) {
    console.log('\npglite: kill -9 during a write load');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-faults-'));
    try {
      await runKillRounds(pgliteEngine(dataDir), killRows);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (engines.includes('postgres')) {
    const database = await createPostgresDatabase();
    if ('skipped' in database) console.log(`\npostgres: skipped, ${database.skipped}`);
    else {
      machine.push(`PostgreSQL ${database.version}`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-faults-'));
      const engine: Engine = {
        name: 'postgres',
        port: freePort(),
        env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
        openForCheck: () => openPostgres(database.url, { max: 1 }),
        ledger: emptyLedger(),
      };
      try {
        console.log('\npostgres: kill -9 during a write load');
        await runKillRounds(engine, killRows);
        console.log('\npostgres: the database unreachable for 10 s under load');
        const result = await outageRound(engine, ROUNDS + 1);
        outageRows.push(outageRow(engine, result, [seconds(result.backInSeconds)]));
        printDetails(engine.name, result);
        await runRedisOutage(engine, redisRows);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await dropPostgresDatabase();
      }
    }
  }

  console.log(`\n${new Date().toISOString()}, ${machine.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s\n`);
  console.log('kill -9 of the server during the write load, then a restart:\n');
  console.log(renderTable(['engine', 'round', 'acknowledged', 'found', 'earlier lost', 'half-written', 'notices off', 'errors by status', 'notes'], killRows));
  if (outageRows.length) {
    console.log('\nthe database unreachable for 10 s (PostgreSQL through a proxy), 8 writers throughout:\n');
    console.log(
      renderTable(['engine', 'acknowledged', 'found', 'half-written', 'notices off', 'answers during', 'answers after', 'back in s', 'notes'], outageRows),
    );
  }
  if (redisRows.length) {
    console.log('\nRedis unreachable for 5 s (through a proxy), 8 writers throughout:\n');
    console.log(
      renderTable(['engine', 'acknowledged', 'found', 'half-written', 'notices off', 'answers during', 'answers after', 'said down in s', 'rejoined in s', 'notes'], redisRows),
    );
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
