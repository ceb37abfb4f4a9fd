// Error codes of the wire contract and their English messages. Where product-spec.md
// quotes a message, the text here is that message word for word. The renderer shows
// the translation of the code (locales/*/errors.json) and falls back to the message.

export const ERROR_MESSAGES = {
  PROFILE_FIELDS_REQUIRED: 'Please fill out your display name and username',
  INVALID_EMAIL: 'Invalid email address',
  WEAK_PASSWORD: 'Password must be at least 6 characters',
  EMAIL_IN_USE: 'Email is already in use',
  HANDLE_TAKEN: 'This handle is already taken',
  INVALID_CREDENTIALS: 'Incorrect email or password',
  EMAIL_REQUIRED: 'Please enter your email address',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired.',
  PASSWORDS_DO_NOT_MATCH: 'New passwords do not match.',
  INCORRECT_CURRENT_PASSWORD: 'Incorrect current password.',
  TOO_LONG: 'This text is too long.',
  DISPLAY_NAME_TOO_LONG: 'Display name must be at most 50 characters',
  BIO_TOO_LONG: 'Bio must be at most 300 characters',
  POST_EMPTY: 'Write something or add an image.',
  INVALID_IMAGE: 'This image cannot be used.',
  UNSUPPORTED_IMAGE: 'Only PNG, JPEG and GIF images are accepted.',
  IMAGE_TOO_LARGE: 'Images must be 10 MB or smaller.',
  IMAGE_TOO_MANY_PIXELS: 'Images must be 40 megapixels or smaller.',
  UPLOAD_QUOTA_EXCEEDED: 'You have used all the space for your images (200 MB).',
  COMMENT_EMPTY: 'A comment cannot be empty.',
  COMMENTS_CLOSED: 'Comments are closed on this post.',
  NESTING_TOO_DEEP: 'Replies cannot be nested any deeper.',
  RESTORE_EXPIRED: 'This post can no longer be restored.',
  SEARCH_EMPTY: 'Type something to search for.',
  INVALID_CURSOR: 'This page link is no longer valid.',
  CANNOT_FOLLOW_SELF: 'You cannot follow yourself.',
  FOLLOW_LISTS_HIDDEN: 'This account is protected: only its approved followers see its followers and whom it follows.',
  MUTUAL_FOLLOW_REQUIRED: 'Only mutual followers can start a conversation.',
  CANNOT_MESSAGE_SELF: 'You cannot start a conversation with yourself.',
  MESSAGE_EMPTY: 'A message cannot be empty.',
  BLOCKED: 'You cannot interact with this citizen.',
  CANNOT_BLOCK_SELF: 'You cannot block yourself.',
  BLOCKED_BY_COACH: 'This text cannot be published as it is.',
  DISPUTE_REASON_REQUIRED: 'A reason is required to submit a dispute.',
  INVALID_URL: 'Please enter a valid URL.',
  NOT_A_REFINEMENT: 'Only refinement suggestions can be acknowledged.',
  REPORT_REASON_REQUIRED: 'Please choose a reason for your report.',
  REPORT_DETAILS_REQUIRED: 'Please describe the problem.',
  DISPUTE_ALREADY_RESOLVED: 'This dispute has already been resolved.',
  ALREADY_RESOLVED: 'This item has already been resolved by another admin.',
  KYC_REASON_REQUIRED: 'Please give a reason for rejecting this verification.',
  SUSPENSION_REASON_REQUIRED: 'Please give a reason for the suspension.',
  CANNOT_CHANGE_OWN_ACCOUNT: 'You cannot revoke your own admin role or suspend yourself.',
  ACCOUNT_SUSPENDED: 'Your account is suspended.',
  DISPUTE_ALREADY_FILED: 'You have already disputed this suggestion on this text.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  INVALID_CHARACTERS: 'This text contains characters that cannot be used.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  FORBIDDEN_ORIGIN: 'Requests from this origin are not allowed.',
  NOT_FOUND: 'Not found.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  UNAVAILABLE: 'The service is temporarily unavailable.',
  INTERNAL: 'An unexpected error occurred',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const isErrorCode = (value: string): value is ErrorCode => value in ERROR_MESSAGES;

/** The error body of every non-2xx reply (api.md, Conventions). */
export interface ErrorBody {
  /** `reason`: why, in an admin's words (ACCOUNT_SUSPENDED: the suspension's reason). */
  error: { code: string; message: string; fields?: Record<string, string>; reason?: string };
}

export const RESET_EMAIL_SENT = 'Password reset email sent! Check your inbox.';
