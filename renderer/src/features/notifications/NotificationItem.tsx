import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from '../../../../shared/notifications';
import { notificationLine, notificationTarget } from './notificationLine';

export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { actor } = notification;
  const line = notificationLine(t, notification);
  const target = notificationTarget(notification);
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
