import type { Language } from './constants';

/**
 * One of the app's own pages, as a path (`/post/<id>`): it starts with a single slash, so it can
 * never name another host (`//evil.example`, `/\evil.example`), and carries no control characters.
 */
export function isAppPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 500 || !/^\/(?![/\\])[^\s\\]*$/.test(path)) return false;
  return ![...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/** The admin area and its items (`/admin`, `/admin/reports/<id>`): the only pages that open in windows of their own. */
export function isAdminPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/admin(\/[A-Za-z0-9_-]+){0,3}$/.test(path);
}

/** What the renderer asks the desktop to show when a notification arrives while the app is in the background. */
export interface DesktopNotification {
  /** The notification's id: several windows may ask for the same one, which is shown once. */
  id: string;
  title: string;
  body: string;
  /** The actor's avatar as a PNG data URL (drawn by the page: the desktop fetches nothing and reads no SVG). */
  icon?: string;
  /** Where a click on it leads: one of the app's paths. */
  path: string;
}

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
  /** A native notification; clicking it brings the app forward on `path`. */
  notify(notification: DesktopNotification): void;
  /** The desktop asks the page to show one of its paths (a notification or the tray was clicked). Returns the unsubscribe. */
  onNavigate(listener: (path: string) => void): () => void;
  /** Whether native notifications are on (the desktop's own setting, on by default). */
  getNativeNotifications(): Promise<boolean>;
  setNativeNotifications(enabled: boolean): Promise<void>;
  /** The interface language, for the desktop's own menus and pages. */
  setLanguage(language: Language): void;
}
