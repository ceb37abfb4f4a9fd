import { Router } from 'express';
import type { ExploreService } from './service';

export function exploreRoutes(explore: ExploreService): Router {
  const router = Router();

  router.get('/explore', async (req, res) => {
    res.json(await explore.explore(req.user!.uid));
  });

  return router;
}
