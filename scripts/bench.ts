import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate, openPglite, openPostgres, type Db } from '../server/src/lib/db';
import { hashPassword } from '../server/src/lib/passwords';
import { redisAnswers } from '../server/src/testing/cluster';
import { benchCluster } from './bench/cluster';
import { benchLoad, seedLoad } from './bench/load';
import { SEEDED_POST_PREFIX, seededPostId } from './bench/seeded-ids';
import { startServer } from './bench/server';

// `npm run bench`: the speed of the feed, a post page and search against /api/health, on
// PostgreSQL (1,000,000 posts by 100,000 citizens) and PGlite (100,000 posts), and of the newest
// page of a conversation of 10 messages and of one of 100,000, measured on the real server over
// HTTP; and (suite `load`, PostgreSQL only) fixed-rate latencies of a mixed load, socket fan-out, idle
// sockets' memory and the per-request session reads (scripts/bench/load.ts); and (suite `cluster`, PostgreSQL
// and Redis) two workers of `npm run start:cluster` against one process (scripts/bench/cluster.ts). A benchmark,
// not a test: it prints figures, it does not judge.
//   BENCH_DATABASE_URL  a PostgreSQL server to create the `city_bench` database in
//                       (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_ENGINES       postgres,pglite (default both)   BENCH_SECONDS  per endpoint (10), per rate for `load` (30)
//   BENCH_SUITES        feed,messages,load,cluster (default all four)
//   BENCH_REDIS_URL     the cluster's Redis (default redis://127.0.0.1:6379; the suite is skipped when none answers)

const ROOT = path.join(__dirname, '..');
const BENCH_DIR = path.join(ROOT, '.bench');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Each fixed rate of the load suite runs longer: its p99.9 needs thousands of answers per endpoint.
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
const PASSWORD = 'bench password';
const SUITES = (process.env.BENCH_SUITES ?? 'feed,messages,load,cluster').split(',');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORDS = [
  'city', 'river', 'market', 'library', 'garden', 'tram', 'budget', 'housing', 'jazz', 'bakery', 'council',
  'bridge', 'festival', 'school', 'clinic', 'park', 'citoyens', 'quartier', 'marché', 'musique', 'rue', 'vélo', 'pomme', 'soleil',
];

async function seedDatabase(db: Db, users: number, posts: number) {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from posts');
  if (existing.rows[0].n >= posts) {
    const current = await db.query('select 1 from posts where id = $1', [seededPostId(posts)]);
    if (!current.rows.length) throw new Error('the bench database was seeded with post ids the API now refuses: drop database city_bench, then run again');
    return console.log(`  already seeded (${existing.rows[0].n} posts)`);
  }
  const started = Date.now();
  const hash = await hashPassword(PASSWORD);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into users (uid, email, password_hash, username, handle, avatar_url, identity, coachability, community_trust)
       select 'u' || i, 'citizen' || i || '@bench.city', $1, 'Citizen ' || i, '@citizen' || i, '', (i * 37) % 101, (i * 53) % 101, (i * 71) % 101
       from generate_series(1, $2::int) as i`,
      [hash, users],
    );
    // The bench viewer follows 200 citizens.
    await tx.query(`insert into follows (follower_id, followee_id) select 'u1', 'u' || i from generate_series(2, 201) as i`);
    const batch = 100_000;
    for (let from = 1; from <= posts; from += batch) {
      await tx.query(
        `insert into posts (id, author_id, content, audience, author_reputation, rank_reputation, created_at)
         select $5::text || lpad(to_hex(i), 12, '0'), 'u' || (1 + (i::bigint * 7919) % $3::int),
                ($4::text[])[1 + i % 24] || ' ' || ($4::text[])[1 + (i / 24) % 24] || ' post number ' || i || ' #' || ($4::text[])[1 + (i / 7) % 24],
                case when i % 10 = 0 then 'private' else 'public' end,
                (i * 13) % 101, (i * 13) % 101,
                now() - ((i::bigint * 104729) % 2592000) * interval '1 second'
         from generate_series($1::int, $2::int) as i`,
        [from, Math.min(from + batch - 1, posts), users, WORDS, SEEDED_POST_PREFIX],
      );
      process.stdout.write(`  ${Math.min(from + batch - 1, posts)} posts\r`);
    }
    // Counted in one pass instead of by the per-row trigger.
    await tx.query('alter table post_hashtags disable trigger post_hashtags_count');
    await tx.query(
      `insert into post_hashtags (tag, post_id, created_at)
       select ($1::text[])[1 + (('x' || lpad(right(id, 12), 16, '0'))::bit(64)::bigint / 7) % 24], id, created_at from posts`,
      [WORDS],
    );
    await tx.query('insert into hashtags (tag, post_count) select tag, count(*) from post_hashtags group by tag');
    await tx.query('alter table post_hashtags enable trigger post_hashtags_count');
  });
  await db.query('analyze');
  console.log(`  seeded ${users} citizens and ${posts} posts in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * What autovacuum does on a live server, done before measuring: PostgreSQL may run with it off (this machine's
 * does), and then the GIN indexes of search keep every new entry in a pending list that each search reads
 * whole (a people search took 11.6 ms where it takes 0.2), and earlier runs' writes are never cleaned up.
 */
async function vacuum(db: Db) {
  const started = Date.now();
  await db.exec('vacuum (analyze)');
  console.log(`  vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Two conversations of one citizen, one short and one long: its newest page should cost the same. */
const CONVERSATIONS = [
  { title: 'messages, 10', id: '00000000-0000-4000-8000-000000000010', other: 'bench-messages-2', count: 10 },
  { title: 'messages, 100k', id: '00000000-0000-4000-8000-000000100000', other: 'bench-messages-3', count: 100_000 },
];
const CORRESPONDENT = 'bench-messages-1';

async function seedConversations(db: Db) {
  const seeded = await db.query('select 1 from conversations where id = $1', [CONVERSATIONS[1].id]);
  if (seeded.rows.length) return console.log('  conversations already seeded');
  const hash = await hashPassword(PASSWORD);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into users (uid, email, password_hash, username, handle, avatar_url)
       select 'bench-messages-' || i, 'messages' || i || '@bench.city', $1, 'Correspondent ' || i, '@correspondent' || i, '' from generate_series(1, 3) as i`,
      [hash],
    );
    for (const { id, other, count } of CONVERSATIONS) {
      await tx.query('insert into conversations (id, member_low, member_high) values ($1, $2, $3)', [id, CORRESPONDENT, other]);
      await tx.query('insert into conversation_members (conversation_id, uid, other_uid) values ($1, $2, $3), ($1, $3, $2)', [id, CORRESPONDENT, other]);
      await tx.query(
        `insert into messages (id, conversation_id, sender_id, text, created_at)
         select gen_random_uuid()::text, $1, case when i % 2 = 0 then $2 else $3 end, 'message number ' || i,
                date_trunc('milliseconds', now()) - ($4::int - i) * interval '1 second'
         from generate_series(1, $4::int) as i`,
        [id, CORRESPONDENT, other, count],
      );
    }
  });
  await db.query('analyze');
  console.log(`  seeded conversations of ${CONVERSATIONS.map((c) => c.count).join(' and ')} messages`);
}

/** The database's own time for a conversation's newest page (EXPLAIN ANALYZE, the second run: warm), apart from HTTP and load. */
async function newestPageQueryMs(db: Db, conversationId: string): Promise<number> {
  const explain = () => db.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(
    `explain (analyze, format json) select * from messages where conversation_id = $1 order by created_at desc, id desc limit 31`,
    [conversationId],
  );
  await explain();
  const { rows } = await explain();
  return rows[0]['QUERY PLAN'][0]['Execution Time'];
}

async function seedMessages(db: Db): Promise<number[]> {
  await seedConversations(db);
  const times = [];
  for (const { id } of CONVERSATIONS) times.push(await newestPageQueryMs(db, id));
  return times;
}

async function login(url: string, email = 'citizen1@bench.city'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function json(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

async function measure(title: string, url: string, cookie: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  // Failures are figures too (a timeout under load): reported, not thrown.
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

async function benchEngine(engine: 'postgres' | 'pglite') {
  console.log(`\n${engine}:`);
  let env: Record<string, string>;
  let queryMs: number[] = [];
  if (engine === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client(adminUrl);
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'city_bench'`);
    if (!exists.rows.length) await admin.query('create database city_bench');
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = '/city_bench';
    const db = await openPostgres(url.toString());
    await migrate(db);
    if (['feed', 'load', 'cluster'].some((suite) => SUITES.includes(suite))) await seedDatabase(db, 100_000, 1_000_000);
    if (SUITES.includes('load')) await seedLoad(db);
    if (SUITES.includes('messages')) queryMs = await seedMessages(db);
    await vacuum(db);
    await db.close();
    env = { DATABASE_URL: url.toString(), DATA_DIR: path.join(BENCH_DIR, 'postgres-data') };
  } else {
    const dataDir = path.join(BENCH_DIR, 'pglite-data');
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    if (SUITES.includes('feed')) await seedDatabase(db, 10_000, 100_000);
    if (SUITES.includes('messages')) queryMs = await seedMessages(db);
    await db.close();
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  }

  const server = await startServer(env);
  const { url, child } = server;
  try {
    const rows = [];
    if (SUITES.includes('feed')) {
      const cookie = await login(url);
      let cursor = '';
      for (let page = 1; page < 50; page++) cursor = (await json(`${url}/api/feed?tab=forYou&page=${page}${cursor ? `&cursor=${cursor}` : ''}`, cookie)).nextCursor;
      const first = await json(`${url}/api/feed?tab=forYou&page=1`, cookie);
      rows.push(
        await measure('GET /api/health', `${url}/api/health`, cookie),
        await measure('feed page 1', `${url}/api/feed?tab=forYou&page=1`, cookie),
        await measure('feed page 50', `${url}/api/feed?tab=forYou&page=50&cursor=${cursor}`, cookie),
        await measure('post page', `${url}/api/posts/${first.posts[0].id}`, cookie),
        await measure('search', `${url}/api/search?q=${encodeURIComponent('bakery festival')}`, cookie),
        await measure('explore', `${url}/api/explore`, cookie),
      );
    }
    if (SUITES.includes('messages')) {
      const cookie = await login(url, 'messages1@bench.city');
      if (!rows.length) rows.push(await measure('GET /api/health', `${url}/api/health`, cookie));
      for (const conversation of CONVERSATIONS) rows.push(await measure(conversation.title, `${url}/api/conversations/${conversation.id}/messages`, cookie));
      CONVERSATIONS.forEach((c, i) => console.log(`  ${c.title}: newest page query ${queryMs[i].toFixed(2)} ms in the database (EXPLAIN ANALYZE)`));
    }
    if (rows.length) {
      const health = rows[0].rps;
      console.log(`  ${'endpoint'.padEnd(18)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'x health'.padStart(9)} ${'failed'.padStart(7)}`);
      for (const r of rows) {
        const figures = `${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.rps / health).toFixed(2).padStart(9)}`;
        console.log(`  ${r.title.padEnd(18)} ${figures} ${String(r.failed).padStart(7)}`);
      }
    }
    if (SUITES.includes('load') && engine === 'postgres') {
      const db = await openPostgres(env.DATABASE_URL);
      try {
        await benchLoad(server, db, PASSWORD, LOAD_SECONDS);
      } finally {
        await db.close();
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (SUITES.includes('cluster') && engine === 'postgres') {
    if (redisAnswers(REDIS_URL)) await benchCluster(env, REDIS_URL, PASSWORD, SECONDS);
    else console.log(`\n  cluster: skipped, no Redis answers at ${REDIS_URL}; set BENCH_REDIS_URL`);
  }
}

(async () => {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Array<'postgres' | 'pglite'>;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint, on ${os.cpus().length} cores`);
  for (const engine of engines) await benchEngine(engine);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
