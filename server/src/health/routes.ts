import { Router } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, type Db } from '../lib/db';
import { healthRepository } from './repository';

/**
 * `GET /api/health`: 200 `{ok: true, db}`, or 503 `{ok: false, db, down, error}` naming what is down
 * (docs/api-extensions.md). It reads no session, so it answers the same with a cookie or without.
 */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await healthRepository.ping(db);
      res.json({ ok: true, db: db.engine });
    } catch {
      res
        .status(503)
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ ok: false, db: db.engine, down: ['database'], error: { code: 'UNAVAILABLE', message: 'The database is not answering.' } });
    }
  });
  return router;
}
