import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { FollowRequests } from '../profile';
import { NotificationItem } from './NotificationItem';
import { useMarkAllNotificationsReadMutation, useNotificationsQuery } from './endpoints';
import './notifications.css';

/** Pending follow requests, then the newest notifications. Opening the page marks them all read, which clears the badge. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { data, isLoading, isError } = useNotificationsQuery();
  const [markAllRead] = useMarkAllNotificationsReadMutation();

  useEffect(() => {
    void markAllRead();
  }, [markAllRead]);

  return (
    <div className="page notifications">
      <h1 className="page-title">{t('title')}</h1>
      <FollowRequests />
      {isLoading && <Spinner />}
      {isError && <p className="notice notice--error">{t('loadFailed')}</p>}
      {data &&
        (data.notifications.length === 0 ? (
          <p className="card notifications__empty">{t('empty')}</p>
        ) : (
          <ul className="card notifications__list">
            {data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        ))}
    </div>
  );
}
