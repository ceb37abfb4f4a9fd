import { escapeLike, type Queryable } from '../lib/db';
import { placeholderAvatarUrl } from '../../../shared/avatar';
import { FORMER_CITIZEN_UID, type CommunicationStyle, type KycStatus } from '../../../shared/users';
import type { Language } from '../../../shared/constants';
import type { ReputationPillars } from '../../../shared/reputation';

export interface UserRow {
  uid: string;
  email: string;
  password_hash: string;
  username: string;
  handle: string;
  avatar_url: string;
  bio: string;
  created_at: string;
  kyc_status: KycStatus;
  monetization_enabled: boolean;
  identity: number;
  coachability: number;
  community_trust: number;
  is_admin: boolean;
  protected: boolean;
  suspended: boolean;
  /** Why an admin suspended the account, while it is. */
  suspension_reason: string | null;
  communication_styles: CommunicationStyle[];
  language: Language;
  /** Running sums of the reactions to the citizen's posts, each weighted by its reactor's total (community trust). */
  trust_weight: number;
  trust_agree_weight: number;
}

export interface NewUser {
  uid: string;
  email: string;
  passwordHash: string;
  username: string;
  handle: string;
  avatarUrl: string;
  language: Language;
  isAdmin?: boolean;
}

export interface FollowCounts {
  following: string[];
  followersCount: number;
  followingCount: number;
}

/** A citizen as a search hit: who they are and their score. */
export type UserHitRow = Pick<UserRow, 'uid' | 'username' | 'handle' | 'avatar_url' | 'kyc_status' | 'identity' | 'coachability' | 'community_trust'>;

/** One reaction's part in its author's community-trust sums. */
export interface TrustWeights {
  weight: number;
  agreeWeight: number;
}

const PILLAR_COLUMNS: Record<keyof ReputationPillars, string> = { identity: 'identity', coachability: 'coachability', communityTrust: 'community_trust' };

export const pillarsOf = (row: Pick<UserRow, 'identity' | 'coachability' | 'community_trust'>): ReputationPillars => ({
  identity: row.identity,
  coachability: row.coachability,
  communityTrust: row.community_trust,
});

export const usersRepository = {
  /** The account whose name a deleted account's comments carry (FORMER_CITIZEN_UID): it cannot sign in, and search skips it. */
  async ensureFormerCitizen(db: Queryable): Promise<void> {
    await db.query(
      `insert into users (uid, email, password_hash, username, handle, avatar_url, suspended)
       values ($1, 'former-citizen@digital-city.invalid', '!', 'Former citizen', '@-former-citizen', $2, true)
       on conflict do nothing`,
      [FORMER_CITIZEN_UID, placeholderAvatarUrl('?')],
    );
  },

  /** Deletes the account; its follows, sessions, posts (with their threads and reactions), disputes and notifications go with it. */
  async remove(db: Queryable, uid: string): Promise<void> {
    await db.query('delete from users where uid = $1', [uid]);
  },

  /** Whether the request is new: an unverified citizen becomes pending, with the time of asking for the admins' queue. */
  async requestKyc(db: Queryable, uid: string): Promise<boolean> {
    const { rows } = await db.query(`update users set kyc_status = 'pending', kyc_requested_at = now() where uid = $1 and kyc_status = 'unverified' returning uid`, [uid]);
    return rows.length > 0;
  },

  async setAvatar(db: Queryable, uid: string, avatarUrl: string): Promise<string> {
    const { rows } = await db.query<{ previous: string }>(
      'update users u set avatar_url = $2 from users old where u.uid = $1 and old.uid = $1 returning old.avatar_url as previous',
      [uid, avatarUrl],
    );
    return rows[0].previous;
  },

  async insert(db: Queryable, user: NewUser): Promise<UserRow> {
    const { rows } = await db.query<UserRow>(
      `insert into users (uid, email, password_hash, username, handle, avatar_url, language, is_admin)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [user.uid, user.email, user.passwordHash, user.username, user.handle, user.avatarUrl, user.language, user.isAdmin ?? false],
    );
    return rows[0];
  },

  async findById(db: Queryable, uid: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('select * from users where uid = $1', [uid]);
    return rows[0] ?? null;
  },

  async findByEmail(db: Queryable, email: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('select * from users where lower(email) = lower($1)', [email]);
    return rows[0] ?? null;
  },

  async handleTaken(db: Queryable, handle: string): Promise<boolean> {
    const { rows } = await db.query('select 1 from users where lower(handle) = lower($1)', [handle]);
    return rows.length > 0;
  },

  /** Makes the accounts of these emails admins; returns how many changed. */
  async promoteAdmins(db: Queryable, emails: string[]): Promise<number> {
    if (emails.length === 0) return 0;
    const { rows } = await db.query('update users set is_admin = true where lower(email) = any($1::text[]) and not is_admin returning uid', [emails]);
    return rows.length;
  },

  async setPasswordHash(db: Queryable, uid: string, passwordHash: string): Promise<void> {
    await db.query('update users set password_hash = $2 where uid = $1', [uid, passwordHash]);
  },

  async update(db: Queryable, uid: string, fields: Partial<Pick<UserRow, 'username' | 'bio' | 'communication_styles' | 'protected' | 'language'>>): Promise<UserRow> {
    const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return (await this.findById(db, uid))!;
    const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
    const { rows } = await db.query<UserRow>(`update users set ${sets} where uid = $1 returning *`, [uid, ...entries.map(([, v]) => v)]);
    return rows[0];
  },

  /** Who the user follows (accepted follows only) and both counts, in one round trip. */
  async followCounts(db: Queryable, uid: string): Promise<FollowCounts> {
    const { rows } = await db.query<{ following: string[] | null; followers_count: number }>(
      `select
         (select array_agg(followee_id order by created_at) from follows where follower_id = $1 and state = 'following') as following,
         (select count(*)::int from follows where followee_id = $1 and state = 'following') as followers_count`,
      [uid],
    );
    const following = rows[0].following ?? [];
    return { following, followingCount: following.length, followersCount: rows[0].followers_count };
  },

  /**
   * Locks the citizen's row until the transaction ends and returns the pillars; null for no such citizen.
   * "No key update" is the lock an update takes anyway, and lets rows that refer to the citizen be inserted meanwhile.
   */
  async lockPillars(db: Queryable, uid: string): Promise<ReputationPillars | null> {
    const { rows } = await db.query<UserRow>('select identity, coachability, community_trust from users where uid = $1 for no key update', [uid]);
    return rows[0] ? pillarsOf(rows[0]) : null;
  },

  async setPillar(db: Queryable, uid: string, pillar: keyof ReputationPillars, value: number): Promise<void> {
    await db.query(`update users set ${PILLAR_COLUMNS[pillar]} = $2 where uid = $1`, [uid, value]);
  },

  /** The author's community-trust sums (all reactions, agreements) after a reaction changed: the old one's weights out, the new one's in. */
  async replaceTrustWeights(db: Queryable, uid: string, removed: TrustWeights, added: TrustWeights): Promise<void> {
    await db.query('update users set trust_weight = trust_weight - $2 + $3, trust_agree_weight = trust_agree_weight - $4 + $5 where uid = $1', [
      uid,
      removed.weight,
      added.weight,
      removed.agreeWeight,
      added.agreeWeight,
    ]);
  },

  /** Citizens by handle or name prefix, or a whole word of their name; exact matches first. */
  async search(db: Queryable, query: string, limit: number): Promise<UserHitRow[]> {
    const bare = query.replace(/^@/, '').toLowerCase();
    const { rows } = await db.query<UserHitRow>(
      `select uid, username, handle, avatar_url, kyc_status, identity, coachability, community_trust from users
       where not suspended and (
         lower(handle) like '@' || $1 || '%'
         or lower(username) like $1 || '%'
         or to_tsvector('simple', username) @@ plainto_tsquery('simple', $2)
       )
       order by (lower(handle) = '@' || $1) desc, (lower(username) = $2) desc, username
       limit $3`,
      [escapeLike(bare), query.toLowerCase(), limit],
    );
    return rows;
  },
};
