import { Router } from 'express';
import { followSuggestionsQuerySchema } from '../../../shared/users';
import { parse } from '../lib/validation';
import type { FollowSuggestions } from './suggestions';

export function followSuggestionsRoutes(suggestions: FollowSuggestions): Router {
  const router = Router();

  router.get('/follow-suggestions', async (req, res) => {
    const { limit } = parse(followSuggestionsQuerySchema, req.query);
    res.json({ users: await suggestions.forViewer(req.user!.uid, limit) });
  });

  return router;
}
