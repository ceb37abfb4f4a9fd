import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { ConfigError, type Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { routeConnections } from './sticky-routing';

// A worker that dies before it serves (the database out of reach, a data folder it cannot write) is started again
// after a pause that doubles with each such death in a row, as PM2's exponential back-off does: a cause that lasts
// costs a line of log every half minute, not a process a second. A worker that serves resets it.
const FIRST_RESTART_PAUSE_MS = 1000;
const LONGEST_RESTART_PAUSE_MS = 30_000;
// Each worker gives its requests in flight 10 s (server.ts); past this, the ones still running are killed.
const WORKERS_STOP_MS = 15_000;

/**
 * What `npm run start:cluster` refuses to run without, in one sentence: processes that share nothing but
 * a port would each have their own database, rooms and rate limits.
 */
export function clusterRefusal(config: Config): string | undefined {
  if (!config.databaseUrl) {
    return 'Invalid configuration:\n  DATABASE_URL: is required by npm run start:cluster, since the embedded database (PGlite) serves one process only';
  }
  if (!config.redisUrl) {
    return 'Invalid configuration:\n  REDIS_URL: is required by npm run start:cluster, so that its processes share rate limits and live updates';
  }
  return undefined;
}

/**
 * The primary of `npm run start:cluster`: it prepares the database once (migrations), then runs
 * CLUSTER_WORKERS copies of the server (default: one per core) and hands each new connection on its port
 * to one of them, a socket.io session's always to the same (sticky-routing.ts). A worker that dies is
 * replaced; SIGTERM or SIGINT stops them all.
 */
/** How long to wait before starting a worker again, after `failedStarts` workers in a row died before serving. */
export function restartPause(failedStarts: number): number {
  if (failedStarts <= 0) return 0;
  return Math.min(LONGEST_RESTART_PAUSE_MS, FIRST_RESTART_PAUSE_MS * 2 ** (failedStarts - 1));
}

export async function runPrimary(config: Config, logger: Logger, prepare: () => Promise<void>): Promise<void> {
  const refusal = clusterRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  await prepare();

  const count = config.clusterWorkers ?? os.availableParallelism();
  const ready = new Set<number>();
  let failedStarts = 0;
  let stopping = false;
  let opened = false;

  const start = () => void (stopping || cluster.fork());
  const router = await routeConnections(config.port, (worker) => {
    ready.add(worker.id);
    failedStarts = 0;
    if (!opened && ready.size === count) {
      opened = true;
      logger.info({ url: config.publicUrl, workers: count }, 'the digital city is open');
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = ready.delete(worker.id);
    if (stopping) return;
    if (!served) failedStarts++;
    const pauseMs = served ? 0 : restartPause(failedStarts);
    const fields = { worker: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: pauseMs };
    if (served) logger.warn(fields, 'a worker ended; starting another');
    else logger.warn(fields, `a worker ended before it could serve; starting another in ${pauseMs / 1000} s`);
    setTimeout(start, pauseMs);
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    router.close();
    logger.info('stopping: each worker finishes its requests in flight');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const ended = workers.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(null) : worker.once('exit', resolve))));
    workers.forEach((worker) => worker.process.kill('SIGTERM'));
    const timer = setTimeout(() => workers.forEach((worker) => worker.process.kill('SIGKILL')), WORKERS_STOP_MS);
    await Promise.all(ended);
    clearTimeout(timer);
    logger.info('every worker has stopped');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  for (let i = 0; i < count; i++) start();
}
