import { Router } from 'express';
import { kycDecisionSchema } from '../../../../shared/admin';
import { cursorQuerySchema } from '../../../../shared/posts';
import { idParam, parse } from '../../lib/validation';
import type { KycService } from './service';

/** `/api/admin/kyc`: the identity reviews, behind the admin check (admin/routes.ts). */
export function kycAdminRoutes(kyc: KycService): Router {
  const router = Router();
  router.param('uid', idParam);
  router.get('/', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await kyc.queue(cursor, limit));
  });
  router.get('/:uid', async (req, res) => {
    res.json(await kyc.get(req.params.uid));
  });
  router.post('/:uid', async (req, res) => {
    await kyc.decide(req.user!, req.params.uid, parse(kycDecisionSchema, req.body));
    res.status(204).end();
  });
  return router;
}
