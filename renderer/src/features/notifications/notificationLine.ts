import type { TFunction } from 'i18next';
import type { DesktopNotification } from '../../../../shared/desktop';
import type { Notification } from '../../../../shared/notifications';

/**
 * Where a notification leads: the thing it is about, else the citizen who caused it. An admin's
 * ruling on a dispute leads to one's own profile, whose history shows the outcome.
 */
export function notificationTarget(notification: Notification): string | null {
  if (notification.postId) return `/post/${notification.postId}`;
  if (notification.conversationId) return `/embassy/${notification.conversationId}`;
  if (notification.guildId) return `/guilds/${notification.guildId}`;
  if (notification.type === 'dispute_resolved' || notification.type === 'identity_reviewed') return `/profile/${notification.recipientId}`;
  return notification.actor ? `/profile/${notification.actor.uid}` : null;
}

/** What an admin decided, as the citizen reads it: a dispute's outcome, the action on their reported item, an identity review's decision. */
function outcomeOf(t: TFunction<'notifications'>, notification: Notification): string {
  if (notification.disputeOutcome) return t(`disputeOutcomes.${notification.disputeOutcome}`);
  if (notification.reportAction) return t(`reportActions.${notification.reportAction}`);
  if (notification.kycDecision) return t(`kycDecisions.${notification.kycDecision}`);
  return '';
}

/** What a notification says, in the language of `t` (the notifications namespace), with the admin's note when there is one. */
export function notificationLine(t: TFunction<'notifications'>, notification: Notification): string {
  if (notification.type === 'tip' && notification.amount !== undefined) {
    // In dollars, formatted by the line's language: "$5.00", "5,00 $US".
    return t('tipWithAmount', { name: notification.actor?.username ?? t('someone'), amount: notification.amount / 100 });
  }
  const { reportReason, note } = notification;
  // A ruling on a report says what it was reported for (never by whom).
  const key = notification.type === 'report_resolved' && reportReason ? 'reportResolvedFor' : `types.${notification.type}`;
  const line = t(key as 'types.follow', {
    name: notification.actor?.username ?? t('someone'),
    outcome: outcomeOf(t, notification),
    reason: reportReason ? t(`reportReasons.${reportReason}`) : '',
  });
  return note ? t('withNote', { line, note }) : line;
}

/**
 * What the desktop shows for a notification: who (or the city itself), the line the notifications page
 * shows, and where a click leads (the notifications page when it is about nothing else). The avatar is added by the caller.
 */
export function desktopNotification(t: TFunction<'notifications'>, notification: Notification, appName: string): DesktopNotification {
  return {
    id: notification.id,
    title: notification.actor?.username ?? appName,
    body: notificationLine(t, notification),
    path: notificationTarget(notification) ?? '/notifications',
  };
}
