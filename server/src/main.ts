import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runPrimary } from './cluster/primary';
import { connectRedis } from './cluster/redis';
import { ConfigError, loadConfig, type Config } from './lib/config';
import { migrate, openDatabase, type Db } from './lib/db';
import { createLogger, type Logger } from './lib/logger';
import { SHUTDOWN_GRACE_MS, startServer } from './server';
import { usersRepository } from './users/repository';
import { PROJECT_ROOT } from './lib/paths';

// Closing the database and Redis after the requests are done.
const SHUTDOWN_CLOSE_MS = 5_000;

/** Without SESSION_SECRET a random one is kept in DATA_DIR, so sessions survive restarts on a laptop. */
function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Brings the database to the current schema and its admins up to date: once per start, before any request. */
async function prepareDatabase(db: Db, config: Config, logger: Logger) {
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const promoted = await usersRepository.promoteAdmins(db, config.adminEmails);
  if (promoted) logger.info({ promoted }, 'ADMIN_EMAILS accounts made admins');
}

/** One server process: `npm start`, or a worker of `npm run start:cluster`. */
async function serve(config: Config, logger: Logger) {
  const db = await openDatabase(config, logger);
  // In a cluster the primary has prepared the database once, before its workers started.
  if (!cluster.isWorker) await prepareDatabase(db, config, logger);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined;

  const server = await startServer({
    config,
    db,
    logger,
    redis,
    sessionSecret: sessionSecret(config),
    staticDir: path.join(PROJECT_ROOT, 'dist', 'renderer'),
    routedConnections: cluster.isWorker,
  });
  logger.info({ url: config.publicUrl, db: db.engine }, cluster.isWorker ? 'a worker of the cluster is listening' : 'the digital city is open');

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections; finishing the requests in flight');
    // The requests get SHUTDOWN_GRACE_MS; closing the database and Redis must not hang the exit beyond it.
    setTimeout(() => {
      logger.error('stopping took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS).unref();
    await server.close();
    await db.close();
    redis?.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!process.argv.includes('--cluster') || cluster.isWorker) return serve(config, logger);
  await runPrimary(config, logger, async () => {
    const db = await openDatabase(config, logger);
    try {
      await prepareDatabase(db, config, logger);
    } finally {
      await db.close();
    }
  });
}

main().catch((error) => {
  // A setting to fix (a bad value, a database out of reach, a data folder in use) is said in a sentence; a stack would bury it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
