/**
 * What the Electron preload exposes as `window.desktop`. In a browser there is no such
 * bridge and a stand-in does nothing, so features call `desktop` without asking where they run.
 */
export interface DesktopBridge {
  /** The tray/dock badge: the number of unread notifications (0 clears it). */
  setUnreadBadge(count: number): void;
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

const browserStandIn: DesktopBridge = {
  setUnreadBadge: () => {}, // the header's badge is the browser's only badge
};

export const desktop: DesktopBridge = window.desktop ?? browserStandIn;
