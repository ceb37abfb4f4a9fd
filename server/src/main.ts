import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { ConfigError, loadConfig, type Config } from './lib/config';
import { migrate, openDatabase } from './lib/db';
import { createLogger } from './lib/logger';
import { startServer } from './server';
import { usersRepository } from './users/repository';
import { PROJECT_ROOT } from './lib/paths';

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

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const promoted = await usersRepository.promoteAdmins(db, config.adminEmails);
  if (promoted) logger.info({ promoted }, 'ADMIN_EMAILS accounts made admins');
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

  const server = await startServer({
    config,
    db,
    logger,
    redis,
    sessionSecret: sessionSecret(config),
    staticDir: path.join(PROJECT_ROOT, 'dist', 'renderer'),
  });
  logger.info({ url: config.publicUrl, db: db.engine }, 'the digital city is open');

  const shutdown = async () => {
    await server.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  // A setting to fix (a bad value, a database out of reach, a data folder in use) is said in a sentence; a stack would bury it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
