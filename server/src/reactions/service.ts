import { SERVER_EVENTS } from '../../../shared/events';
import type { ReactionType, Reactions } from '../../../shared/posts';
import type { Db, Queryable } from '../lib/db';
import type { NotificationsService } from '../notifications/service';
import { postsRepository } from '../posts/repository';
import type { PostsService } from '../posts/service';
import type { ReputationService } from '../reputation/service';
import { reactionWeight } from '../../../shared/reputation-rules';
import { reputationTotal } from '../../../shared/reputation';

async function reactorTotal(tx: Queryable, uid: string): Promise<number> {
  const { rows } = await tx.query<{ identity: number; coachability: number; community_trust: number }>('select identity, coachability, community_trust from users where uid = $1', [uid]);
  return reputationTotal({ identity: rows[0].identity, coachability: rows[0].coachability, communityTrust: rows[0].community_trust });
}

export function createReactionsService(deps: { db: Db; posts: PostsService; notifications: NotificationsService; reputation: Pick<ReputationService, 'reactionsChanged'> }) {
  const { db, posts, notifications } = deps;

  return {
    /**
     * Agree and disagree are exclusive toggles: pressing the active one removes it, the other
     * switches. The post row is locked for the change, so concurrent presses by one citizen
     * are applied one after another and the counts always match the stored reactions.
     */
    async react(uid: string, postId: string, type: ReactionType): Promise<{ reactions: Reactions; myReaction: ReactionType | null }> {
      const post = await posts.visible(uid, postId);
      const { before, after } = await db.transaction(async (tx) => {
        await tx.query('select 1 from posts where id = $1 for update', [postId]);
        const { rows } = await tx.query<{ type: ReactionType; weight: number }>('select type, weight from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
        const previous = rows[0]?.type ?? null;
        const next = previous === type ? null : type;
        const weight = reactionWeight(await reactorTotal(tx, uid));
        if (next === null) await tx.query('delete from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
        else if (previous === null) await tx.query('insert into post_reactions (post_id, user_id, type, weight) values ($1, $2, $3, $4)', [postId, uid, next, weight]);
        else await tx.query('update post_reactions set type = $3, weight = $4, created_at = now() where post_id = $1 and user_id = $2', [postId, uid, next, weight]);
        const delta = (kind: ReactionType) => (next === kind ? 1 : 0) - (previous === kind ? 1 : 0);
        await tx.query('update posts set agree_count = agree_count + $2, disagree_count = disagree_count + $3 where id = $1', [postId, delta('agree'), delta('disagree')]);
        if (post.author_id !== uid) {
          // The author's community trust sums: the old reaction's weight out, the new one's in.
          const out = previous ? rows[0].weight : 0;
          const into = next ? weight : 0;
          await tx.query('update users set trust_weight = trust_weight - $2 + $3, trust_agree_weight = trust_agree_weight - $4 + $5 where uid = $1', [
            post.author_id,
            out,
            into,
            previous === 'agree' ? out : 0,
            next === 'agree' ? into : 0,
          ]);
        }
        return { before: previous, after: next };
      });

      if (post.author_id !== uid) await deps.reputation.reactionsChanged(post.author_id);
      const row = (await postsRepository.findAny(db, postId))!;
      const shown = (await postsRepository.reactionsOf(db, uid, [postId])).get(postId)!;
      const reactions = { agreeCount: row.agree_count, disagreeCount: row.disagree_count, agreedBy: shown.agreedBy, disagreedBy: shown.disagreedBy };
      await posts.publish(post, SERVER_EVENTS.postUpdated, { id: postId, reactions });
      if (after === 'agree') await notifications.notify({ recipientId: post.author_id, actorId: uid, type: 'agree', postId });
      else if (before === 'agree') await notifications.withdraw({ recipientId: post.author_id, actorId: uid, type: 'agree', postId });
      return { reactions, myReaction: after };
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
