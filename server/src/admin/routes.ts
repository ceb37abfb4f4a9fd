import { Router } from 'express';
import { resolveDisputeSchema } from '../../../shared/disputes';
import { cursorQuerySchema } from '../../../shared/posts';
import { requireAdmin } from '../auth/middleware';
import type { DisputesService } from '../disputes/service';
import { parse } from '../lib/validation';

/** The admin queues (api.md, admin): 401 signed out, 403 for everyone but admins. */
export function adminRoutes(deps: { disputes: DisputesService }): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/disputes', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await deps.disputes.queue(cursor, limit));
  });

  router.post('/disputes/:id/resolve', async (req, res) => {
    await deps.disputes.resolve(req.user!.uid, req.params.id, parse(resolveDisputeSchema, req.body));
    res.status(204).end();
  });

  return router;
}
