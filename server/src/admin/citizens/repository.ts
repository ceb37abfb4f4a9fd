import type { AdminUserRow } from '../../../../shared/admin';
import { withTotal } from '../../../../shared/reputation';
import { FORMER_CITIZEN_UID, type KycStatus } from '../../../../shared/users';
import { escapeLike, type Queryable } from '../../lib/db';

interface CitizenRow {
  uid: string;
  username: string;
  handle: string;
  email: string;
  avatar_url: string;
  created_at: string;
  kyc_status: KycStatus;
  identity: number;
  coachability: number;
  community_trust: number;
  is_admin: boolean;
  suspended: boolean;
  suspension_reason: string | null;
}

const toRow = (row: CitizenRow): AdminUserRow => ({
  uid: row.uid,
  username: row.username,
  handle: row.handle,
  email: row.email,
  avatarUrl: row.avatar_url,
  createdAt: row.created_at,
  kycStatus: row.kyc_status,
  reputationScore: withTotal({ identity: row.identity, coachability: row.coachability, communityTrust: row.community_trust }),
  roles: { admin: row.is_admin },
  suspended: row.suspended,
  suspensionReason: row.suspension_reason,
});

const COLUMNS = 'uid, username, handle, email, avatar_url, created_at, kyc_status, identity, coachability, community_trust, is_admin, suspended, suspension_reason';

/** Above every citizen's key: the first page starts here. */
const LIST_START = { c: '9999-12-31T23:59:59.999Z', id: '\uffff' };

export const citizensRepository = {
  /**
   * Citizens whose name, handle or email contains the words typed (any case), newest first; every
   * citizen without them. One row more than `limit`. The placeholder account of deleted citizens is no one.
   */
  async search(db: Queryable, q: string | undefined, after: { c: string; id: string } | null, limit: number): Promise<AdminUserRow[]> {
    const from = after ?? LIST_START;
    const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
    const { rows } = await db.query<CitizenRow>(
      `select ${COLUMNS} from users
       where uid <> $1 and (created_at, uid) < ($2::timestamptz, $3)
         and ($4::text is null or lower(username) like $4 or lower(handle) like $4 or lower(email) like $4)
       order by created_at desc, uid desc limit $5`,
      [FORMER_CITIZEN_UID, from.c, from.id, pattern, limit + 1],
    );
    return rows.map(toRow);
  },

  /** The citizen's row, locked until the transaction ends: two admins changing one account apply one after the other. */
  async lock(db: Queryable, uid: string): Promise<AdminUserRow | null> {
    const { rows } = await db.query<CitizenRow>(`select ${COLUMNS} from users where uid = $1 and uid <> $2 for update`, [uid, FORMER_CITIZEN_UID]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  async update(db: Queryable, uid: string, change: { admin: boolean; suspended: boolean; suspensionReason: string | null }): Promise<AdminUserRow> {
    const { rows } = await db.query<CitizenRow>(
      `update users set is_admin = $2, suspended = $3, suspension_reason = $4 where uid = $1 returning ${COLUMNS}`,
      [uid, change.admin, change.suspended, change.suspensionReason],
    );
    return toRow(rows[0]);
  },
};
