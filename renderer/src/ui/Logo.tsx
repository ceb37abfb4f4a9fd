import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './brand.css';

/** The city's mark: three towers of different heights, for the three pillars of trust. */
export function Logo({ size = 32 }: { size?: number }) {
  // One id per drawing: a page with two logos would otherwise paint both with the first one's
  // gradient, and none at all when the first is hidden (the auth page's mobile header).
  // React's ids carry punctuation that a CSS url() reference does not take as is.
  const gradientId = `logo-gradient-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <rect x="7" y="14" width="5" height="11" rx="1.5" fill="#fff" opacity="0.75" />
      <rect x="13.5" y="7" width="5" height="18" rx="1.5" fill="#fff" />
      <rect x="20" y="11" width="5" height="14" rx="1.5" fill="#fff" opacity="0.85" />
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#6366f1" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
    </svg>
  );
}

/** The product name with its mark, linking home (`/app` signed in, `/` signed out). */
export function BrandLink({ to, light = false }: { to: string; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={light ? 'brand brand--light' : 'brand'}>
      <Logo />
      <span>{t('common:appName')}</span>
    </Link>
  );
}
