// The notifications list, whose unread count the header's badge shows.
export { useNotificationsQuery } from './endpoints';
