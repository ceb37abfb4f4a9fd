import { Router } from 'express';
import { resolveReportSchema } from '../../../shared/admin';
import { cursorQuerySchema } from '../../../shared/posts';
import { createReportSchema } from '../../../shared/reports';
import { callable } from '../callable/routes';
import { idParam, parse } from '../lib/validation';
import type { ReportsService } from './service';

/** Citizens report through a callable function (api.md, Callable functions: createReport). */
export const reportsCallables = (reports: ReportsService) => ({
  createReport: callable(createReportSchema, (user, data) => reports.file(user.uid, data)),
});

/** The admin queue of reports and the rulings on them, mounted behind the admin check (admin/routes.ts). `:id`: an item's id or any of its reports'. */
export function reportsAdminRoutes(reports: ReportsService): Router {
  const router = Router();
  router.param('id', idParam);
  router.get('/', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await reports.queue(cursor, limit));
  });
  router.get('/:id', async (req, res) => {
    res.json(await reports.entry(req.params.id));
  });
  router.post('/:id/resolve', async (req, res) => {
    await reports.resolve(req.user!, req.params.id, parse(resolveReportSchema, req.body));
    res.status(204).end();
  });
  return router;
}
