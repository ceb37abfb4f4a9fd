import type { Notification } from '../../../../shared/notifications';
import i18n, { currentLanguage } from '../../i18n';
import { desktop, pageInBackground } from '../../platform/desktop';
import { desktopNotification } from './notificationLine';

/** A notification that arrives while the app is in the background asks the desktop to show it, in the citizen's language. */
export function showNativeNotification(notification: Notification) {
  if (!pageInBackground()) return;
  const t = i18n.getFixedT(currentLanguage(), 'notifications');
  const appName = i18n.t('common:appName', { lng: currentLanguage() });
  desktop.notify(desktopNotification(t, notification, appName, window.location.origin));
}
