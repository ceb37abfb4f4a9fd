import { Router } from 'express';
import type { Db } from '../lib/db';

export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await db.query('select 1');
      res.json({ ok: true, db: db.engine });
    } catch {
      res.status(503).json({ ok: false, db: db.engine, error: { code: 'UNAVAILABLE', message: 'The database is not answering.' } });
    }
  });
  return router;
}
