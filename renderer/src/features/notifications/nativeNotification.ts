import type { TFunction } from 'i18next';
import type { DesktopNotification } from '../../../../shared/desktop';
import type { Notification } from '../../../../shared/notifications';
import i18n, { currentLanguage } from '../../i18n';
import { desktop, pageInBackground } from '../../platform/desktop';
import { notificationLine, notificationTarget } from './notificationLine';

/**
 * What the desktop shows for a notification: who (or the city itself), the line the notifications page
 * shows, the actor's avatar, and where a click leads (the notifications page when it is about nothing else).
 */
export function desktopNotification(t: TFunction<'notifications'>, notification: Notification, appName: string, origin: string): DesktopNotification {
  return {
    id: notification.id,
    title: notification.actor?.username ?? appName,
    body: notificationLine(t, notification),
    icon: notification.actor ? new URL(notification.actor.avatarUrl, origin).href : undefined,
    path: notificationTarget(notification) ?? '/notifications',
  };
}

/** A notification that arrives while the app is in the background asks the desktop to show it, in the citizen's language. */
export function showNativeNotification(notification: Notification) {
  if (!pageInBackground()) return;
  const t = i18n.getFixedT(currentLanguage(), 'notifications');
  const appName = i18n.t('common:appName', { lng: currentLanguage() });
  desktop.notify(desktopNotification(t, notification, appName, window.location.origin));
}
