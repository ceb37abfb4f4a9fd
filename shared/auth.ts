import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, LANGUAGES, PASSWORD_MIN_LENGTH } from './constants';
import { normalizeHandle } from './handle';
import { displayNameSchema, safeText } from './text';

// Each issue's message is an ErrorCode (shared/errors.ts): the server turns it into the
// English message of the contract, the renderer into the user's language.

const email = safeText().trim().toLowerCase().max(254, 'INVALID_EMAIL').pipe(z.email('INVALID_EMAIL'));
const password = safeText().min(PASSWORD_MIN_LENGTH, 'WEAK_PASSWORD').max(1024, 'TOO_LONG');

export const signupSchema = z.object({
  username: displayNameSchema(DISPLAY_NAME_MAX_LENGTH),
  handle: safeText()
    .transform(normalizeHandle)
    .pipe(z.string().min(HANDLE_MIN_LENGTH, 'PROFILE_FIELDS_REQUIRED').max(HANDLE_MAX_LENGTH, 'TOO_LONG')),
  email,
  password,
  /** The interface language at sign-up becomes the account's language. */
  language: z.enum(LANGUAGES).default('en'),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: safeText().trim().toLowerCase().min(1, 'INVALID_EMAIL').max(254, 'INVALID_EMAIL'),
  password: safeText().min(1, 'INVALID_CREDENTIALS').max(1024, 'INVALID_CREDENTIALS'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetSchema = z.object({
  email: safeText().trim().toLowerCase().min(1, 'EMAIL_REQUIRED').max(254, 'INVALID_EMAIL').pipe(z.email('INVALID_EMAIL')),
  language: z.enum(LANGUAGES).default('en'),
});

export const passwordResetConfirmSchema = z.object({
  token: safeText().min(1, 'RESET_TOKEN_INVALID').max(200, 'RESET_TOKEN_INVALID'),
  password,
});

export const passwordChangeSchema = z.object({
  currentPassword: safeText().min(1, 'INCORRECT_CURRENT_PASSWORD').max(1024, 'INCORRECT_CURRENT_PASSWORD'),
  newPassword: password,
});

/** The order in which sign-up errors are reported, as the spec's form checks them. */
export const SIGNUP_FIELD_ORDER = ['username', 'handle', 'email', 'password'] as const;

/** Deleting one's account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: safeText().min(1, 'INCORRECT_CURRENT_PASSWORD').max(1024, 'INCORRECT_CURRENT_PASSWORD'),
});

/** A device the citizen is signed in on (GET /api/auth/sessions). */
export interface SessionInfo {
  /** Names the session without revealing its secret id. */
  id: string;
  /** The browser's User-Agent when it signed in, or null. */
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session asking. */
  current: boolean;
}
