import { z } from 'zod';
import type { Resolver } from './admin';
import type { Suggestion } from './coach';
import { safeText } from './text';

/** A dispute waits in the admin queue until an admin upholds the coach or overturns it. */
export const DISPUTE_OUTCOMES = ['upheld', 'overturned'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export type DisputeStatus = 'pending' | DisputeOutcome;

export const DISPUTE_NOTE_MAX_LENGTH = 2000;

/**
 * What an overturned dispute's text should have been: `clean`, or a kind of the coach's corpus (its
 * categories: harm that is blocked, a claim that wants a source, a tone that gets a refinement).
 * Overturned disputes and their labels feed the coach's training and benchmark (docs/coach.md).
 */
export const DISPUTE_LABELS = [
  'clean',
  'threat',
  'selfHarm',
  'hate',
  'doxxing',
  'factClaim',
  'insult',
  'generalisation',
  'profanity',
  'dismissive',
  'exclamations',
  'shouting',
] as const;
export type DisputeLabel = (typeof DISPUTE_LABELS)[number];

/** One entry of `GET /api/admin/disputes`: what the citizen wrote, what the coach said, and why they disagree. */
export interface Dispute {
  id: string;
  citizen: { uid: string; username: string; handle: string };
  userText: string;
  aiFeedback: Suggestion;
  reason: string;
  source: string | null;
  status: DisputeStatus;
  createdAt: string;
  resolvedAt: string | null;
  note: string | null;
  /** An overturned dispute's label; null otherwise. */
  label: DisputeLabel | null;
  /** Who ruled; null while pending, or once that admin's account is deleted. */
  resolvedBy: Resolver | null;
}

export interface DisputeList {
  disputes: Dispute[];
  nextCursor: string | null;
}

/** `POST /api/admin/disputes/:id/resolve`. */
export const resolveDisputeSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  /** Optional: an empty note is no note. */
  note: safeText()
    .trim()
    .max(DISPUTE_NOTE_MAX_LENGTH, 'TOO_LONG')
    .optional()
    .transform((value) => value || undefined),
  /** Overturning only: what the text should have been; `clean` when not given. */
  label: z.enum(DISPUTE_LABELS).optional(),
});
export type ResolveDisputeInput = z.output<typeof resolveDisputeSchema>;
