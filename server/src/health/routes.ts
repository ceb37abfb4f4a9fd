import { Router } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, type Db } from '../lib/db';
import { healthRepository } from './repository';

/**
 * `GET /api/health`: 200 `{ok: true, db}`, or 503 `{ok: false, db, down, error}` naming what is down
 * (docs/api-extensions.md). With Redis configured it adds `redis: "up"|"down"`; Redis away is still 200,
 * since the process serves on alone. It reads no session, so it answers the same with a cookie or without.
 */
export function healthRoutes(db: Db, redisState?: () => 'up' | 'down'): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const redis = redisState ? { redis: redisState() } : {};
    try {
      await healthRepository.ping(db);
      res.json({ ok: true, db: db.engine, ...redis });
    } catch {
      res
        .status(503)
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ ok: false, db: db.engine, ...redis, down: ['database'], error: { code: 'UNAVAILABLE', message: 'The database is not answering.' } });
    }
  });
  return router;
}
