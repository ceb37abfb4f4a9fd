import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGES, type Language } from './constants';
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

/** Another citizen as the viewer sees them (api.md `PublicUser`). */
export type PublicUser = Omit<User, 'email'> & { relation: ViewerRelation };

export const updateMeSchema = z
  .object({
    username: displayNameSchema(DISPLAY_NAME_MAX_LENGTH),
    bio: safeText().trim().max(500, 'TOO_LONG'),
    communicationStyles: z.array(z.enum(COMMUNICATION_STYLES)).max(COMMUNICATION_STYLES.length),
    protected: z.boolean(),
    language: z.enum(LANGUAGES),
  })
  .partial()
  .strict();
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

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
