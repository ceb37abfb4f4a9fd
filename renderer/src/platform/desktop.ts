import type { DesktopBridge } from '../../../shared/desktop';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

/** In a browser there is no bridge: the header's badge is the only badge, and a window is a browser window. */
const browserStandIn: DesktopBridge = {
  setUnreadBadge: () => {},
  openWindow: (path) => void window.open(path, '_blank', 'noopener'),
};

/** Features call `desktop` without asking where they run: only these calls differ between the two. */
export const desktop: DesktopBridge = window.desktop ?? browserStandIn;
