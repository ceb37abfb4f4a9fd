import type { ReactNode } from 'react';

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** One decorative icon per landing feature. */
export const FEATURE_ICONS = {
  aiCopilot: (
    <FeatureIcon>
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
      <path d="M12 8.5 13.2 11l2.3 1-2.3 1L12 15.5 10.8 13l-2.3-1 2.3-1L12 8.5Z" />
    </FeatureIcon>
  ),
  visibleTrust: (
    <FeatureIcon>
      <path d="M4 16a8 8 0 1 1 16 0" />
      <path d="m12 16 3.5-4.5" />
      <path d="M4 20h16" />
    </FeatureIcon>
  ),
  supportCreators: (
    <FeatureIcon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </FeatureIcon>
  ),
};
