import { z } from 'zod';
import { amountSchema, idempotencyKeySchema } from './payments';
import { isNonEmptyPost, newPostFields, POST_EMPTY_ISSUE } from './posts';
import { hasVisibleCharacter, idSchema, safeText } from './text';

// Guilds (api.md, guilds; docs/api-extensions.md, Guilds): a charter, members with roles, a feed.

export const GUILD_PRIVACIES = ['public', 'secret'] as const;
export type GuildPrivacy = (typeof GUILD_PRIVACIES)[number];
/** How one joins: at once, by a request an officer approves, or (secret guilds) by invitation only. */
export const JOIN_POLICIES = ['open', 'request', 'invite'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];
export const GUILD_ROLES = ['founder', 'officer', 'member'] as const;
export type GuildRole = (typeof GUILD_ROLES)[number];
/** Where the viewer stands: in the guild, asking to join, invited, or outside. */
export const GUILD_STATUSES = ['member', 'requested', 'invited', 'none'] as const;
export type GuildStatus = (typeof GUILD_STATUSES)[number];

export const GUILD_NAME_MAX_LENGTH = 80;
export const GUILD_DESCRIPTION_MAX_LENGTH = 280;
export const GUILD_CHARTER_MAX_LENGTH = 10_000;
/** The members a guild's page lists (founder and officers first); `memberCount` is always exact. */
export const GUILD_MEMBERS_SHOWN = 200;

/** Who manage members (approve, invite, promote, remove): the founder and the officers. */
export const isGuildLeader = (role: GuildRole | null): boolean => role === 'founder' || role === 'officer';

/**
 * What a role may do to another member (promote, step down, remove): the founder to anyone else; an
 * officer to plain members only, never to another officer. The founder's own role moves only by a handover.
 */
export const canManageMember = (actor: GuildRole | null, target: GuildRole): boolean =>
  target !== 'founder' && (actor === 'founder' || (actor === 'officer' && target === 'member'));

/** A citizen as a guild lists them. */
export interface GuildCitizen {
  uid: string;
  username: string;
  handle: string;
  avatarUrl: string;
}

export interface GuildMember extends GuildCitizen {
  role: GuildRole;
  joinedAt: string;
}

export interface GuildSummary {
  id: string;
  name: string;
  description: string;
  privacy: GuildPrivacy;
  joinPolicy: JoinPolicy;
  memberCount: number;
  createdAt: string;
  /** The viewer's role, when a member. */
  myRole: GuildRole | null;
  myStatus: GuildStatus;
}

/** One contribution to the treasury: who gave how much (cents), and when; `contributor` is null once their account is gone. */
export interface GuildContribution {
  paymentId: string;
  amount: number;
  contributor: GuildCitizen | null;
  createdAt: string;
}

/** The treasury: its balance (a sum of the ledger, in cents) and its latest contributions. */
export interface GuildTreasury {
  balance: number;
  history: GuildContribution[];
}

export interface GuildDetail extends GuildSummary {
  charter: string;
  treasury: GuildTreasury;
  members: GuildMember[];
  /** Pending requests and invitations: for the founder and officers only, null for everyone else. */
  pending: { requests: GuildCitizen[]; invitations: GuildCitizen[] } | null;
}

export interface GuildList {
  guilds: GuildSummary[];
  nextCursor: string | null;
}

const requiredText = (max: number) => safeText().trim().max(max, 'TOO_LONG').default('');

/** POST /api/guilds. Name and charter required, in the spec's words: 'Guild Name and Charter are required.' */
export const createGuildSchema = z
  .object({
    name: requiredText(GUILD_NAME_MAX_LENGTH),
    description: requiredText(GUILD_DESCRIPTION_MAX_LENGTH),
    privacy: z.enum(GUILD_PRIVACIES).default('public'),
    charter: requiredText(GUILD_CHARTER_MAX_LENGTH),
    /** Public guilds only: a secret guild is joined by invitation whatever this says. */
    joinPolicy: z.enum(['open', 'request']).default('request'),
  })
  .strict()
  .superRefine((guild, ctx) => {
    for (const field of ['name', 'charter'] as const) {
      if (!hasVisibleCharacter(guild[field])) ctx.addIssue({ code: 'custom', path: [field], message: 'GUILD_FIELDS_REQUIRED' });
    }
  });
export type CreateGuildInput = z.input<typeof createGuildSchema>;

/** The order a form reports its fields in: the first missing one names the error. */
export const GUILD_FIELDS_ORDER = ['name', 'charter', 'description'] as const;

/** What the guild form checks before sending, as the server does. */
export const guildFieldsMissing = (input: { name: string; charter: string }) => !hasVisibleCharacter(input.name) || !hasVisibleCharacter(input.charter);

export const guildListQuerySchema = z.object({
  /** Only the guilds the viewer belongs to. */
  mine: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Words or the start of a name. */
  q: safeText().trim().max(100, 'TOO_LONG').optional(),
  cursor: safeText().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** POST /api/guilds/:id/posts: a post shared to the guild; its audience is the guild's. */
export const createGuildPostSchema = z.object(newPostFields).strict().refine(isNonEmptyPost, POST_EMPTY_ISSUE);

export const guildCitizenSchema = z.object({ userId: idSchema }).strict();

/** Officers are promoted from members and stepped back down; the founder's role moves only by a handover. */
export const setGuildRoleSchema = z.object({ role: z.enum(['officer', 'member']) }).strict();

/** POST /api/guilds/:id/contributions: amounts as for tips (integer cents, 100 to 100,000), a key per attempt. */
export const contributeSchema = z.strictObject({ amount: amountSchema, idempotencyKey: idempotencyKeySchema.optional() });
