import type { Notification } from '../../../../shared/notifications';
import i18n, { currentLanguage } from '../../i18n';
import { desktop, pageInBackground } from '../../platform/desktop';
import { desktopNotification } from './notificationLine';

/** The size the avatar is drawn at: notifications show it at 32 to 64 px. */
const ICON_SIZE = 64;

/**
 * The avatar (a server image or a drawn SVG) as a PNG data URL, which every desktop's notifications can show
 * without fetching anything; undefined when it cannot be drawn.
 */
async function avatarIcon(src: string): Promise<string | undefined> {
  try {
    const image = new Image(ICON_SIZE, ICON_SIZE);
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = ICON_SIZE;
    canvas.height = ICON_SIZE;
    canvas.getContext('2d')?.drawImage(image, 0, 0, ICON_SIZE, ICON_SIZE);
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}

/** A notification that arrives while the app is in the background asks the desktop to show it, in the citizen's language. */
export async function showNativeNotification(notification: Notification) {
  if (!pageInBackground()) return;
  const t = i18n.getFixedT(currentLanguage(), 'notifications');
  const appName = i18n.t('common:appName', { lng: currentLanguage() });
  const icon = notification.actor ? await avatarIcon(notification.actor.avatarUrl) : undefined;
  desktop.notify({ ...desktopNotification(t, notification, appName), icon });
}
