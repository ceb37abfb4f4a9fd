import { Router } from 'express';
import { auditRoutes } from '../audit/routes';
import type { AuditService } from '../audit/service';
import { requireAdmin } from '../auth/middleware';
import { disputesAdminRoutes } from '../disputes/routes';
import type { DisputesService } from '../disputes/service';
import { reportsAdminRoutes } from '../reports/routes';
import type { ReportsService } from '../reports/service';

/** The admin queues (api.md, admin): 401 signed out, 403 for everyone but admins. Each domain serves its own queue. */
export function adminRoutes(deps: { disputes: DisputesService; reports: ReportsService; audit: AuditService }): Router {
  const router = Router();
  router.use(requireAdmin);
  router.use('/audit', auditRoutes(deps.audit));
  router.use('/disputes', disputesAdminRoutes(deps.disputes));
  router.use('/reports', reportsAdminRoutes(deps.reports));
  return router;
}
