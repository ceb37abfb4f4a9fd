import { z } from 'zod';
import type { ReputationScore } from './reputation';
import { idSchema, safeText } from './text';
import type { KycStatus } from './users';

// The admin area's contract (api.md, admin; docs/api-extensions.md, The admin area).
// Every route under /api/admin is 401 signed out and 403 for everyone but admins.

/** The queues an admin works through; each item of each can open in a window of its own. */
export const ADMIN_QUEUES = ['reports', 'disputes', 'kyc'] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

export const ADMIN_NOTE_MAX_LENGTH = 2000;

/** The admin whose action resolved an item, as the audit log names them. */
export const resolverSchema = z.object({ uid: z.string(), username: z.string() });
export type Resolver = z.infer<typeof resolverSchema>;

/** An optional note: an empty note is no note. */
const noteSchema = safeText()
  .trim()
  .max(ADMIN_NOTE_MAX_LENGTH, 'TOO_LONG')
  .optional()
  .transform((value) => value || undefined);

/**
 * `POST /api/admin/reports/:id/resolve` (`:id` is the reported item's id, or any one of its reports'
 * ids): every open report of the item is resolved together.
 * - dismiss: nothing wrong, the item stays;
 * - hide: hidden pending review, its author still sees it, everyone else as if deleted; it stays in the queue;
 * - remove: gone from every list, page, search, hashtag and socket; the author is notified with the reason.
 */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'remove'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const resolveReportSchema = z.strictObject({ action: z.enum(REPORT_ACTIONS), note: noteSchema });
export type ResolveReportInput = z.output<typeof resolveReportSchema>;

/** `POST /api/admin/kyc/:uid`: verify, or reject with a reason (the reason is required to reject). */
export const KYC_DECISIONS = ['verified', 'unverified'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];
export const kycDecisionSchema = z
  .strictObject({ decision: z.enum(KYC_DECISIONS), note: noteSchema })
  .refine((input) => input.decision === 'verified' || input.note, { message: 'KYC_REASON_REQUIRED', path: ['note'] });
export type KycDecisionInput = z.output<typeof kycDecisionSchema>;

/** One entry of `GET /api/admin/kyc` (pending first, then newest request first) and `GET /api/admin/kyc/:uid`. */
export interface KycReview {
  uid: string;
  username: string;
  handle: string;
  avatarUrl: string;
  email: string;
  bio: string;
  createdAt: string;
  requestedAt: string;
  kycStatus: KycStatus;
  reputationScore: ReputationScore;
  reviewedAt: string | null;
  note: string | null;
  /** Who decided, while the review is decided; null while pending, or once that admin's account is deleted. */
  resolvedBy: Resolver | null;
}
export interface KycQueue {
  reviews: KycReview[];
  nextCursor: string | null;
}

/** `GET /api/admin/users?q=&cursor=`: search by name, handle or email; newest citizens first. */
export const adminUserQuerySchema = z.object({
  q: safeText().trim().max(200).optional(),
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export interface AdminUserRow {
  uid: string;
  username: string;
  handle: string;
  email: string;
  avatarUrl: string;
  createdAt: string;
  kycStatus: KycStatus;
  reputationScore: ReputationScore;
  roles: { admin: boolean };
  suspended: boolean;
  suspensionReason: string | null;
}
export interface AdminUserList {
  users: AdminUserRow[];
  nextCursor: string | null;
}

/**
 * `PATCH /api/admin/users/:uid`: grant or revoke admin, suspend (a reason is required) or lift a
 * suspension. An admin cannot revoke their own admin role nor suspend themselves. Replies `AdminUserRow`.
 */
export const updateCitizenSchema = z
  .strictObject({
    roles: z.strictObject({ admin: z.boolean() }).optional(),
    suspended: z.boolean().optional(),
    suspensionReason: noteSchema,
  })
  .refine((input) => input.roles !== undefined || input.suspended !== undefined, { message: 'VALIDATION_FAILED', path: ['suspended'] })
  .refine((input) => input.suspended !== true || input.suspensionReason, { message: 'SUSPENSION_REASON_REQUIRED', path: ['suspensionReason'] });
export type UpdateCitizenInput = z.output<typeof updateCitizenSchema>;

/** Every admin action, as the audit log records it. */
export const AUDIT_ACTIONS = [
  'report.dismiss',
  'report.hide',
  'report.remove',
  'dispute.upheld',
  'dispute.overturned',
  'kyc.verified',
  'kyc.unverified',
  'citizen.admin_granted',
  'citizen.admin_revoked',
  'citizen.suspended',
  'citizen.unsuspended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['post', 'comment', 'message', 'dispute', 'citizen'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** `GET /api/admin/audit?action=&actorId=&targetId=&cursor=`: newest first; the log is never edited. */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: idSchema.optional(),
  targetId: idSchema.optional(),
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export interface AuditEntry {
  id: string;
  /** Null once the admin's account is deleted: the entry stays. */
  actor: { uid: string; username: string; handle: string } | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A few words naming the target as it was then (a handle, the start of a text). */
  targetLabel: string;
  note: string | null;
  createdAt: string;
}
export interface AuditLog {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** `GET /api/admin/disputes/stats`: the coach's rules most often overturned, most first. */
export interface OverturnedRule {
  rule: string;
  overturned: number;
  upheld: number;
}
export interface DisputeStats {
  rules: OverturnedRule[];
}

/**
 * The socket event `admin:queue`, sent to admins only: an item arrived, changed or was resolved.
 * Every window of every admin keeps its queues and item windows in step with it.
 */
export const adminQueueEventSchema = z.object({
  queue: z.enum(ADMIN_QUEUES),
  /** The report queue's item id (post, comment or message), the dispute's id, the citizen's uid for kyc. */
  itemId: z.string(),
  change: z.enum(['added', 'updated', 'resolved']),
  /** For `resolved`: the action, outcome or decision taken, and by whom. */
  resolution: z.string().optional(),
  by: resolverSchema.optional(),
});
export type AdminQueueEvent = z.infer<typeof adminQueueEventSchema>;
