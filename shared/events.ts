// Socket.io event names (api.md, Realtime). Server to client only: clients write over HTTP.
export const SERVER_EVENTS = {
  notificationNew: 'notification:new',
  notificationUnread: 'notification:unread',
  postNew: 'post:new',
  postUpdated: 'post:updated',
  postDeleted: 'post:deleted',
  commentNew: 'comment:new',
  messageNew: 'message:new',
  reputationUpdated: 'reputation:updated',
} as const;
