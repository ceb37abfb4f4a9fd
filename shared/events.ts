import { z } from 'zod';
import { adminQueueEventSchema } from './admin';
import { conversationSchema, messageSchema } from './conversations';
import { notificationSchema } from './notifications';
import { commentSchema, postSchema } from './posts';
import { reputationScoreSchema } from './reputation';

// Socket.io events (api.md, Realtime): their names and the zod schema of each payload.
// Server to client only: clients write over HTTP.
export const SERVER_EVENTS = {
  notificationNew: 'notification:new',
  notificationUnread: 'notification:unread',
  postNew: 'post:new',
  postUpdated: 'post:updated',
  postDeleted: 'post:deleted',
  commentNew: 'comment:new',
  /** An admin removed a comment, or hid it pending review (then not to its author, who still sees it). */
  commentRemoved: 'comment:removed',
  messageNew: 'message:new',
  /** To both members of a conversation when a block between them starts or ends: each gets their own view. */
  conversationUpdated: 'conversation:updated',
  reputationUpdated: 'reputation:updated',
  /** Admins only: a queue item arrived, changed or was resolved. */
  adminQueue: 'admin:queue',
} as const;

export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/** What a post:updated broadcast may change: never the viewer's own reaction, which differs per viewer. */
const postChangeSchema = postSchema
  .pick({ reactions: true, commentsCount: true, supportersCount: true, content: true, imageUrl: true, editedAt: true, commentsClosed: true, audience: true })
  .partial();

export const serverEventSchemas = {
  [SERVER_EVENTS.notificationNew]: z.object({ notification: notificationSchema }),
  [SERVER_EVENTS.notificationUnread]: z.object({ count: z.number().int().min(0) }),
  [SERVER_EVENTS.postNew]: z.object({ post: postSchema }),
  [SERVER_EVENTS.postUpdated]: postChangeSchema.extend({ id: z.string() }),
  [SERVER_EVENTS.postDeleted]: z.object({ id: z.string() }),
  [SERVER_EVENTS.commentNew]: z.object({ postId: z.string(), comment: commentSchema }),
  [SERVER_EVENTS.commentRemoved]: z.object({ postId: z.string(), commentId: z.string() }),
  [SERVER_EVENTS.messageNew]: z.object({ conversationId: z.string(), message: messageSchema }),
  [SERVER_EVENTS.conversationUpdated]: conversationSchema.pick({ blockedByMe: true, canMessage: true }).extend({ conversationId: z.string() }),
  [SERVER_EVENTS.reputationUpdated]: z.object({ uid: z.string(), reputationScore: reputationScoreSchema }),
  [SERVER_EVENTS.adminQueue]: adminQueueEventSchema,
} satisfies Record<ServerEventName, z.ZodType>;

export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;

/** socket.io's typed event maps, for the server's emits and the renderer's listeners. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
/** Clients send no events: a socket carries no authority, every write goes through HTTP. */
export type ClientToServerEvents = Record<never, never>;
