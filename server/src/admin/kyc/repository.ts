import type { KycDecision, KycReview } from '../../../../shared/admin';
import { withTotal } from '../../../../shared/reputation';
import type { KycStatus } from '../../../../shared/users';
import type { Queryable } from '../../lib/db';

interface ReviewRow {
  uid: string;
  username: string;
  handle: string;
  avatar_url: string;
  email: string;
  bio: string;
  created_at: string;
  kyc_requested_at: string;
  kyc_status: KycStatus;
  identity: number;
  coachability: number;
  community_trust: number;
  kyc_reviewed_at: string | null;
  kyc_note: string | null;
}

const toReview = (row: ReviewRow): KycReview => ({
  uid: row.uid,
  username: row.username,
  handle: row.handle,
  avatarUrl: row.avatar_url,
  email: row.email,
  bio: row.bio,
  createdAt: row.created_at,
  requestedAt: row.kyc_requested_at,
  kycStatus: row.kyc_status,
  reputationScore: withTotal({ identity: row.identity, coachability: row.coachability, communityTrust: row.community_trust }),
  reviewedAt: row.kyc_reviewed_at,
  note: row.kyc_note,
});

const COLUMNS = `uid, username, handle, avatar_url, email, bio, created_at, kyc_requested_at, kyc_status, identity, coachability,
  community_trust, kyc_reviewed_at, kyc_note`;

/** Above every request's key: the first page starts here. */
const QUEUE_START = { pending: true, at: '9999-12-31T23:59:59.999Z', id: '\uffff' };

export const kycRepository = {
  /** Every citizen who ever asked for review: pending first, then newest request first; one row more than `limit`. */
  async queue(db: Queryable, after: { pending: boolean; at: string; id: string } | null, limit: number): Promise<KycReview[]> {
    const from = after ?? QUEUE_START;
    const { rows } = await db.query<ReviewRow>(
      `select ${COLUMNS} from users
       where kyc_requested_at is not null and (kyc_status = 'pending', kyc_requested_at, uid) < ($1::boolean, $2::timestamptz, $3)
       order by kyc_status = 'pending' desc, kyc_requested_at desc, uid desc limit $4`,
      [from.pending, from.at, from.id, limit + 1],
    );
    return rows.map(toReview);
  },

  async find(db: Queryable, uid: string): Promise<KycReview | null> {
    const { rows } = await db.query<ReviewRow>(`select ${COLUMNS} from users where uid = $1 and kyc_requested_at is not null`, [uid]);
    return rows[0] ? toReview(rows[0]) : null;
  },

  /**
   * Decides a pending request; null when the citizen has none pending (another admin's decision holds
   * the row until it commits, then this one finds it decided).
   */
  async decide(db: Queryable, uid: string, decision: KycDecision, note: string | null): Promise<KycReview | null> {
    const { rows } = await db.query<ReviewRow>(
      `update users set kyc_status = $2, kyc_reviewed_at = now(), kyc_note = $3 where uid = $1 and kyc_status = 'pending' returning ${COLUMNS}`,
      [uid, decision, note],
    );
    return rows[0] ? toReview(rows[0]) : null;
  },
};
