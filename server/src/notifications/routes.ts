import { Router } from 'express';
import { z } from 'zod';
import { NOTIFICATIONS_LIMIT } from '../../../shared/constants';
import { parse } from '../lib/validation';
import type { NotificationsService } from './service';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT).default(NOTIFICATIONS_LIMIT) });

export function notificationsRoutes(notifications: NotificationsService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { limit } = parse(listQuery, req.query);
    res.json(await notifications.list(req.user!.uid, limit));
  });

  router.post('/read-all', async (req, res) => {
    await notifications.markAllRead(req.user!.uid);
    res.status(204).end();
  });

  return router;
}
