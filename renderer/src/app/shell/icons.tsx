import type { ReactNode } from 'react';

// Line icons for the header. Decorative: the links around them carry the names.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const GuildIcon = () => (
  <Icon>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="M12 9v6M9 12h6" />
  </Icon>
);

export const EmbassyIcon = () => (
  <Icon>
    <path d="M20 12a7.5 7.5 0 0 1-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1 1 20 12Z" />
    <path d="M9 11h6M9 14h3.5" />
  </Icon>
);

export const ExploreIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </Icon>
);

export const BellIcon = () => (
  <Icon>
    <path d="M18 16H6l1.3-1.8V10a4.7 4.7 0 0 1 9.4 0v4.2L18 16Z" />
    <path d="M10 19a2 2 0 0 0 4 0" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.3-4.3" />
  </Icon>
);
