import type { TFunction } from 'i18next';
import type { Notification } from '../../../../shared/notifications';

/**
 * Where a notification leads: the thing it is about, else the citizen who caused it. An admin's
 * ruling on a dispute leads to one's own profile, whose history shows the outcome.
 */
export function notificationTarget(notification: Notification): string | null {
  if (notification.postId) return `/post/${notification.postId}`;
  if (notification.conversationId) return `/embassy/${notification.conversationId}`;
  if (notification.guildId) return `/guilds/${notification.guildId}`;
  if (notification.type === 'dispute_resolved') return `/profile/${notification.recipientId}`;
  return notification.actor ? `/profile/${notification.actor.uid}` : null;
}

/** What a notification says, in the language of `t` (the notifications namespace). */
export function notificationLine(t: TFunction<'notifications'>, notification: Notification): string {
  if (notification.type === 'tip' && notification.amount !== undefined) {
    // In dollars, formatted by the line's language: "$5.00", "5,00 $US".
    return t('tipWithAmount', { name: notification.actor?.username ?? t('someone'), amount: notification.amount / 100 });
  }
  return t(`types.${notification.type}`, {
    name: notification.actor?.username ?? t('someone'),
    outcome: notification.disputeOutcome ? t(`disputeOutcomes.${notification.disputeOutcome}`) : '',
  });
}
