import { refuseIfBlocked } from '../blocks/service';
import type { Db } from '../lib/db';
import { badRequest, notFound } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import { usersRepository } from '../users/repository';
import type { UsersService } from '../users/service';
import { followsRepository, type FollowState } from './repository';

export function createFollowsService(deps: { db: Db; users: UsersService; notifications: Pick<NotificationsService, 'notifyWithin' | 'withdrawWithin'> }) {
  const { db, notifications } = deps;
  return {
    /** Follows at once, or asks a protected account for approval; the follow and its notification are one transaction. */
    async follow(followerId: string, followeeId: string): Promise<{ state: FollowState }> {
      if (followerId === followeeId) throw badRequest('CANNOT_FOLLOW_SELF');
      const followee = await usersRepository.findById(db, followeeId);
      if (!followee) throw notFound();
      await refuseIfBlocked(db, followerId, followeeId);
      const current = await followsRepository.state(db, followerId, followeeId);
      if (current) return { state: current };
      const state: FollowState = followee.protected ? 'requested' : 'following';
      const tell = await db.transaction(async (tx) => {
        await followsRepository.upsert(tx, followerId, followeeId, state);
        return notifications.notifyWithin(tx, { recipientId: followeeId, actorId: followerId, type: state === 'requested' ? 'follow_request' : 'follow' });
      });
      await tell();
      return { state };
    },

    /** Unfollows, or cancels a pending request. */
    async unfollow(followerId: string, followeeId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await followsRepository.remove(tx, followerId, followeeId);
        if (removed === 'requested') await notifications.withdrawWithin(tx, { recipientId: followeeId, actorId: followerId, type: 'follow_request' });
      });
    },

    async pendingRequests(uid: string) {
      const requesters = await followsRepository.pendingRequesters(db, uid);
      return Promise.all(requesters.map((requester) => deps.users.profile(uid, requester)));
    },

    /** The requester follows from now on and is told live (`follow_approved`), so their feed and this profile open at once; the request's notification, answered, goes. */
    async approve(followeeId: string, followerId: string): Promise<void> {
      const tell = await db.transaction(async (tx) => {
        if (!(await followsRepository.approve(tx, followerId, followeeId))) throw notFound();
        await notifications.withdrawWithin(tx, { recipientId: followeeId, actorId: followerId, type: 'follow_request' });
        return notifications.notifyWithin(tx, { recipientId: followerId, actorId: followeeId, type: 'follow_approved' });
      });
      await tell();
    },

    /** Drops the request and its notification, answered; the requester is not told, and may ask again. */
    async decline(followeeId: string, followerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await followsRepository.removeRequest(tx, followerId, followeeId))) throw notFound();
        await notifications.withdrawWithin(tx, { recipientId: followeeId, actorId: followerId, type: 'follow_request' });
      });
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
