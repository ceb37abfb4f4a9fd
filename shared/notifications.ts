import type { DisputeOutcome } from './disputes';

export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'follow_approved',
  'comment',
  'reply',
  'agree',
  'tip',
  'message',
  'guild_invite',
  'dispute_resolved',
  'report_resolved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Notification {
  id: string;
  recipientId: string;
  type: NotificationType;
  actor: { uid: string; username: string; handle: string; avatarUrl: string } | null;
  postId?: string;
  commentId?: string;
  conversationId?: string;
  guildId?: string;
  /** `dispute_resolved`: the dispute and what the admin decided. */
  disputeId?: string;
  disputeOutcome?: DisputeOutcome;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}
