import { Router } from 'express';
import type { Db } from '../lib/db';
import { healthRepository } from './repository';

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await healthRepository.ping(db);
      res.json({ ok: true, db: db.engine });
    } catch {
      res.status(503).json({ ok: false, db: db.engine, error: { code: 'UNAVAILABLE', message: 'The database is not answering.' } });
    }
  });
  return router;
}
