import type { Db, Queryable } from '../lib/db';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { followsRepository } from '../follows/repository';
import { usersRepository } from '../users/repository';
import { blocksRepository } from './repository';

/**
 * Refuses an interaction (a message, a follow, a reaction) between two citizens when either blocked
 * the other: the other domains call this once before they write.
 */
export async function refuseIfBlocked(db: Queryable, actorId: string, otherId: string): Promise<void> {
  if (actorId !== otherId && (await blocksRepository.eitherWay(db, actorId, otherId))) throw forbidden('BLOCKED');
}

export function createBlocksService(deps: { db: Db }) {
  const { db } = deps;
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
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await blocksRepository.remove(db, blockerId, blockedId);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
