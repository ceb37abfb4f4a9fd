import { Router } from 'express';
import type { ReputationService } from './service';

export function reputationRoutes(reputation: ReputationService): Router {
  const router = Router();

  router.get('/users/:uid/reputation', async (req, res) => {
    res.json(await reputation.history(req.params.uid));
  });

  return router;
}
