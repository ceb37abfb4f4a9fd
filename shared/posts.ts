import { z } from 'zod';
import { AUDIENCES, COMMENT_MAX_LEVEL, DEFAULT_REPUTATION_TOTAL, RECENCY_WINDOW_MINUTES } from './constants';
import { safeText } from './text';
import { KYC_STATUSES } from './users';

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export type Audience = (typeof AUDIENCES)[number];
export const REACTION_TYPES = ['agree', 'disagree'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const reactionsSchema = z.object({
  agreeCount: z.number().int(),
  disagreeCount: z.number().int(),
  agreedBy: z.array(z.string()),
  disagreedBy: z.array(z.string()),
});
export type Reactions = z.infer<typeof reactionsSchema>;

/** The author shown beside a post or a comment, with their reputation total when they wrote it. */
const authorFields = {
  authorId: z.string(),
  authorUsername: z.string(),
  authorAvatar: z.string(),
  authorReputation: z.number(),
};

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** The post id for a top-level comment, otherwise the parent comment's id. */
  parentId: z.string(),
  ...authorFields,
  text: z.string(),
  createdAt: z.string(),
  /** 0 for a comment on the post, up to COMMENT_MAX_LEVEL for replies. */
  level: z.number().int(),
  aiFeedback: z.string().nullable(),
  aiFlags: z.array(z.unknown()),
});
export type Comment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  id: z.string(),
  ...authorFields,
  authorHandle: z.string(),
  /** The author's total now, which the feed ranks by (`authorReputation` is the total when the post was written). */
  authorCurrentReputation: z.number(),
  authorKycStatus: z.enum(KYC_STATUSES),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The first version, kept once the post is edited. */
  originalContent: z.string().nullable(),
  /** Every comment on the post page; lists carry [] and the count. */
  comments: z.array(commentSchema),
  commentsCount: z.number().int(),
  commentsClosed: z.boolean(),
  audience: z.enum(AUDIENCES),
  /** The guild the post was shared to; its audience is then the guild's (a secret guild's members only). */
  guild: z.object({ id: z.string(), name: z.string() }).nullable(),
  acknowledgedSuggestions: z.array(z.unknown()),
  reactions: reactionsSchema,
  /** How many citizens supported the post with a tip (docs/api-extensions.md, Payments). */
  supportersCount: z.number().int(),
  /** Whether the author connected payouts, so the post may be tipped. */
  authorMonetizationEnabled: z.boolean(),
  myReaction: z.enum(REACTION_TYPES).nullable(),
});
export type Post = z.infer<typeof postSchema>;

export interface FeedPage {
  posts: Post[];
  page: number;
  hasMore: boolean;
  /** Pass back with the next page: keeps pages stable while new posts arrive, and fast. */
  nextCursor: string | null;
}

export interface PostList {
  posts: Post[];
  nextCursor: string | null;
}

const content = safeText().max(POST_MAX_LENGTH, 'TOO_LONG');
/** Uploaded images only: the URL /api/uploads returned to this author. */
const imageUrl = z.string().max(500).regex(/^\/uploads\/posts\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'INVALID_IMAGE');

/** A suggestion the author acknowledged, as the composer may send it back: its id and message are what count. */
const acknowledgedSuggestion = z.object({ id: safeText().max(200), message: safeText().max(1000).optional() });

/** What a new post carries besides its audience (a guild's post has the guild's). */
export const newPostFields = {
  content: content.default(''),
  imageUrl: imageUrl.nullish(),
  /** The ids (or messages) of the coach's suggestions the author acknowledged, or the suggestions themselves. */
  acknowledgedSuggestions: z.array(z.union([safeText().max(1000), acknowledgedSuggestion])).max(50).default([]),
};

/** A post shows something: text or an image. */
export const isNonEmptyPost = (post: { content: string; imageUrl?: string | null }) => post.content.trim().length > 0 || !!post.imageUrl;
export const POST_EMPTY_ISSUE = { message: 'POST_EMPTY', path: ['content'] };

export const createPostSchema = z
  .object({ ...newPostFields, audience: z.enum(AUDIENCES).default('public') })
  .strict()
  .refine(isNonEmptyPost, POST_EMPTY_ISSUE);
export type CreatePostInput = z.input<typeof createPostSchema>;

export const updatePostSchema = z
  .object({
    content,
    imageUrl: imageUrl.nullable(),
    audience: z.enum(AUDIENCES),
    commentsClosed: z.boolean(),
  })
  .partial()
  .strict();
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const createCommentSchema = z
  .object({
    text: safeText().trim().min(1, 'COMMENT_EMPTY').max(COMMENT_MAX_LENGTH, 'TOO_LONG'),
    parentId: safeText().min(1).max(100).optional(),
  })
  .strict();
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const feedQuerySchema = z.object({
  tab: z.enum(['forYou', 'following']).default('forYou'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  cursor: safeText().max(300).optional(),
});

export const cursorQuerySchema = z.object({
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const reactToPostSchema = z.object({
  postId: safeText().min(1).max(100),
  reactionType: z.enum(REACTION_TYPES),
});

/** The tag of `GET /api/hashtags/:tag/posts`, with or without its #. */
export const hashtagSchema = safeText().max(200, 'TOO_LONG');

export const searchQuerySchema = z.object({ q: safeText().trim().min(1, 'SEARCH_EMPTY').max(200, 'TOO_LONG') });

/** May a reply be written under a comment at this level? (No Reply button at level 5 or beyond.) */
export const canReplyAtLevel = (level: number) => level < COMMENT_MAX_LEVEL;

// #hashtags: letters (any language), digits and underscore after a # that starts a word.
const HASHTAG = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})/gu;

/** The distinct hashtags of a text, lower-cased, without the #. */
export function extractHashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((m) => m[2].toLowerCase()))];
}

/** Splits a text into plain runs, hashtags and links, for safe rendering. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'hashtag'; tag: string; text: string } | { kind: 'link'; href: string; text: string };

const TOKENS = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])|((?:^|(?<=[^\p{L}\p{N}_&#]))#[\p{L}\p{N}_]{1,50})/gu;

export function splitPostText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1]) parts.push({ kind: 'link', href: match[1], text: match[1] });
    else parts.push({ kind: 'hashtag', tag: match[2].slice(1).toLowerCase(), text: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const WINDOW_MS = RECENCY_WINDOW_MINUTES * 60 * 1000;

/**
 * Feed rank of product-spec.md section 9: 0.5 x (author total / 100, default 50) +
 * 0.5 x recency, recency falling linearly from 1 to 0 over 7 days.
 */
export function feedRank(authorTotal: number | null | undefined, createdAt: Date, now: Date): number {
  const reputation = (authorTotal ?? DEFAULT_REPUTATION_TOTAL) / 100;
  const age = now.getTime() - createdAt.getTime();
  const recency = Math.min(1, Math.max(0, 1 - age / WINDOW_MS));
  return 0.5 * reputation + 0.5 * recency;
}
