import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { ConfigError, type Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { routeConnections } from './sticky-routing';

// A worker that dies before it serves (the database out of reach, say) is started again after a pause, not in a tight loop.
const RESTART_PAUSE_MS = 1000;
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
export async function runPrimary(config: Config, logger: Logger, prepare: () => Promise<void>): Promise<void> {
  const refusal = clusterRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  await prepare();

  const count = config.clusterWorkers ?? os.availableParallelism();
  const ready = new Set<number>();
  let stopping = false;
  let opened = false;

  const start = () => cluster.fork();
  const router = await routeConnections(config.port, (worker) => {
    ready.add(worker.id);
    if (!opened && ready.size === count) {
      opened = true;
      logger.info({ url: config.publicUrl, workers: count }, 'the digital city is open');
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) return;
    logger.warn({ worker: worker.id, workerPid: worker.process.pid, code, signal }, 'a worker ended; starting another');
    setTimeout(start, wasReady ? 0 : RESTART_PAUSE_MS);
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
