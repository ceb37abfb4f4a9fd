import { Router } from 'express';
import { searchQuerySchema } from '../../../shared/posts';
import { parse } from '../lib/validation';
import type { SearchService } from './service';

export function searchRoutes(search: SearchService): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    res.json(await search.search(req.user!.uid, parse(searchQuerySchema, req.query).q));
  });

  return router;
}
