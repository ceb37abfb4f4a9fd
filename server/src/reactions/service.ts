import { SERVER_EVENTS } from '../../../shared/events';
import type { ReactionType, Reactions } from '../../../shared/posts';
import { reputationTotal } from '../../../shared/reputation';
import { reactionWeight } from '../../../shared/reputation-rules';
import { refuseIfBlocked } from '../blocks/service';
import type { Db } from '../lib/db';
import type { NotificationsService } from '../notifications/service';
import { postsRepository } from '../posts/repository';
import type { PostsService } from '../posts/service';
import type { ReputationService } from '../reputation/service';
import { pillarsOf, usersRepository, type TrustWeights } from '../users/repository';
import { reactionsRepository, type StoredReaction } from './repository';

/** What a reaction adds to its author's community-trust sums (nothing when there is none). */
const trustWeights = (reaction: StoredReaction | null): TrustWeights => ({
  weight: reaction?.weight ?? 0,
  agreeWeight: reaction?.type === 'agree' ? reaction.weight : 0,
});

export function createReactionsService(deps: {
  db: Db;
  posts: PostsService;
  notifications: Pick<NotificationsService, 'notifyWithin' | 'withdrawWithin'>;
  reputation: Pick<ReputationService, 'reactionsChangedWithin'>;
}) {
  const { db, posts, notifications } = deps;

  return {
    /**
     * Agree and disagree are exclusive toggles: pressing the active one removes it, the other
     * switches. The reaction, the post's counts, the author's trust sums and community trust, and
     * the agree's notification are one transaction: all stand or none does. It locks the author's
     * row, then the post's (the city's lock order: a citizen before their posts), so concurrent
     * presses are applied one after another and the counts always match the stored reactions.
     */
    async react(uid: string, postId: string, type: ReactionType): Promise<{ reactions: Reactions; myReaction: ReactionType | null }> {
      const post = await posts.visible(uid, postId);
      await refuseIfBlocked(db, uid, post.author_id);
      const byOther = post.author_id !== uid;
      const { after, announce } = await db.transaction(async (tx) => {
        if (byOther) await usersRepository.lockPillars(tx, post.author_id);
        await postsRepository.lock(tx, postId);
        const previous = await reactionsRepository.find(tx, postId, uid);
        const reactor = (await usersRepository.findById(tx, uid))!;
        const next: StoredReaction | null = previous?.type === type ? null : { type, weight: reactionWeight(reputationTotal(pillarsOf(reactor))) };
        await reactionsRepository.set(tx, postId, uid, previous?.type ?? null, next);
        const delta = (kind: ReactionType) => (next?.type === kind ? 1 : 0) - (previous?.type === kind ? 1 : 0);
        await postsRepository.addReactionCounts(tx, postId, { agree: delta('agree'), disagree: delta('disagree') });
        if (!byOther) return { after: next?.type ?? null, announce: async () => {} };

        // The author's community trust sums: the old reaction's weight out, the new one's in.
        await usersRepository.replaceTrustWeights(tx, post.author_id, trustWeights(previous), trustWeights(next));
        const scoreMoved = await deps.reputation.reactionsChangedWithin(tx, post.author_id);
        const notice = { recipientId: post.author_id, actorId: uid, type: 'agree' as const, postId };
        let notified = async () => {};
        if (next?.type === 'agree') notified = await notifications.notifyWithin(tx, notice);
        else if (previous?.type === 'agree') await notifications.withdrawWithin(tx, notice);
        return {
          after: next?.type ?? null,
          announce: async () => {
            scoreMoved();
            await notified();
          },
        };
      });

      const row = (await postsRepository.findAny(db, postId))!;
      const shown = (await postsRepository.reactionsOf(db, uid, [postId])).get(postId)!;
      const reactions = { agreeCount: row.agree_count, disagreeCount: row.disagree_count, agreedBy: shown.agreedBy, disagreedBy: shown.disagreedBy };
      await posts.publish(post, SERVER_EVENTS.postUpdated, { id: postId, reactions });
      await announce();
      return { reactions, myReaction: after };
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
