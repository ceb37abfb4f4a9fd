import { z } from 'zod';
import type { Resolver } from './admin';
import { idSchema, safeText } from './text';

/** The reasons a citizen picks (product-spec.md sections 3 and 9). For `other`, the details are sent in place of the key. */
export const REPORT_REASONS = ['spam', 'hate', 'violence', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The keys a client may send as they are; `other` alone says nothing, so it needs details instead. */
const PRESET_REASONS: readonly string[] = ['spam', 'hate', 'violence'];

export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** What can be reported: a post, a comment, a private message. */
export const REPORT_ITEM_TYPES = ['post', 'comment', 'message'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/** An admin's ruling on a reported item: open until someone looks at it. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * `reason` as sent: a preset key, or the citizen's own words for `other`. Empty (after trimming) is
 * REPORT_REASON_REQUIRED; the bare key `other` is REPORT_DETAILS_REQUIRED.
 */
const reasonSchema = safeText()
  .trim()
  .min(1, 'REPORT_REASON_REQUIRED')
  .max(REPORT_DETAILS_MAX_LENGTH, 'TOO_LONG')
  .refine((reason) => reason !== 'other', 'REPORT_DETAILS_REQUIRED')
  .transform((reason): { reason: ReportReason; details: string | null } =>
    PRESET_REASONS.includes(reason) ? { reason: reason as ReportReason, details: null } : { reason: 'other', details: reason },
  );

/**
 * `createReport` (api.md, Callable functions): a post as the contract says (`postId, postAuthorId`),
 * a comment by `commentId`, a message by `messageId` (docs/api-extensions.md); exactly one of them.
 * The server reads each item's author itself: `postAuthorId` is checked to be an id, never trusted.
 * One object rather than a union, so that a bad reason is refused with its own code.
 */
export const createReportSchema = z
  .strictObject({
    postId: idSchema.optional(),
    postAuthorId: idSchema.optional(),
    commentId: idSchema.optional(),
    messageId: idSchema.optional(),
    reason: reasonSchema,
  })
  .refine((input) => [input.postId, input.commentId, input.messageId].filter(Boolean).length === 1, { message: 'VALIDATION_FAILED', path: ['postId'] })
  .refine((input) => !input.postId || input.postAuthorId, { message: 'VALIDATION_FAILED', path: ['postAuthorId'] })
  .transform((input) => {
    const item: { type: ReportItemType; id: string } = input.postId
      ? { type: 'post', id: input.postId }
      : input.commentId
        ? { type: 'comment', id: input.commentId }
        : { type: 'message', id: input.messageId! };
    return { item, ...input.reason };
  });
export type CreateReportInput = z.output<typeof createReportSchema>;
/** What the renderer sends. */
export type CreateReportRequest = z.input<typeof createReportSchema>;

/** One citizen's report of an item. */
export interface ReportEntry {
  id: string;
  reporter: { uid: string; username: string; handle: string };
  reason: ReportReason;
  /** The citizen's own words, for `other`. */
  details: string | null;
  status: ReportStatus;
  createdAt: string;
}

/** A reported item as it is now; null once it is gone (deleted, or its author's account deleted). */
export interface ReportedItem {
  text: string;
  imageUrl: string | null;
  createdAt: string;
  author: { uid: string; username: string; handle: string; reputation: number };
  /** The post a comment is on (a post's own id for a post); the conversation of a message. */
  postId: string | null;
  conversationId: string | null;
}

/** One entry of `GET /api/admin/reports`: an item with open reports, every report of it, and how many citizens reported it. */
export interface ReportQueueEntry {
  itemType: ReportItemType;
  itemId: string;
  item: ReportedItem | null;
  /** Distinct citizens: one citizen's repeated reports count once. */
  reporterCount: number;
  /** How many reports give each reason. */
  reasonCounts: Partial<Record<ReportReason, number>>;
  lastReportedAt: string;
  /** The item's state: `open` while a report waits, else the last ruling (`hidden` stays in the queue, pending review). */
  status: ReportStatus;
  /**
   * Who gave the final ruling (dismissed or removed); null otherwise (open, hidden pending review), or
   * once that admin's account is deleted. Always null in the queue, which holds no item ruled on for good.
   */
  resolvedBy: Resolver | null;
  reports: ReportEntry[];
}

export interface ReportQueue {
  items: ReportQueueEntry[];
  nextCursor: string | null;
}
