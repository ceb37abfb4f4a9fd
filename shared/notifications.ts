import { z } from 'zod';
import { KYC_DECISIONS, REPORT_ACTIONS } from './admin';
import { DISPUTE_OUTCOMES } from './disputes';
import { REPORT_REASONS } from './reports';

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
  'identity_reviewed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Kinds that say nothing new when repeated (an agree toggled off and on, a follow undone and redone):
 * a repeat by the same citizen about the same post replaces the earlier one.
 */
export const REPLACED_ON_REPEAT: ReadonlySet<NotificationType> = new Set(['agree', 'follow', 'follow_request', 'follow_approved', 'message']);

export const notificationSchema = z.object({
  id: z.string(),
  recipientId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Null when the city itself speaks (an admin's decision is not signed by the admin). */
  actor: z.object({ uid: z.string(), username: z.string(), handle: z.string(), avatarUrl: z.string() }).nullable(),
  postId: z.string().optional(),
  commentId: z.string().optional(),
  conversationId: z.string().optional(),
  guildId: z.string().optional(),
  /** `dispute_resolved`: the dispute and what the admin decided. */
  disputeId: z.string().optional(),
  disputeOutcome: z.enum(DISPUTE_OUTCOMES).optional(),
  /** `report_resolved`: what an admin did with the citizen's reported item, and the reason most reporters gave (never who they were). */
  reportAction: z.enum(REPORT_ACTIONS).optional(),
  reportReason: z.enum(REPORT_REASONS).optional(),
  /** `identity_reviewed`: the admin's decision on the citizen's request for verification. */
  kycDecision: z.enum(KYC_DECISIONS).optional(),
  /** The admin's note to the citizen, when they wrote one (`report_resolved`, `identity_reviewed`). */
  note: z.string().optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}
