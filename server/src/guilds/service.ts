import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  canManageMember,
  GUILD_MEMBERS_SHOWN,
  isGuildLeader,
  type GuildDetail,
  type GuildTreasury,
  contributeSchema,
  type GuildList,
  type GuildRole,
  type GuildStatus,
  createGuildSchema,
  createGuildPostSchema,
  guildListQuerySchema,
} from '../../../shared/guilds';
import type { PaymentIntentResult } from '../../../shared/payments';
import type { Post, PostList } from '../../../shared/posts';
import { FORMER_CITIZEN_UID } from '../../../shared/users';
import { decodeCursor, pageOf, timeCursor } from '../lib/cursors';
import type { Db, Queryable } from '../lib/db';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PostsService } from '../posts/service';
import { usersRepository } from '../users/repository';
import { guildsRepository, toSummary, type GuildView } from './repository';

export function createGuildsService(deps: {
  db: Db;
  posts: Pick<PostsService, 'create' | 'byGuild'>;
  notifications: Pick<NotificationsService, 'notifyWithin'>;
  payments: Pick<PaymentsService, 'startGuildContribution' | 'treasuryOf'>;
}) {
  const { db } = deps;

  /** The guild as the viewer sees it; a secret guild is 404 to anyone neither in it nor invited, like an unknown id. */
  async function visible(viewerId: string, guildId: string, tx: Queryable = db): Promise<GuildView> {
    const guild = await guildsRepository.viewFor(tx, viewerId, guildId);
    if (!guild) throw notFound();
    return guild;
  }

  /** Inside a transaction holding the guild: the actor's role, which must be founder or officer (403 for others who see the guild). */
  async function asLeader(tx: Queryable, actorId: string, guildId: string): Promise<GuildRole> {
    await visible(actorId, guildId, tx);
    const role = await guildsRepository.roleOf(tx, guildId, actorId, true);
    if (!role || !isGuildLeader(role)) throw forbidden();
    return role;
  }

  /**
   * Who may invite (api.md): any member of a secret guild, which only invitations fill; the founder and
   * officers of a public one, whose requests they settle too.
   */
  async function asInviter(tx: Queryable, actorId: string, guildId: string): Promise<void> {
    const guild = await visible(actorId, guildId, tx);
    const role = await guildsRepository.roleOf(tx, guildId, actorId, true);
    if (!role || (guild.privacy !== 'secret' && !isGuildLeader(role))) throw forbidden();
  }

  /** A member the actor outranks, or 404 when the target is not a member. */
  async function targetMember(tx: Queryable, guildId: string, actorRole: GuildRole, targetId: string): Promise<GuildRole> {
    const role = await guildsRepository.roleOf(tx, guildId, targetId);
    if (!role) throw notFound();
    if (!canManageMember(actorRole, role)) throw forbidden();
    return role;
  }

  /** The treasury as the ledger keeps it, with each contributor's name. */
  async function treasuryOf(guildId: string): Promise<GuildTreasury> {
    const { balance, history } = await deps.payments.treasuryOf(guildId);
    const citizens = await guildsRepository.citizens(db, [...new Set(history.map((entry) => entry.contributorId))]);
    return {
      balance,
      history: history.map(({ contributorId, ...entry }) => ({ ...entry, contributor: citizens.get(contributorId) ?? null })),
    };
  }

  return {
    async create(founderId: string, input: z.output<typeof createGuildSchema>): Promise<GuildDetail> {
      const id = randomUUID();
      await db.transaction((tx) =>
        guildsRepository.insert(tx, {
          id,
          founderId,
          name: input.name,
          description: input.description,
          privacy: input.privacy,
          // A secret guild cannot be found, so it is joined by invitation whatever the form said.
          joinPolicy: input.privacy === 'secret' ? 'invite' : input.joinPolicy,
          charter: input.charter,
        }),
      );
      return this.get(founderId, id);
    },

    async list(viewerId: string, query: z.output<typeof guildListQuerySchema>): Promise<GuildList> {
      const after = query.cursor ? decodeCursor(timeCursor, query.cursor) : undefined;
      const rows = await guildsRepository.list(db, viewerId, { mine: query.mine, query: query.q, after, limit: query.limit });
      const { page, nextCursor } = pageOf(rows, query.limit, timeCursor, (last) => ({ c: last.createdAt, id: last.id }));
      return { guilds: page.map(toSummary), nextCursor };
    },

    /** The guild page: its charter and members; pending requests and invitations for its leaders. */
    async get(viewerId: string, guildId: string): Promise<GuildDetail> {
      const guild = await visible(viewerId, guildId);
      const leads = isGuildLeader(guild.myRole);
      const [members, requests, invitations, treasury] = await Promise.all([
        guildsRepository.members(db, guildId, GUILD_MEMBERS_SHOWN),
        leads ? guildsRepository.pending(db, guildId, 'request') : [],
        leads ? guildsRepository.pending(db, guildId, 'invite') : [],
        treasuryOf(guildId),
      ]);
      return { ...guild, members, pending: leads ? { requests, invitations } : null, treasury };
    },

    /** The guild's feed: for those who may see the guild (an invitation to a secret guild shows its charter, not its posts). */
    async posts(viewerId: string, guildId: string, cursor: string | undefined, limit: number): Promise<PostList> {
      const guild = await visible(viewerId, guildId);
      if (guild.privacy === 'secret' && !guild.myRole) throw notFound();
      return deps.posts.byGuild(viewerId, guildId, cursor, limit);
    },

    /** A member shares a post to the guild; it has the guild's audience. */
    async post(uid: string, guildId: string, input: z.output<typeof createGuildPostSchema>): Promise<Post> {
      const guild = await visible(uid, guildId);
      if (!guild.myRole) throw guild.privacy === 'secret' ? notFound() : forbidden('GUILD_MEMBERS_ONLY');
      const post = await deps.posts.create(uid, { ...input, audience: 'public' }, { id: guildId, secret: guild.privacy === 'secret' });
      await guildsRepository.touch(db, guildId);
      return post;
    },

    /**
     * A member contributes to the treasury through the payment provider: the intent to confirm with a
     * card; the ledger credits the guild once the provider confirms the payment.
     */
    async contribute(uid: string, guildId: string, input: z.output<typeof contributeSchema>): Promise<PaymentIntentResult> {
      const guild = await visible(uid, guildId);
      if (!guild.myRole) throw guild.privacy === 'secret' ? notFound() : forbidden('GUILD_MEMBERS_ONLY');
      return deps.payments.startGuildContribution({ payerId: uid, guildId, amount: input.amount, idempotencyKey: input.idempotencyKey });
    },

    /**
     * Joins at once (an open guild, or one that invited the citizen), or files a request. Secret guilds
     * without an invitation are 404. Asking again changes nothing.
     */
    async join(uid: string, guildId: string): Promise<{ status: GuildStatus }> {
      return db.transaction(async (tx) => {
        const guild = await visible(uid, guildId, tx);
        if (await guildsRepository.roleOf(tx, guildId, uid, true)) return { status: 'member' };
        const invited = (await guildsRepository.pendingOf(tx, guildId, uid)) === 'invite';
        if (invited || guild.joinPolicy === 'open') {
          await guildsRepository.addMember(tx, guildId, uid, 'member');
          return { status: 'member' };
        }
        await guildsRepository.setPending(tx, guildId, uid, 'request', null);
        return { status: 'requested' };
      });
    },

    /** Leaves the guild, withdraws one's request or declines an invitation. The founder hands the guild over first. */
    async leave(uid: string, guildId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await visible(uid, guildId, tx);
        const role = await guildsRepository.roleOf(tx, guildId, uid, true);
        if (role === 'founder') throw conflict('GUILD_FOUNDER_MUST_HAND_OVER');
        if (role) return guildsRepository.removeMember(tx, guildId, uid);
        const pending = await guildsRepository.pendingOf(tx, guildId, uid);
        if (pending) await guildsRepository.deletePending(tx, guildId, uid, pending);
      });
    },

    /** A leader settles a membership request: approved, the citizen is a member; declined, the request goes. */
    async settleRequest(actorId: string, guildId: string, requesterId: string, approve: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await asLeader(tx, actorId, guildId);
        if (!(await guildsRepository.deletePending(tx, guildId, requesterId, 'request'))) throw notFound();
        if (approve) await guildsRepository.addMember(tx, guildId, requesterId, 'member');
      });
    },

    /**
     * A leader, or any member of a secret guild, invites a citizen, who is notified (guild_invite). A citizen
     * who had asked to join is simply let in. Inviting a member is a conflict.
     */
    async invite(actorId: string, guildId: string, inviteeId: string): Promise<{ status: GuildStatus }> {
      const { status, tell } = await db.transaction(async (tx) => {
        await asInviter(tx, actorId, guildId);
        if (inviteeId === FORMER_CITIZEN_UID || !(await usersRepository.findById(tx, inviteeId))) throw notFound();
        if (await guildsRepository.roleOf(tx, guildId, inviteeId)) throw conflict('GUILD_ALREADY_MEMBER');
        if ((await guildsRepository.pendingOf(tx, guildId, inviteeId)) === 'request') {
          await guildsRepository.addMember(tx, guildId, inviteeId, 'member');
          return { status: 'member' as const, tell: async () => {} };
        }
        await guildsRepository.setPending(tx, guildId, inviteeId, 'invite', actorId);
        const tell = await deps.notifications.notifyWithin(tx, { recipientId: inviteeId, actorId, type: 'guild_invite', guildId });
        return { status: 'invited' as const, tell };
      });
      await tell();
      return { status };
    },

    /** Promotes a member to officer or steps an officer back (the founder only for officers). */
    async setRole(actorId: string, guildId: string, targetId: string, role: 'officer' | 'member'): Promise<void> {
      await db.transaction(async (tx) => {
        const actorRole = await asLeader(tx, actorId, guildId);
        const current = await targetMember(tx, guildId, actorRole, targetId);
        if (current !== role) await guildsRepository.setRole(tx, guildId, targetId, role);
      });
    },

    /** Removes a member the actor outranks. */
    async remove(actorId: string, guildId: string, targetId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const actorRole = await asLeader(tx, actorId, guildId);
        if (targetId === actorId) throw forbidden();
        await targetMember(tx, guildId, actorRole, targetId);
        await guildsRepository.removeMember(tx, guildId, targetId);
      });
    },

    /** The founder hands the guild to another member and stays on as an officer. */
    async handOver(founderId: string, guildId: string, heirId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await asLeader(tx, founderId, guildId)) !== 'founder') throw forbidden();
        if (heirId === founderId) throw conflict('GUILD_ALREADY_FOUNDER');
        if (!(await guildsRepository.roleOf(tx, guildId, heirId))) throw notFound();
        await guildsRepository.setRole(tx, guildId, founderId, 'officer');
        await guildsRepository.setRole(tx, guildId, heirId, 'founder');
      });
    },
  };
}

export type GuildsService = ReturnType<typeof createGuildsService>;
