import { SERVER_EVENTS } from '../../../shared/events';
import { conversationsRepository } from '../conversations/repository';
import type { Db, Queryable } from '../lib/db';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { followsRepository } from '../follows/repository';
import type { Realtime } from '../realtime/realtime';
import { usersRepository } from '../users/repository';
import { blocksRepository } from './repository';

/**
 * Refuses an interaction (a message, a follow, a reaction) between two citizens when either blocked
 * the other: the other domains call this once before they write.
 */
export async function refuseIfBlocked(db: Queryable, actorId: string, otherId: string): Promise<void> {
  if (actorId !== otherId && (await blocksRepository.eitherWay(db, actorId, otherId))) throw forbidden('BLOCKED');
}

export function createBlocksService(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;

  /**
   * Tells the two citizens how their conversation stands now that a block between them started or ended, so that
   * their open chats close or reopen without a reload. Each hears their own view (the other may have blocked them
   * too); nobody else hears anything, and without a conversation there is nothing to tell.
   */
  async function tellConversationMembers(a: string, b: string): Promise<void> {
    const conversationId = await conversationsRepository.between(db, a, b);
    if (!conversationId) return;
    const blockers = await blocksRepository.blockersBetween(db, a, b);
    for (const uid of [a, b]) {
      deps.realtime.toUser(uid, SERVER_EVENTS.conversationUpdated, { conversationId, blockedByMe: blockers.has(uid), canMessage: blockers.size === 0 });
    }
  }

  return {
    /** Blocking also ends the follows between the two, either way, so neither sees the other's followers-only posts. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      if (blockerId === blockedId) throw badRequest('CANNOT_BLOCK_SELF');
      if (!(await usersRepository.findById(db, blockedId))) throw notFound();
      await db.transaction(async (tx) => {
        await blocksRepository.add(tx, blockerId, blockedId);
        await followsRepository.remove(tx, blockerId, blockedId);
        await followsRepository.remove(tx, blockedId, blockerId);
      });
      await tellConversationMembers(blockerId, blockedId);
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await blocksRepository.remove(db, blockerId, blockedId);
      await tellConversationMembers(blockerId, blockedId);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
