import { Router } from 'express';
import { submitDisputeSchema } from '../../../shared/coach';
import { resolveDisputeSchema } from '../../../shared/disputes';
import { cursorQuerySchema } from '../../../shared/posts';
import { callable } from '../callable/routes';
import { idParam, parse } from '../lib/validation';
import type { DisputesService } from './service';

/** Citizens file a dispute through a callable function (api.md, Callable functions). */
export const disputesCallables = (disputes: DisputesService) => ({
  submitDispute: callable(submitDisputeSchema, (user, data) => disputes.file(user.uid, data)),
});

/** The admin queue of disputes, mounted behind the admin check (admin/routes.ts). */
export function disputesAdminRoutes(disputes: DisputesService): Router {
  const router = Router();
  router.param('id', idParam);

  router.get('/', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await disputes.queue(cursor, limit));
  });

  // Before `/:id`, which would take "stats" for an id.
  router.get('/stats', async (_req, res) => {
    res.json(await disputes.stats());
  });

  router.get('/:id', async (req, res) => {
    res.json(await disputes.get(req.params.id));
  });

  router.post('/:id/resolve', async (req, res) => {
    await disputes.resolve(req.user!, req.params.id, parse(resolveDisputeSchema, req.body));
    res.status(204).end();
  });

  return router;
}
