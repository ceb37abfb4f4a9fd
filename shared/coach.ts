import { z } from 'zod';
import { LANGUAGES } from './constants';
import { POST_MAX_LENGTH } from './posts';
import { safeText } from './text';

export const SUGGESTION_TYPES = ['BLOCKED', 'REFINEMENT', 'fact-check', 'VALIDATION'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export const SEVERITIES = ['minor', 'moderate', 'severe', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What the coach says about a text (api.md `Suggestion`). */
export interface Suggestion {
  id: string;
  type: SuggestionType;
  message: string;
  severity: Severity;
  examples: string[];
  /**
   * The ids of the rules that produced it (server/src/coach/rules/*.rules, e.g. "threat.en.kill-you"),
   * or "model:<kind>" for the learned model's verdict ("model:threat", "model:claim"): what a dispute shows.
   */
  rules?: string[];
}

export const suggestionSchema = z.object({
  id: safeText().max(200),
  type: z.enum(SUGGESTION_TYPES),
  message: safeText().max(1000),
  severity: z.enum(SEVERITIES),
  examples: z.array(safeText().max(2000)).max(10),
  rules: z.array(safeText().max(100)).max(20).optional(),
});

export const analyzeTextSchema = z.object({
  text: safeText().max(POST_MAX_LENGTH, 'TOO_LONG'),
  context: z
    .object({
      kind: z.enum(['post', 'comment']).default('post'),
      replyToUserId: safeText().max(100).optional(),
      /** The interface language the citizen reads, which the coach's messages follow (the account's may be another device's). */
      language: z.enum(LANGUAGES).optional(),
    })
    .optional(),
});
export type AnalyzeContext = NonNullable<z.infer<typeof analyzeTextSchema>['context']>;

/** Only BLOCKED suggestions stop a text from being published. */
export const isBlocking = (suggestions: Pick<Suggestion, 'type'>[]) => suggestions.some((s) => s.type === 'BLOCKED');

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'INVALID_URL');

export const submitDisputeSchema = z.object({
  userText: safeText().max(POST_MAX_LENGTH, 'TOO_LONG'),
  aiFeedback: suggestionSchema,
  reason: safeText().trim().min(1, 'DISPUTE_REASON_REQUIRED').max(2000, 'TOO_LONG'),
  /** Optional: an empty field is no source. */
  source: safeText()
    .trim()
    .max(2000, 'INVALID_URL')
    .optional()
    .transform((value) => value || undefined)
    .pipe(httpUrl.optional()),
});

export const acknowledgeSchema = z.object({
  /** A post's id, or `new_…` for a text still in the composer. */
  postId: safeText().min(1).max(100),
  /** The suggestion's id or its message. */
  suggestionId: safeText().min(1).max(1000),
});
