import { z } from 'zod';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, LANGUAGES, type Language } from './constants';
import type { ReputationScore } from './reputation';
import { displayNameSchema, safeText } from './text';

export const KYC_STATUSES = ['unverified', 'pending', 'verified'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const COMMUNICATION_STYLES = [
  'prefersData',
  'lovesQuestions',
  'openToChangingMind',
  'valuesBrevity',
  'goodFaithDebate',
  'empathyFirst',
] as const;
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];

/** The signed-in user's own profile (api.md `User`). */
export interface User {
  uid: string;
  email: string;
  username: string;
  handle: string;
  avatarUrl: string;
  bio: string;
  createdAt: string;
  kycStatus: KycStatus;
  monetizationEnabled: boolean;
  reputationScore: ReputationScore;
  following: string[];
  followersCount: number;
  followingCount: number;
  roles: { admin: boolean };
  protected: boolean;
  communicationStyles: CommunicationStyle[];
  language: Language;
}

export interface ViewerRelation {
  isFollowing: boolean;
  requested: boolean;
  followsYou: boolean;
}

/**
 * Another citizen as the viewer sees them (api.md `PublicUser`). A protected account hides its
 * follows from everyone but itself and its approved followers: then `following` is empty and both
 * counts are null.
 */
export type PublicUser = Omit<User, 'email' | 'followersCount' | 'followingCount'> & {
  followersCount: number | null;
  followingCount: number | null;
  relation: ViewerRelation;
};

/** A page of `GET /api/users/:uid/followers` or `/following`, newest follow first. */
export interface FollowList {
  users: PublicUser[];
  nextCursor: string | null;
}

export const FOLLOW_LIST_LIMIT = 20;

export const followListQuerySchema = z.object({
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(FOLLOW_LIST_LIMIT).default(FOLLOW_LIST_LIMIT),
});

export const updateMeSchema = z
  .object({
    username: displayNameSchema(DISPLAY_NAME_MAX_LENGTH),
    bio: safeText().trim().max(BIO_MAX_LENGTH, 'BIO_TOO_LONG'),
    communicationStyles: z.array(z.enum(COMMUNICATION_STYLES)).max(COMMUNICATION_STYLES.length),
    protected: z.boolean(),
    language: z.enum(LANGUAGES),
  })
  .partial()
  .strict();
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/**
 * Whose name the comments of a deleted account carry: the comments stay, so replies to them
 * keep their thread, but their text and author are gone (docs/api-extensions.md).
 */
export const FORMER_CITIZEN_UID = '00000000-0000-4000-8000-000000000000';

/** `GET /api/follow-suggestions?limit=`: how many citizens to suggest. */
export const followSuggestionsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });

/** A citizen in a list (a suggestion): who they are and their score. */
export interface CitizenSummary {
  uid: string;
  username: string;
  handle: string;
  avatarUrl: string;
  kycStatus: KycStatus;
  reputationScore: ReputationScore;
}
