import { Router } from 'express';
import { adminUserQuerySchema, updateCitizenSchema } from '../../../../shared/admin';
import { idParam, parse } from '../../lib/validation';
import type { CitizensService } from './service';

/** `/api/admin/users`: citizens as admins see and change them, behind the admin check (admin/routes.ts). */
export function citizensAdminRoutes(citizens: CitizensService): Router {
  const router = Router();
  router.param('uid', idParam);
  router.get('/', async (req, res) => {
    const { q, cursor, limit } = parse(adminUserQuerySchema, req.query);
    res.json(await citizens.search(q, cursor, limit));
  });
  router.patch('/:uid', async (req, res) => {
    res.json(await citizens.update(req.user!, req.params.uid, parse(updateCitizenSchema, req.body)));
  });
  return router;
}
