import { Router } from 'express';
import { auditRoutes } from '../audit/routes';
import type { AuditService } from '../audit/service';
import { requireAdmin } from '../auth/middleware';
import { disputesAdminRoutes } from '../disputes/routes';
import type { DisputesService } from '../disputes/service';
import { reportsAdminRoutes } from '../reports/routes';
import { citizensAdminRoutes } from './citizens/routes';
import type { CitizensService } from './citizens/service';
import { kycAdminRoutes } from './kyc/routes';
import type { KycService } from './kyc/service';
import type { ReportsService } from '../reports/service';

/** The admin area (api.md, admin): 401 signed out, 403 for everyone but admins. Each domain serves its own queue. */
export function adminRoutes(deps: { disputes: DisputesService; reports: ReportsService; kyc: KycService; citizens: CitizensService; audit: AuditService }): Router {
  const router = Router();
  router.use(requireAdmin);
  router.use('/audit', auditRoutes(deps.audit));
  router.use('/disputes', disputesAdminRoutes(deps.disputes));
  router.use('/reports', reportsAdminRoutes(deps.reports));
  router.use('/kyc', kycAdminRoutes(deps.kyc));
  router.use('/users', citizensAdminRoutes(deps.citizens));
  return router;
}
