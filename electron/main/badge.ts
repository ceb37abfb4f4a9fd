import { unreadBadgeText } from '../../shared/badge';
import { fill, type DesktopTexts } from './texts';

// The unread count outside the window: the tray icon (with the count drawn on it, and its tooltip),
// the macOS dock badge, the Linux launcher badge and the Windows taskbar overlay, all from the count
// the renderer's header already shows. Every window of the app reports its count; they agree once the
// server's live update reaches them all, and a closed window's count is forgotten.

/** An image made ahead of time for each badge text ('' for none, '1' to '9', '9+'). */
export type BadgeImages<Image> = (text: string) => Image;

export interface BadgeTargets<Image> {
  platform: NodeJS.Platform;
  tray(): { setImage(image: Image): void; setToolTip(text: string): void; setTitle(title: string): void } | null;
  /** app.setBadgeCount: the launcher badge on Linux (Unity-style launchers) and macOS. */
  setBadgeCount(count: number): unknown;
  /** app.dock on macOS. */
  dock?: { setBadge(text: string): void };
  /** The main window's taskbar button on Windows. */
  overlayWindow(): { setOverlayIcon(image: Image | null, description: string): void } | null;
  trayImages: BadgeImages<Image>;
  overlayImages: BadgeImages<Image>;
  texts(): DesktopTexts;
}

export function createUnreadBadge<Image>(targets: BadgeTargets<Image>) {
  const counts = new Map<number, number>();
  let shown = -1;

  function show(count: number) {
    const text = unreadBadgeText(count);
    const texts = targets.texts();
    const tray = targets.tray();
    tray?.setImage(targets.trayImages(text ?? ''));
    tray?.setToolTip(text ? `${texts.appName} · ${fill(texts.tray.unread, { badge: text })}` : texts.appName);
    if (targets.platform === 'darwin') {
      tray?.setTitle(text ?? '');
      targets.dock?.setBadge(text ?? '');
    }
    if (targets.platform === 'linux') targets.setBadgeCount(count);
    if (targets.platform === 'win32') {
      targets.overlayWindow()?.setOverlayIcon(text ? targets.overlayImages(text) : null, text ? fill(texts.tray.unread, { badge: text }) : '');
    }
  }

  const current = () => Math.max(0, ...counts.values());

  return {
    /** What one window's header counts now. */
    report(windowContentsId: number, count: number) {
      counts.set(windowContentsId, count);
      this.refresh();
    },
    /** A window closed: its count no longer counts. */
    forget(windowContentsId: number) {
      counts.delete(windowContentsId);
      this.refresh();
    },
    /** Shows the count again if it changed, or always when `force` (a new tray, a new language, a new main window). */
    refresh(force = false) {
      const count = current();
      if (count === shown && !force) return;
      shown = count;
      show(count);
    },
    count: current,
  };
}

export type UnreadBadge = ReturnType<typeof createUnreadBadge>;
