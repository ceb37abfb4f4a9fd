import { Router } from 'express';
import { idParam } from '../lib/validation';
import type { BlocksService } from './service';

export function blocksRoutes(blocks: BlocksService): Router {
  const router = Router();
  router.param('uid', idParam);

  router.post('/users/:uid/block', async (req, res) => {
    await blocks.block(req.user!.uid, req.params.uid);
    res.status(204).end();
  });

  router.delete('/users/:uid/block', async (req, res) => {
    await blocks.unblock(req.user!.uid, req.params.uid);
    res.status(204).end();
  });

  return router;
}
