import { Router } from 'express';
import { followListQuerySchema, updateMeSchema } from '../../../shared/users';
import type { RateLimits } from '../lib/rate-limits';
import { idParam, parse } from '../lib/validation';
import { receiveImage } from '../uploads/routes';
import type { UsersService } from './service';

export function usersRoutes(users: UsersService, limits: RateLimits): Router {
  const router = Router();
  router.param('uid', idParam);

  router.post('/me/avatar', ...receiveImage(limits), async (req, res) => {
    res.json(await users.setAvatar(req.user!.uid, req.file!.buffer));
  });

  router.post('/me/kyc', async (req, res) => {
    res.json(await users.requestKyc(req.user!.uid));
  });

  router.patch('/me', async (req, res) => {
    res.json(await users.updateMe(req.user!.uid, parse(updateMeSchema, req.body)));
  });

  router.get('/:uid', async (req, res) => {
    res.json(await users.profile(req.user!.uid, req.params.uid));
  });

  for (const side of ['followers', 'following'] as const) {
    router.get(`/:uid/${side}`, async (req, res) => {
      const { cursor, limit } = parse(followListQuerySchema, req.query);
      res.json(await users.followList(req.user!.uid, req.params.uid, side, cursor, limit));
    });
  }

  return router;
}
