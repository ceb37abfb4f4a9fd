import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startTcpProxy } from '../../server/src/testing/tcp-proxy';
import { startLoad } from './load';
import { checkAfter, SIGN_UP_TIMEOUT_MS, type Engine, type RoundResult } from './rounds';
import { sleep, startCity } from './server';

// Load before Redis is cut, the cut itself, and the load kept up after it returns.
const WARM_UP_MS = 2000;
const OUTAGE_MS = 5000;
const LOAD_AFTER_MS = 2000;
const HEALTH_EVERY_MS = 200;

export interface RedisOutageResult extends RoundResult {
  /** Seconds from the cut to /api/health saying Redis is down, or null if it never did. */
  saidDownInSeconds: number | null;
  /** Seconds from Redis's return to /api/health saying it is up again, or null if it never did. */
  rejoinedInSeconds: number | null;
}

/**
 * The secret the earlier rounds' server generated into DATA_DIR: a process on Redis must be given one,
 * and the sessions of the earlier rounds must still sign in.
 */
function secretOf(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Redis unreachable for 5 s under the write load, through a proxy the bench cuts: the server must
 * keep answering (rate limits fall back to memory), say so in /api/health, and rejoin by itself.
 */
export async function redisOutageRound(engine: Engine, round: number, redisUrl: string): Promise<RedisOutageResult> {
  const direct = new URL(redisUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 6379) });
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const city = await startCity(engine.port, { ...engine.env, REDIS_URL: proxied.toString(), SESSION_SECRET: secretOf(engine.env.DATA_DIR) });
  const load = startLoad(city.url, engine.ledger, round);
  const said = { downAt: null as number | null, upAt: null as number | null };
  let cut = false;
  let cutAt: number | undefined;
  const watching = setInterval(() => {
    void fetch(`${city.url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.json() as Promise<{ redis?: string }>)
      .then(({ redis }) => {
        if (cut && redis === 'down') said.downAt ??= Date.now();
        if (!cut && redis === 'up') said.upAt ??= Date.now();
      }, () => undefined);
  }, HEALTH_EVERY_MS);
  try {
    load.setPhase('before');
    await Promise.race([load.signedUp, sleep(SIGN_UP_TIMEOUT_MS)]);
    await sleep(WARM_UP_MS);
    load.setPhase('during');
    cut = true;
    cutAt = Date.now();
    proxy.cut();
    await sleep(OUTAGE_MS);
    said.upAt = null;
    proxy.restore();
    cut = false;
    const restoredAt = Date.now();
    load.setPhase('after');
    await sleep(LOAD_AFTER_MS);
    await load.stop();
    const notes = city.ended() ? [`server died: ${city.ended()}`] : [];
    return {
      round: 'redis outage',
      answers: load.answers,
      serverErrors: load.serverErrors,
      notes,
      saidDownInSeconds: said.downAt === null || cutAt === undefined ? null : (said.downAt - cutAt) / 1000,
      rejoinedInSeconds: said.upAt === null ? null : Math.max(0, said.upAt - restoredAt) / 1000,
      ...(await checkAfter(engine, round, city)),
    };
  } finally {
    clearInterval(watching);
    await load.stop();
    if (!city.ended()) await city.stop();
    await proxy.close();
  }
}
