import { NOTIFICATIONS_LIMIT } from '../../../../shared/constants';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import { REPLACED_ON_REPEAT, type Notification, type NotificationList } from '../../../../shared/notifications';
import { api } from '../../api/api';
import { realtimeSocket } from '../../api/socket';
import { followApproved, followRequested } from '../profile';
import { showNativeNotification } from './nativeNotification';

/** The same citizen doing the same thing again to the same post, which the server keeps once. */
const sameCause = (a: Notification, b: Notification) =>
  REPLACED_ON_REPEAT.has(b.type) && a.type === b.type && a.actor?.uid === b.actor?.uid && a.postId === b.postId;

const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The newest notifications and the unread count, kept live by the socket. */
    notifications: build.query<NotificationList, void>({
      query: () => `/notifications?limit=${NOTIFICATIONS_LIMIT}`,
      providesTags: ['Notifications'],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first load
        }
        const socket = realtimeSocket();
        const onUnread = ({ count }: ServerEventPayload<'notification:unread'>) =>
          updateCachedData((draft) => {
            draft.unreadCount = count;
          });
        // The count arrives in its own notification:unread event.
        const onNew = ({ notification }: ServerEventPayload<'notification:new'>) => {
          updateCachedData((draft) => {
            // A repeat (an agree toggled back on) replaces the earlier one on the server too.
            draft.notifications = draft.notifications.filter((n) => n.id !== notification.id && !sameCause(n, notification));
            draft.notifications.unshift(notification);
            draft.notifications.splice(NOTIFICATIONS_LIMIT);
          });
          // What the notification changes elsewhere: a request to answer, an account that opened.
          if (notification.type === 'follow_request') dispatch(followRequested());
          if (notification.type === 'follow_approved' && notification.actor) followApproved(notification.actor.uid)(dispatch);
          void showNativeNotification(notification);
        };
        socket.on(SERVER_EVENTS.notificationUnread, onUnread);
        socket.on(SERVER_EVENTS.notificationNew, onNew);
        await cacheEntryRemoved;
        socket.off(SERVER_EVENTS.notificationUnread, onUnread);
        socket.off(SERVER_EVENTS.notificationNew, onNew);
      },
    }),

    /** Opening the notifications view marks every unread one read, in one batch on the server. */
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          console.error('Marking notifications read failed', error); // the spec: logged only
          return;
        }
        dispatch(
          notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
            draft.unreadCount = 0;
            for (const notification of draft.notifications) notification.read = true;
          }),
        );
      },
    }),
  }),
});

export const { useNotificationsQuery, useMarkAllNotificationsReadMutation } = notificationsApi;
