// The Embassy's unread total, which the header's badge shows; its pages load through app/pages.ts.
export { useConversationsQuery } from './endpoints';
