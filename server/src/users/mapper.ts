import { withTotal } from '../../../shared/reputation';
import type { PublicUser, User, ViewerRelation } from '../../../shared/users';
import type { FollowCounts, UserRow } from './repository';

/** The signed-in user's own profile, as api.md's `User`. */
export function toUser(row: UserRow, counts: FollowCounts): User {
  return {
    uid: row.uid,
    email: row.email,
    username: row.username,
    handle: row.handle,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    createdAt: row.created_at,
    kycStatus: row.kyc_status,
    monetizationEnabled: row.monetization_enabled,
    reputationScore: withTotal({ identity: row.identity, coachability: row.coachability, communityTrust: row.community_trust }),
    following: counts.following,
    followersCount: counts.followersCount,
    followingCount: counts.followingCount,
    roles: { admin: row.is_admin },
    protected: row.protected,
    communicationStyles: row.communication_styles,
    language: row.language,
  };
}

/** May the viewer see whom this citizen follows and who follows them? A protected account shows it to itself and its approved followers only. */
export const followListsVisible = (row: Pick<UserRow, 'protected'>, relation: ViewerRelation, isSelf: boolean) => !row.protected || isSelf || relation.isFollowing;

/** Another citizen as the viewer sees them: no email; a protected account hides its follows, counts included. */
export function toPublicUser(row: UserRow, counts: FollowCounts, relation: ViewerRelation, isSelf: boolean): PublicUser {
  const { email: _email, ...user } = toUser(row, counts);
  if (followListsVisible(row, relation, isSelf)) return { ...user, relation };
  return { ...user, following: [], followersCount: null, followingCount: null, relation };
}
