import { z } from 'zod';
import { idSchema, safeText } from './text';

// Private conversations between two citizens (the Embassy; api.md, Messages).

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation's history, newest first. */
export const MESSAGES_PAGE_SIZE = 30;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** The citizen on the other side of a conversation. */
export const correspondentSchema = z.object({ uid: z.string(), username: z.string(), handle: z.string(), avatarUrl: z.string() });
export type Correspondent = z.infer<typeof correspondentSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  other: correspondentSchema,
  lastMessage: messageSchema.nullable(),
  /** Messages from the other citizen since the viewer last read the conversation. */
  unreadCount: z.number().int().min(0),
  /** The last message's time, or the conversation's when it has none: the list is newest first by it. */
  updatedAt: z.string(),
  /** The viewer blocked the other citizen. */
  blockedByMe: z.boolean(),
  /** Neither blocked the other: the composer is open. */
  canMessage: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export interface ConversationList {
  conversations: Conversation[];
  /** Unread messages across every conversation: the header's badge. */
  unreadCount: number;
}

export interface MessagePage {
  /** Newest first. */
  messages: Message[];
  nextCursor: string | null;
}

export const startConversationSchema = z.object({ userId: idSchema }).strict();

export const sendMessageSchema = z
  .object({ text: safeText().trim().min(1, 'MESSAGE_EMPTY').max(MESSAGE_MAX_LENGTH, 'TOO_LONG') })
  .strict();

export const messagesQuerySchema = z.object({
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_SIZE).default(MESSAGES_PAGE_SIZE),
});
