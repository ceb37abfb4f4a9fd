import { Router } from 'express';
import { idParam } from '../lib/validation';
import type { FollowsService } from './service';

export function followsRoutes(follows: FollowsService): Router {
  const router = Router();
  router.param('uid', idParam);

  router.post('/users/:uid/follow', async (req, res) => {
    res.json(await follows.follow(req.user!.uid, req.params.uid));
  });

  router.delete('/users/:uid/follow', async (req, res) => {
    await follows.unfollow(req.user!.uid, req.params.uid);
    res.status(204).end();
  });

  router.get('/follow-requests', async (req, res) => {
    res.json({ requests: await follows.pendingRequests(req.user!.uid) });
  });

  router.post('/follow-requests/:uid/approve', async (req, res) => {
    await follows.approve(req.user!.uid, req.params.uid);
    res.status(204).end();
  });

  router.post('/follow-requests/:uid/decline', async (req, res) => {
    await follows.decline(req.user!.uid, req.params.uid);
    res.status(204).end();
  });

  return router;
}
