import { Router } from 'express';
import { idParam } from '../lib/validation';
import type { ReputationService } from './service';

export function reputationRoutes(reputation: ReputationService): Router {
  const router = Router();
  router.param('uid', idParam);

  router.get('/users/:uid/reputation', async (req, res) => {
    res.json(await reputation.history(req.params.uid, req.user!.uid));
  });

  return router;
}
