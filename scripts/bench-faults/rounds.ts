import type { Db } from '../../server/src/lib/db';
import { startTcpProxy } from '../../server/src/testing/tcp-proxy';
import { checkWrites, type Verdict } from './check';
import { acknowledgedIn, type Ledger } from './ledger';
import { startLoad, type Answers } from './load';
import { readSnapshot } from './snapshot';
import { crashLine, sleep, startCity, StartFailure, type CityProcess } from './server';

/** One engine under test: how its server is configured and how the bench reads its database. */
export interface Engine {
  name: 'pglite' | 'postgres';
  port: number;
  env: Record<string, string>;
  /** Opened while no server runs (PGlite is one process's). */
  openForCheck(): Promise<Db>;
  /** The ledger of every round so far: a later crash must not lose an earlier round's writes either. */
  ledger: Ledger;
  /** What the previous round's check found, so that a round reports only what it newly broke. */
  previous?: Verdict;
}

export interface RoundResult {
  round: string;
  acknowledged: number;
  found: number;
  /** Acknowledged writes of earlier rounds found missing now. */
  lostEarlier: number;
  halfWritten: string[];
  noticesOff: string[];
  missing: string[];
  answers: Answers;
  serverErrors: Map<string, number>;
  notes: string[];
}

// Load before the database is cut, the cut itself, and how long to wait for service to come back.
const OUTAGE_WARM_UP_MS = 3000;
const OUTAGE_MS = 10_000;
const RETURN_TIMEOUT_MS = 30_000;
const LOAD_AFTER_RETURN_MS = 3000;
export const SIGN_UP_TIMEOUT_MS = 30_000;

/** The citizens whose acknowledged session still opens GET /api/auth/me. */
async function sessionsThatSignIn(url: string, ledger: Ledger): Promise<Set<string>> {
  const signedIn = new Set<string>();
  for (const [uid, { cookie }] of ledger.users) {
    const res = await fetch(`${url}/api/auth/me`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (res?.ok) signedIn.add(uid);
  }
  return signedIn;
}

/** Reads the database with no server running and compares it with the ledger. */
async function check(engine: Engine, round: number, signedIn: Set<string>): Promise<Omit<RoundResult, 'round' | 'answers' | 'serverErrors' | 'notes'>> {
  const db = await engine.openForCheck();
  let verdict: Verdict;
  try {
    verdict = checkWrites(engine.ledger, await readSnapshot(db, signedIn));
  } finally {
    await db.close();
  }
  const before = engine.previous;
  const isNew = (list: 'missing' | 'halfWritten' | 'noticesOff') => (line: string) => !before?.[list].includes(line);
  engine.previous = verdict;
  const missing = verdict.missing.filter(isNew('missing'));
  return {
    acknowledged: verdict.rounds.get(round)?.acknowledged ?? 0,
    found: verdict.rounds.get(round)?.found ?? 0,
    lostEarlier: missing.filter((line) => !line.startsWith(`round ${round}:`)).length,
    missing,
    halfWritten: verdict.halfWritten.filter(isNew('halfWritten')),
    noticesOff: verdict.noticesOff.filter(isNew('noticesOff')),
  };
}

/** Checks the sessions the running server serves, stops it cleanly, then checks the database. */
export async function checkAfter(engine: Engine, round: number, city: CityProcess) {
  const signedIn = await sessionsThatSignIn(city.url, engine.ledger);
  await city.stop();
  return check(engine, round, signedIn);
}

/** A round whose server did not come back has nothing checked: none of its acknowledged writes counts as found. */
const uncheckedResult = (acknowledged: number) => ({ acknowledged, found: 0, lostEarlier: 0, missing: [], halfWritten: [], noticesOff: [] });

/** kill -9 of the server at a random moment 2-5 s into the load, restart, and the set check. */
export async function killRound(engine: Engine, round: number): Promise<RoundResult> {
  const notes: string[] = [];
  const city = await startCity(engine.port, engine.env);
  const load = startLoad(city.url, engine.ledger, round);
  // The clock starts once the writers are signed in, so that every round kills a running load.
  await Promise.race([load.signedUp, sleep(SIGN_UP_TIMEOUT_MS)]);
  const killAfter = 2000 + Math.random() * 3000;
  await sleep(killAfter);
  await city.kill9();
  await load.stop();
  notes.push(`killed ${(killAfter / 1000).toFixed(1)} s in`);
  const restartedAt = Date.now();
  try {
    const restarted = await startCity(engine.port, engine.env);
    notes.push(`back in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
    return { round: String(round), answers: load.answers, serverErrors: load.serverErrors, notes, ...(await checkAfter(engine, round, restarted)) };
  } catch (error) {
    if (!(error instanceof StartFailure)) throw error;
    notes.push(`did not start again: ${error.message}`);
    return { round: String(round), answers: load.answers, serverErrors: load.serverErrors, notes, ...uncheckedResult(acknowledgedIn(engine.ledger, round)) };
  }
}

/**
 * The database unreachable for 10 s under load, through a proxy the bench cuts: answers are counted
 * by phase (before, during, after), and the time from the restore to the next acknowledged write.
 * A server that dies of it is noted and restarted by the bench, so the check still runs.
 */
export async function outageRound(engine: Engine, round: number): Promise<RoundResult & { backInSeconds: number | null }> {
  const notes: string[] = [];
  const direct = new URL(engine.env.DATABASE_URL);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const throughProxy = { ...engine.env, DATABASE_URL: proxied.toString() };
  let city = await startCity(engine.port, throughProxy);
  const load = startLoad(city.url, engine.ledger, round);
  const firstSuccess = () => Promise.race([load.nextSuccess(), sleep(RETURN_TIMEOUT_MS).then(() => null)]);
  let backInSeconds: number | null = null;
  try {
    load.setPhase('before');
    await Promise.race([load.signedUp, sleep(SIGN_UP_TIMEOUT_MS)]);
    await sleep(OUTAGE_WARM_UP_MS);
    load.setPhase('during');
    proxy.cut();
    const cutAt = Date.now();
    const diedDuring = await Promise.race([city.exit, sleep(OUTAGE_MS).then(() => null)]);
    if (diedDuring) notes.push(`server died ${((Date.now() - cutAt) / 1000).toFixed(1)} s into the outage (${diedDuring}: ${crashLine(city.stderr())})`);
    await sleep(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
    proxy.restore();
    const restoredAt = Date.now();
    load.setPhase('after');
    const returned = firstSuccess();
    const outcome = await Promise.race([returned, city.exit, sleep(RETURN_TIMEOUT_MS).then(() => 'timeout')]);
    if (typeof outcome === 'number') backInSeconds = (outcome - restoredAt) / 1000;
    else {
      if (outcome === 'timeout') notes.push(`no write acknowledged within ${RETURN_TIMEOUT_MS / 1000} s of the restore`);
      else if (!diedDuring) notes.push(`server died after the restore (${outcome}: ${crashLine(city.stderr())})`);
      if (!city.ended()) await city.kill9();
      city = await startCity(engine.port, throughProxy);
      notes.push('the bench restarted the server');
      const after = await firstSuccess();
      if (after) backInSeconds = (after - restoredAt) / 1000;
    }
    await sleep(LOAD_AFTER_RETURN_MS);
    await load.stop();
    return { round: 'outage', answers: load.answers, serverErrors: load.serverErrors, notes, backInSeconds, ...(await checkAfter(engine, round, city)) };
  } finally {
    await load.stop();
    if (!city.ended()) await city.stop();
    await proxy.close();
  }
}
