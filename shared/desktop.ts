/**
 * What the Electron preload exposes as `window.desktop` (electron/preload): one small typed API,
 * the only door between the renderer and the desktop. A browser has no such bridge.
 */
export interface DesktopBridge {
  /** The tray/dock badge: the number of unread notifications (0 clears it). */
  setUnreadBadge(count: number): void;
  /**
   * Opens one of the app's own pages (a path such as `/admin/reports/<id>`) in a window of its own:
   * a native window on the desktop, a browser window or tab otherwise.
   */
  openWindow(path: string): void;
}
