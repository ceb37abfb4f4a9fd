import { isAdminPath, type DesktopNotification } from '../../shared/desktop';

// Native notifications: the renderer asks for one when a notification arrives while the app is in
// the background; a click brings the app forward on what it is about. Several windows may ask for the
// same notification: it shows once.

export interface NativeNotification {
  show(): void;
  on(event: 'click' | 'close', listener: () => void): unknown;
}

export interface NotifierDeps<Image> {
  isSupported(): boolean;
  createNotification(options: { title: string; body: string; icon?: Image; silent: boolean }): NativeNotification;
  /** The avatar from its PNG data URL; undefined if it is no image. */
  iconFromDataUrl(dataUrl: string): Image | undefined;
  enabled(): boolean;
  /** The citizen is looking at the app already: no need to interrupt. */
  appInFront(): boolean;
  showMain(path: string): void;
  openAdminWindow(path: string): void;
}

/** How many notification ids are remembered to show each once (far more than arrive at a time). */
const REMEMBERED_IDS = 200;

/** Where a click on a notification leads: an admin item in its own window, anything else in the main window. */
export function routeNotificationClick(path: string, deps: Pick<NotifierDeps<unknown>, 'showMain' | 'openAdminWindow'>): void {
  if (isAdminPath(path)) deps.openAdminWindow(path);
  else deps.showMain(path);
}

export function createNotifier<Image>(deps: NotifierDeps<Image>) {
  const shownIds: string[] = [];
  // Electron forgets a notification's click handler once nothing refers to it: keep them until clicked or closed.
  const onScreen = new Set<NativeNotification>();

  return {
    /** Shows the notification unless they are off, unsupported, already shown, or the citizen is looking. Says whether it did. */
    notify(request: DesktopNotification): boolean {
      if (!deps.enabled() || !deps.isSupported() || deps.appInFront() || shownIds.includes(request.id)) return false;
      shownIds.push(request.id);
      shownIds.splice(0, shownIds.length - REMEMBERED_IDS);
      const icon = request.icon ? deps.iconFromDataUrl(request.icon) : undefined;
      const notification = deps.createNotification({ title: request.title, body: request.body, icon, silent: false });
      onScreen.add(notification);
      notification.on('click', () => {
        onScreen.delete(notification);
        routeNotificationClick(request.path, deps);
      });
      notification.on('close', () => onScreen.delete(notification));
      notification.show();
      return true;
    },
  };
}
