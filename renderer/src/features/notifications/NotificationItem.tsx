import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../../shared/notifications';

/** Where a notification leads: the thing it is about, else the citizen who caused it. */
function targetOf(notification: Notification): string | null {
  if (notification.postId) return `/post/${notification.postId}`;
  if (notification.conversationId) return `/embassy/${notification.conversationId}`;
  if (notification.guildId) return `/guilds/${notification.guildId}`;
  return notification.actor ? `/profile/${notification.actor.uid}` : null;
}

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { actor } = notification;
  const line = t(`types.${notification.type}`, {
    name: actor?.username ?? t('someone'),
    outcome: notification.disputeOutcome ? t(`disputeOutcomes.${notification.disputeOutcome}`) : '',
  });
  const target = targetOf(notification);
  const when = new Date(notification.createdAt);

  return (
    <li className={`notification${notification.read ? '' : ' notification--unread'}`}>
      {actor ? <img src={actor.avatarUrl} alt="" width={40} height={40} /> : <span className="notification__dot" aria-hidden="true" />}
      <div className="notification__body">
        {target ? <Link to={target}>{line}</Link> : <span>{line}</span>}
        <time dateTime={notification.createdAt}>{when.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </div>
      {!notification.read && <span className="visually-hidden">{t('unread')}</span>}
    </li>
  );
}
