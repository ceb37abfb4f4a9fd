import { REPUTATION_WEIGHTS } from '../../../shared/constants';
import { withTotal } from '../../../shared/reputation';
import type { CitizenSummary } from '../../../shared/users';
import type { Db, Queryable } from '../lib/db';
import { pillarsOf, type UserHitRow } from '../users/repository';

const TOTAL = `(${REPUTATION_WEIGHTS.identity} * u.identity + ${REPUTATION_WEIGHTS.coachability} * u.coachability + ${REPUTATION_WEIGHTS.communityTrust} * u.community_trust)`;

/**
 * Citizens worth following, best reputation first: not the viewer, not one the viewer follows or
 * asked to follow, not suspended, and with a public post, so following them fills the Following
 * feed at once. Protected accounts are left out: their posts would wait for an approval.
 */
async function suggestedFor(db: Queryable, viewerId: string, limit: number): Promise<UserHitRow[]> {
  const { rows } = await db.query<UserHitRow>(
    `select u.uid, u.username, u.handle, u.avatar_url, u.kyc_status, u.identity, u.coachability, u.community_trust
     from users u
     where u.uid <> $1 and not u.suspended and not u.protected
       and not exists (select 1 from follows f where f.follower_id = $1 and f.followee_id = u.uid)
       and exists (select 1 from posts p where p.author_id = u.uid and p.audience = 'public' and p.deleted_at is null)
     order by ${TOTAL} desc, u.created_at, u.uid
     limit $2`,
    [viewerId, limit],
  );
  return rows;
}

export function createFollowSuggestions(db: Db) {
  return {
    async forViewer(viewerId: string, limit: number): Promise<CitizenSummary[]> {
      return (await suggestedFor(db, viewerId, limit)).map((row) => ({
        uid: row.uid,
        username: row.username,
        handle: row.handle,
        avatarUrl: row.avatar_url,
        kycStatus: row.kyc_status,
        reputationScore: withTotal(pillarsOf(row)),
      }));
    },
  };
}

export type FollowSuggestions = ReturnType<typeof createFollowSuggestions>;
