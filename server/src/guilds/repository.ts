import type { GuildCitizen, GuildMember, GuildPrivacy, GuildRole, GuildStatus, GuildSummary, JoinPolicy } from '../../../shared/guilds';
import type { ActiveGuild } from '../../../shared/explore';
import type { Queryable } from '../lib/db';

export type PendingKind = 'request' | 'invite';

interface GuildRow {
  id: string;
  name: string;
  description: string;
  privacy: GuildPrivacy;
  join_policy: JoinPolicy;
  charter: string;
  member_count: number;
  created_at: string;
  my_role: GuildRole | null;
  my_pending: PendingKind | null;
}

export type GuildView = GuildSummary & { charter: string };

export interface NewGuild {
  id: string;
  name: string;
  description: string;
  privacy: GuildPrivacy;
  joinPolicy: JoinPolicy;
  charter: string;
  founderId: string;
}

/**
 * SQL: may the viewer (`$1`) see guild `g`? A public guild, everyone; a secret one, its members
 * and those it invited (so they can read what they are invited to).
 */
const VISIBLE_TO_VIEWER = `(g.privacy = 'public'
  or exists (select 1 from guild_members m where m.guild_id = g.id and m.uid = $1)
  or exists (select 1 from guild_pending i where i.guild_id = g.id and i.uid = $1 and i.kind = 'invite'))`;

/** The guild's columns with the viewer's (`$1`) role and pending request or invitation. */
const GUILD_COLUMNS = `g.id, g.name, g.description, g.privacy, g.join_policy, g.charter, g.member_count, g.created_at,
  (select role from guild_members m where m.guild_id = g.id and m.uid = $1) as my_role,
  (select kind from guild_pending pd where pd.guild_id = g.id and pd.uid = $1) as my_pending`;

const CITIZEN_COLUMNS = 'u.uid, u.username, u.handle, u.avatar_url';

/** A tsquery of every word of the text as a prefix, or null when it has no word. Words are letters and digits only, so quoting them is safe. */
function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

const statusOf = (row: GuildRow): GuildStatus => {
  if (row.my_role) return 'member';
  if (row.my_pending === 'request') return 'requested';
  return row.my_pending === 'invite' ? 'invited' : 'none';
};

const toView = (row: GuildRow): GuildView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  privacy: row.privacy,
  joinPolicy: row.join_policy,
  memberCount: row.member_count,
  createdAt: row.created_at,
  myRole: row.my_role,
  myStatus: statusOf(row),
  charter: row.charter,
});

export const toSummary = ({ charter: _charter, ...summary }: GuildView): GuildSummary => summary;

type CitizenRow = { uid: string; username: string; handle: string; avatar_url: string };
const toCitizen = (row: CitizenRow): GuildCitizen => ({ uid: row.uid, username: row.username, handle: row.handle, avatarUrl: row.avatar_url });

export const guildsRepository = {
  async insert(db: Queryable, guild: NewGuild): Promise<void> {
    await db.query(
      `insert into guilds (id, name, description, privacy, join_policy, charter) values ($1, $2, $3, $4, $5, $6)`,
      [guild.id, guild.name, guild.description, guild.privacy, guild.joinPolicy, guild.charter],
    );
    await this.addMember(db, guild.id, guild.founderId, 'founder');
  },

  /** The guild as the viewer may see it, or null (unknown, or secret and the viewer neither member nor invited: alike). */
  async viewFor(db: Queryable, viewerId: string, guildId: string): Promise<GuildView | null> {
    const { rows } = await db.query<GuildRow>(`select ${GUILD_COLUMNS} from guilds g where g.id = $2 and ${VISIBLE_TO_VIEWER}`, [viewerId, guildId]);
    return rows[0] ? toView(rows[0]) : null;
  },

  /**
   * Guilds the viewer may see (public ones, and secret ones they belong to), newest first, one row more
   * than `limit`; only theirs with `mine`; with `query`, those whose name or description has words
   * starting with each of its words ('quok' finds 'Quokkas').
   */
  async list(
    db: Queryable,
    viewerId: string,
    options: { mine: boolean; query?: string; after?: { c: string; id: string }; limit: number },
  ): Promise<GuildView[]> {
    const after = options.after ?? { c: 'infinity', id: '\uffff' };
    const params: unknown[] = [viewerId, after.c, after.id, options.limit + 1];
    const seen = options.mine
      ? 'exists (select 1 from guild_members m where m.guild_id = g.id and m.uid = $1)'
      : `(g.privacy = 'public' or exists (select 1 from guild_members m where m.guild_id = g.id and m.uid = $1))`;
    let matching = '';
    if (options.query !== undefined) {
      const words = prefixQuery(options.query);
      if (!words) return [];
      params.push(words);
      matching = `and g.search_vector @@ to_tsquery('simple', $5)`;
    }
    const { rows } = await db.query<GuildRow>(
      `select ${GUILD_COLUMNS} from guilds g
       where ${seen} and (g.created_at, g.id) < ($2::timestamptz, $3) ${matching}
       order by g.created_at desc, g.id desc limit $4`,
      params,
    );
    return rows.map(toView);
  },

  /** Public guilds, the most recently active first (a post or a new member). */
  async mostActivePublic(db: Queryable, limit: number): Promise<ActiveGuild[]> {
    const { rows } = await db.query<ActiveGuild>(
      `select id, name, member_count as "memberCount" from guilds where privacy = 'public' order by active_at desc, id limit $1`,
      [limit],
    );
    return rows;
  },

  /** Founder, officers, then members, each by seniority. */
  async members(db: Queryable, guildId: string, limit: number): Promise<GuildMember[]> {
    const { rows } = await db.query<CitizenRow & { role: GuildRole; joined_at: string }>(
      `select ${CITIZEN_COLUMNS}, m.role, m.joined_at from guild_members m join users u on u.uid = m.uid where m.guild_id = $1
       order by case m.role when 'founder' then 0 when 'officer' then 1 else 2 end, m.joined_at, m.uid limit $2`,
      [guildId, limit],
    );
    return rows.map((row) => ({ ...toCitizen(row), role: row.role, joinedAt: row.joined_at }));
  },

  /** The citizens with these ids who still have an account. */
  async citizens(db: Queryable, uids: string[]): Promise<Map<string, GuildCitizen>> {
    const { rows } = await db.query<CitizenRow>(`select ${CITIZEN_COLUMNS} from users u where u.uid = any($1::text[])`, [uids]);
    return new Map(rows.map((row) => [row.uid, toCitizen(row)]));
  },

  async pending(db: Queryable, guildId: string, kind: PendingKind): Promise<GuildCitizen[]> {
    const { rows } = await db.query<CitizenRow>(
      `select ${CITIZEN_COLUMNS} from guild_pending pd join users u on u.uid = pd.uid where pd.guild_id = $1 and pd.kind = $2
       order by pd.created_at, pd.uid`,
      [guildId, kind],
    );
    return rows.map(toCitizen);
  },

  /** A citizen's role in the guild, or null; `lock` holds the guild's row until the transaction ends, so membership changes go one at a time. */
  async roleOf(db: Queryable, guildId: string, uid: string, lock = false): Promise<GuildRole | null> {
    if (lock) await db.query('select 1 from guilds where id = $1 for update', [guildId]);
    const { rows } = await db.query<{ role: GuildRole }>('select role from guild_members where guild_id = $1 and uid = $2', [guildId, uid]);
    return rows[0]?.role ?? null;
  },

  async pendingOf(db: Queryable, guildId: string, uid: string): Promise<PendingKind | null> {
    const { rows } = await db.query<{ kind: PendingKind }>('select kind from guild_pending where guild_id = $1 and uid = $2', [guildId, uid]);
    return rows[0]?.kind ?? null;
  },

  /** Makes the citizen a member (once), settling whatever request or invitation they had. */
  async addMember(db: Queryable, guildId: string, uid: string, role: GuildRole): Promise<void> {
    await db.query('delete from guild_pending where guild_id = $1 and uid = $2', [guildId, uid]);
    await db.query('insert into guild_members (guild_id, uid, role) values ($1, $2, $3) on conflict do nothing', [guildId, uid, role]);
  },

  async removeMember(db: Queryable, guildId: string, uid: string): Promise<void> {
    await db.query('delete from guild_members where guild_id = $1 and uid = $2', [guildId, uid]);
  },

  async setRole(db: Queryable, guildId: string, uid: string, role: GuildRole): Promise<void> {
    await db.query('update guild_members set role = $3 where guild_id = $1 and uid = $2', [guildId, uid, role]);
  },

  async setPending(db: Queryable, guildId: string, uid: string, kind: PendingKind, invitedBy: string | null): Promise<void> {
    await db.query(
      `insert into guild_pending (guild_id, uid, kind, invited_by) values ($1, $2, $3, $4)
       on conflict (guild_id, uid) do update set kind = excluded.kind, invited_by = excluded.invited_by`,
      [guildId, uid, kind, invitedBy],
    );
  },

  /** Withdraws a pending request or invitation; false when there was none of that kind. */
  async deletePending(db: Queryable, guildId: string, uid: string, kind: PendingKind): Promise<boolean> {
    const { rows } = await db.query('delete from guild_pending where guild_id = $1 and uid = $2 and kind = $3 returning uid', [guildId, uid, kind]);
    return rows.length > 0;
  },

  /** A post or a new member keeps a guild among Explore's active ones. */
  async touch(db: Queryable, guildId: string): Promise<void> {
    await db.query('update guilds set active_at = now() where id = $1', [guildId]);
  },
};
