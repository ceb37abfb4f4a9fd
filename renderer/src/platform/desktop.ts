import type { DesktopBridge } from '../../../shared/desktop';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

/**
 * In a browser there is no bridge: the header's badge is the only badge, a window is a browser window,
 * the browser shows no native notification and nothing asks the page to navigate.
 */
const browserStandIn: DesktopBridge = {
  setUnreadBadge: () => {},
  openWindow: (path) => void window.open(path, '_blank', 'noopener'),
  notify: () => {},
  onNavigate: () => () => {},
  getNativeNotifications: async () => false,
  setNativeNotifications: async () => {},
  setLanguage: () => {},
};

/** Whether the page runs in the desktop app (its settings show the desktop's own). */
export const isDesktop = window.desktop !== undefined;

/** Features call `desktop` without asking where they run: only these calls differ between the two. */
export const desktop: DesktopBridge = window.desktop ?? browserStandIn;

/** The window is in the background: another window (or app) has the focus, or it is minimised or hidden. */
export const pageInBackground = () => document.visibilityState === 'hidden' || !document.hasFocus();
