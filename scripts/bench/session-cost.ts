import autocannon from 'autocannon';
import type { Db } from '../../server/src/lib/db';
import { renderTable } from '../bench-faults/table';
import type { Citizen } from './citizens';
import { request } from './http';
import { formatMs } from './latencies';
import { runFixedRate } from './open-loop';

// An address under /api that no route answers: with a session cookie the request reads its session and its
// user, then gets 404; without one it reads neither and gets 401. Everything else on the way is the same.
const NOWHERE = '/api/bench-no-such-page';
const FIXED_RATE = 100;
const CLOSED_LOOP_SECONDS = 5;
const CLOSED_LOOP_CONNECTIONS = 10;

/** The database's own time for a query (EXPLAIN ANALYZE, the warm second run), apart from the round trip. */
async function queryMs(db: Db, sql: string, params: unknown[]): Promise<number> {
  const explain = () => db.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number; 'Planning Time': number }> }>(`explain (analyze, format json) ${sql}`, params);
  await explain();
  const [plan] = (await explain()).rows[0]['QUERY PLAN'];
  return plan['Execution Time'] + plan['Planning Time'];
}

/** The two reads alone, sent flat out from a pool like the server's: pairs a second. */
async function readPairsPerSecond(db: Db, sid: string, uid: string): Promise<number> {
  let pairs = 0;
  const end = Date.now() + CLOSED_LOOP_SECONDS * 1000;
  const worker = async () => {
    for (; Date.now() < end; pairs++) {
      await db.query('select data from sessions where sid = $1 and expires_at > now()', [sid]);
      await db.query('select * from users where uid = $1', [uid]);
    }
  };
  await Promise.all(Array.from({ length: CLOSED_LOOP_CONNECTIONS }, worker));
  return pairs / CLOSED_LOOP_SECONDS;
}

async function closedLoopRps(url: string, cookie: string): Promise<number> {
  const result = await autocannon({ url, connections: CLOSED_LOOP_CONNECTIONS, duration: CLOSED_LOOP_SECONDS, headers: cookie ? { cookie } : {} });
  return result.requests.average;
}

/**
 * Part 4: what the two reads every signed-in request makes (its session, then its user) cost, to judge
 * an in-process cache of them: the same request with and without them, at a fixed rate and flat out.
 */
export async function sessionCost(url: string, db: Db, citizen: Citizen, postPath: string, seconds: number): Promise<string> {
  const { rows } = await db.query<{ sid: string }>('select sid from sessions where user_id = $1 limit 1', [citizen.uid]);
  const sessionMs = await queryMs(db, 'select data from sessions where sid = $1 and expires_at > now()', [rows[0].sid]);
  const userMs = await queryMs(db, 'select * from users where uid = $1', [citizen.uid]);
  const pairsPerSecond = await readPairsPerSecond(db, rows[0].sid, citizen.uid);
  const cases = [
    { name: 'no session (401)', cookie: '', expected: 401, path: NOWHERE },
    { name: 'session + user read (404)', cookie: citizen.cookie, expected: 404, path: NOWHERE },
    { name: 'post page (for scale)', cookie: citizen.cookie, expected: 200, path: postPath },
  ];
  const measured = [];
  for (const c of cases) {
    const send = () => request(`${url}${c.path}`, 'GET', c.cookie).then((a) => (a.status === c.expected ? 200 : a.status));
    const [latencies] = (await runFixedRate(FIXED_RATE, seconds, [{ name: c.name, weight: 1, send }])).latencies.values();
    measured.push({ ...c, latencies, rps: await closedLoopRps(`${url}${c.path}`, c.cookie) });
  }
  // Machine time per request when the server is flat out (the load generator shares the cores, so this is an upper bound).
  const msPerRequest = (rps: number) => 1000 / rps;
  const [without, withReads, postPage] = measured;
  const readsMs = msPerRequest(withReads.rps) - msPerRequest(without.rps);
  const share = (ms: number) => `${((ms / msPerRequest(postPage.rps)) * 100).toFixed(0)}%`;
  const table = renderTable(
    ['request', `p50 ms at ${FIXED_RATE} req/s`, 'p99 ms', `req/s flat out (${CLOSED_LOOP_CONNECTIONS} connections)`, 'ms of machine per request'],
    measured.map((m) => [m.name, formatMs(m.latencies.ms(50)), formatMs(m.latencies.ms(99)), m.rps.toFixed(0), msPerRequest(m.rps).toFixed(2)]),
  );
  return [
    table,
    `  in the database: session read ${sessionMs.toFixed(3)} ms, user read ${userMs.toFixed(3)} ms (EXPLAIN ANALYZE, planning included)`,
    `  the two reads alone from a pool of ${CLOSED_LOOP_CONNECTIONS}, flat out: ${pairsPerSecond.toFixed(0)} pairs/s, ${msPerRequest(pairsPerSecond).toFixed(2)} ms of machine each`,
    `  with vs without them through the server: ${readsMs.toFixed(2)} ms of machine per request, ${share(readsMs)} of a post page's;` +
      ` the queries alone ${share(msPerRequest(pairsPerSecond))}`,
  ].join('\n');
}
