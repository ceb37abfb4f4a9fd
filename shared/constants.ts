// Business constants of product-spec.md section 9. Both sides read them from here.

export const REPUTATION_WEIGHTS = { identity: 0.2, coachability: 0.4, communityTrust: 0.4 } as const;
export const REPUTATION_DEFAULTS = { identity: 0, coachability: 50, communityTrust: 50 } as const;
/** Used where an author's reputation is unknown (feed ranking). */
export const DEFAULT_REPUTATION_TOTAL = 50;
export const SCORE_COLOUR_THRESHOLDS = { green: 80, yellow: 50 } as const;

export const FEED_PAGE_SIZE = 10;
export const RECENCY_WINDOW_MINUTES = 10080; // 7 days

export const AI_MIN_CHARACTERS = 15;
export const AI_TYPING_PAUSE_MS = 1500;
export const AI_MAX_ATTEMPTS = 3;
export const AI_RETRY_BASE_MS = 500;
export const AI_RETRY_JITTER_MS = 200;

export const COMMENT_INDENT_PX = 20;
export const COMMENT_MAX_LEVEL = 5;

export const TIP_PRESETS = [2, 5, 10] as const;
export const TIP_DEFAULT = 5;
export const TIP_MINIMUM = 1;
export const TIP_SUCCESS_CLOSE_MS = 2000;

export const AUDIENCES = ['public', 'private'] as const;
export const REPORT_REASONS = ['spam', 'hate', 'violence', 'other'] as const;
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NOTIFICATIONS_LIMIT = 50;
export const PUBLIC_POSTS_LIMIT = 100;
export const UNREAD_BADGE_MAX = 9;

export const TYPING_HEADLINE = { typeMs: 120, deleteMs: 80, pauseMs: 2500 } as const;

export const PASSWORD_MIN_LENGTH = 6;
export const HANDLE_MIN_LENGTH = 2; // including the leading @
export const HANDLE_MAX_LENGTH = 31; // @ + 30
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 300;
/** Avatars are stored square, this many pixels a side. */
export const AVATAR_SIZE_PX = 400;

/** An image may hold at most this many pixels (all frames of a GIF together): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The room each citizen's stored images may take: 200 MB. */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

/** A session ends after this many days without a visit (each visit starts the count again). */
export const SESSION_IDLE_DAYS = 30;
/** A password-reset link works once, for this many minutes. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
