import { Router } from 'express';
import { auditQuerySchema } from '../../../shared/admin';
import { parse } from '../lib/validation';
import type { AuditService } from './service';

/** `GET /api/admin/audit`, behind the admin check (admin/routes.ts). No route writes the log: each admin action does, in its own transaction. */
export function auditRoutes(audit: AuditService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { action, actorId, targetId, cursor, limit } = parse(auditQuerySchema, req.query);
    res.json(await audit.log({ action, actorId, targetId }, cursor, limit));
  });
  return router;
}
