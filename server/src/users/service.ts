import { followsRepository } from '../follows/repository';
import type { Actor } from '../lib/actor';
import type { Db } from '../lib/db';
import type { ReputationService } from '../reputation/service';
import type { UploadsService } from '../uploads/service';
import { forbidden, notFound } from '../lib/errors';
import { decodeCursor, pageOf, timeCursor } from '../lib/cursors';
import type { FollowList, KycStatus, PublicUser, UpdateMeInput, User, ViewerRelation } from '../../../shared/users';
import { followListsVisible, toPublicUser, toUser } from './mapper';
import { usersRepository } from './repository';

/** Where avatars are stored (the uploads domain). */
type AvatarStore = Pick<UploadsService, 'storeAvatar' | 'removeAvatar'>;

/**
 * `onKycRequested`: a citizen has just asked for identity review (the admins' queue hears of it).
 */
export function createUsersService(db: Db, reputation: Pick<ReputationService, 'profileChanged'>, avatars: AvatarStore, onKycRequested: (uid: string) => void = () => {}) {
  async function relation(viewerId: string, uid: string): Promise<ViewerRelation> {
    const follows = await followsRepository.between(db, viewerId, uid);
    const mine = follows.find((f) => f.followerId === viewerId);
    const theirs = follows.find((f) => f.followerId === uid);
    return { isFollowing: mine?.state === 'following', requested: mine?.state === 'requested', followsYou: theirs?.state === 'following' };
  }

  return {
    /** Who a session belongs to, or null when the account is gone or suspended (the session then counts as signed out). */
    async sessionUser(uid: string): Promise<Actor | null> {
      const row = await usersRepository.findById(db, uid);
      return row && !row.suspended ? { uid: row.uid, isAdmin: row.is_admin } : null;
    },

    async me(uid: string): Promise<User | null> {
      const row = await usersRepository.findById(db, uid);
      return row && toUser(row, await usersRepository.followCounts(db, uid));
    },

    async profile(viewerId: string, uid: string): Promise<PublicUser> {
      const row = await usersRepository.findById(db, uid);
      if (!row) throw notFound();
      const [counts, rel] = await Promise.all([usersRepository.followCounts(db, uid), relation(viewerId, uid)]);
      return toPublicUser(row, counts, rel, viewerId === uid);
    },

    /**
     * Who follows a citizen (`followers`) or whom they follow (`following`), newest first. A protected
     * account's lists are 403 to anyone but itself and its approved followers.
     */
    async followList(viewerId: string, uid: string, side: 'followers' | 'following', cursor: string | undefined, limit: number): Promise<FollowList> {
      const row = await usersRepository.findById(db, uid);
      if (!row) throw notFound();
      if (!followListsVisible(row, await relation(viewerId, uid), viewerId === uid)) throw forbidden('FOLLOW_LISTS_HIDDEN');
      const position = cursor ? decodeCursor(timeCursor, cursor) : null;
      const after = position && { createdAt: position.c, uid: position.id };
      const rows = side === 'followers' ? await followsRepository.followersPage(db, uid, after, limit) : await followsRepository.followingPage(db, uid, after, limit);
      const { page, nextCursor } = pageOf(rows, limit, timeCursor, (last) => ({ c: last.created_at, id: last.uid }));
      return { users: await Promise.all(page.map((listed) => this.profile(viewerId, listed.uid))), nextCursor };
    },

    async updateMe(uid: string, input: UpdateMeInput): Promise<User> {
      const row = await usersRepository.update(db, uid, {
        username: input.username,
        bio: input.bio,
        communication_styles: input.communicationStyles,
        protected: input.protected,
        language: input.language,
      });
      if (input.bio !== undefined || input.communicationStyles !== undefined) {
        await reputation.profileChanged(uid);
        return (await this.me(uid))!;
      }
      return toUser(row, await usersRepository.followCounts(db, uid));
    },

    /** A new avatar, cleaned and squared; the one it replaces is removed. */
    async setAvatar(uid: string, bytes: Buffer): Promise<User> {
      const url = await avatars.storeAvatar(uid, bytes);
      await avatars.removeAvatar(await usersRepository.setAvatar(db, uid, url));
      return (await this.me(uid))!;
    },

    /** Asks for identity review: pending until an admin decides; a verified citizen stays verified. */
    async requestKyc(uid: string): Promise<{ kycStatus: KycStatus }> {
      if (await usersRepository.requestKyc(db, uid)) onKycRequested(uid);
      return { kycStatus: (await usersRepository.findById(db, uid))!.kyc_status };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
