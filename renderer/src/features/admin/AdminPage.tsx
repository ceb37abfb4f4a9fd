import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuditLogSection } from './AuditLogSection';
import { CitizensSection } from './CitizensSection';
import { DisputesQueue, KycQueue, ReportsQueue } from './queues';
import './admin.css';

const SECTIONS = ['reports', 'disputes', 'kyc', 'citizens', 'audit'] as const;

/** /admin (admins only, SignedInRoutes): the live queues, the citizens and the audit log. /admin itself shows the reports. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(`/admin/${section}`)) ?? 'reports';

  return (
    <div className="page admin">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <nav className="admin-nav" aria-label={t('nav.label')}>
        {SECTIONS.map((section) => (
          <Link key={section} to={`/admin/${section}`} className="admin-nav__link" aria-current={section === current ? 'page' : undefined}>
            {t(`nav.${section}`)}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route index element={<ReportsQueue />} />
        <Route path="reports" element={<ReportsQueue />} />
        <Route path="disputes" element={<DisputesQueue />} />
        <Route path="kyc" element={<KycQueue />} />
        <Route path="citizens" element={<CitizensSection />} />
        <Route path="audit" element={<AuditLogSection />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </div>
  );
}
