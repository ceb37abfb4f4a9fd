import type { KycDecision, KycReview } from '../../../../shared/admin';
import { withTotal } from '../../../../shared/reputation';
import type { KycStatus } from '../../../../shared/users';
import { resolvedByJoin, resolverOf, type ResolverColumns } from '../../audit/repository';
import type { Queryable } from '../../lib/db';

interface ReviewRow extends ResolverColumns {
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
  // A citizen may ask again after a rejection: the earlier decision no longer answers the pending request.
  resolvedBy: row.kyc_status === 'pending' ? null : resolverOf(row),
});

const COLUMNS = `c.uid, c.username, c.handle, c.avatar_url, c.email, c.bio, c.created_at, c.kyc_requested_at, c.kyc_status, c.identity, c.coachability,
  c.community_trust, c.kyc_reviewed_at, c.kyc_note, last_ruling.resolver_uid, last_ruling.resolver_username`;

/** Citizens (`c`) with the admin of their latest identity decision. */
const CITIZENS = `users c ${resolvedByJoin('c.uid', ['kyc.verified', 'kyc.unverified'])}`;

/** Above every request's key: the first page starts here. */
const QUEUE_START = { pending: true, at: '9999-12-31T23:59:59.999Z', id: '\uffff' };

export const kycRepository = {
  /** Every citizen who ever asked for review: pending first, then newest request first; one row more than `limit`. */
  async queue(db: Queryable, after: { pending: boolean; at: string; id: string } | null, limit: number): Promise<KycReview[]> {
    const from = after ?? QUEUE_START;
    const { rows } = await db.query<ReviewRow>(
      `select ${COLUMNS} from ${CITIZENS}
       where c.kyc_requested_at is not null and (c.kyc_status = 'pending', c.kyc_requested_at, c.uid) < ($1::boolean, $2::timestamptz, $3)
       order by c.kyc_status = 'pending' desc, c.kyc_requested_at desc, c.uid desc limit $4`,
      [from.pending, from.at, from.id, limit + 1],
    );
    return rows.map(toReview);
  },

  async find(db: Queryable, uid: string): Promise<KycReview | null> {
    const { rows } = await db.query<ReviewRow>(`select ${COLUMNS} from ${CITIZENS} where c.uid = $1 and c.kyc_requested_at is not null`, [uid]);
    return rows[0] ? toReview(rows[0]) : null;
  },

  /**
   * Decides a pending request; null when the citizen has none pending (another admin's decision holds
   * the row until it commits, then this one finds it decided). Returns the citizen's handle, which names them in the log.
   */
  async decide(db: Queryable, uid: string, decision: KycDecision, note: string | null): Promise<{ handle: string } | null> {
    const { rows } = await db.query<{ handle: string }>(
      `update users set kyc_status = $2, kyc_reviewed_at = now(), kyc_note = $3 where uid = $1 and kyc_status = 'pending' returning handle`,
      [uid, decision, note],
    );
    return rows[0] ?? null;
  },
};
