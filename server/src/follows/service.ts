import { refuseIfBlocked } from '../blocks/service';
import type { Db } from '../lib/db';
import { badRequest, notFound } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import { usersRepository } from '../users/repository';
import type { UsersService } from '../users/service';
import { followsRepository, type FollowState } from './repository';

export function createFollowsService(deps: { db: Db; users: UsersService; notifications: NotificationsService }) {
  const { db, notifications } = deps;
  return {
    /** Follows at once, or asks a protected account for approval. */
    async follow(followerId: string, followeeId: string): Promise<{ state: FollowState }> {
      if (followerId === followeeId) throw badRequest('CANNOT_FOLLOW_SELF');
      const followee = await usersRepository.findById(db, followeeId);
      if (!followee) throw notFound();
      await refuseIfBlocked(db, followerId, followeeId);
      const current = await followsRepository.state(db, followerId, followeeId);
      if (current) return { state: current };
      const state: FollowState = followee.protected ? 'requested' : 'following';
      await followsRepository.upsert(db, followerId, followeeId, state);
      await notifications.notify({ recipientId: followeeId, actorId: followerId, type: state === 'requested' ? 'follow_request' : 'follow' });
      return { state };
    },

    /** Unfollows, or cancels a pending request. */
    async unfollow(followerId: string, followeeId: string): Promise<void> {
      const removed = await followsRepository.remove(db, followerId, followeeId);
      if (removed === 'requested') await notifications.withdraw({ recipientId: followeeId, actorId: followerId, type: 'follow_request' });
    },

    async pendingRequests(uid: string) {
      const requesters = await followsRepository.pendingRequesters(db, uid);
      return Promise.all(requesters.map((requester) => deps.users.profile(uid, requester)));
    },

    async approve(followeeId: string, followerId: string): Promise<void> {
      if (!(await followsRepository.approve(db, followerId, followeeId))) throw notFound();
      await notifications.notify({ recipientId: followerId, actorId: followeeId, type: 'follow_approved' });
    },

    async decline(followeeId: string, followerId: string): Promise<void> {
      const state = await followsRepository.state(db, followerId, followeeId);
      if (state !== 'requested') throw notFound();
      await followsRepository.remove(db, followerId, followeeId);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
