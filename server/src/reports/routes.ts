import { Router } from 'express';
import { cursorQuerySchema } from '../../../shared/posts';
import { createReportSchema } from '../../../shared/reports';
import { callable } from '../callable/routes';
import { parse } from '../lib/validation';
import type { ReportsService } from './service';

/** Citizens report through a callable function (api.md, Callable functions: createReport). */
export const reportsCallables = (reports: ReportsService) => ({
  createReport: callable(createReportSchema, (user, data) => reports.file(user.uid, data)),
});

/** The admin queue of reports, mounted behind the admin check (admin/routes.ts). */
export function reportsAdminRoutes(reports: ReportsService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await reports.queue(cursor, limit));
  });
  return router;
}
