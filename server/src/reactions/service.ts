import { SERVER_EVENTS } from '../../../shared/events';
import type { ReactionType, Reactions } from '../../../shared/posts';
import type { Db } from '../lib/db';
import type { NotificationsService } from '../notifications/service';
import { postsRepository } from '../posts/repository';
import type { PostsService } from '../posts/service';

export function createReactionsService(deps: { db: Db; posts: PostsService; notifications: NotificationsService }) {
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
        const { rows } = await tx.query<{ type: ReactionType }>('select type from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
        const previous = rows[0]?.type ?? null;
        const next = previous === type ? null : type;
        if (next === null) await tx.query('delete from post_reactions where post_id = $1 and user_id = $2', [postId, uid]);
        else if (previous === null) await tx.query('insert into post_reactions (post_id, user_id, type) values ($1, $2, $3)', [postId, uid, next]);
        else await tx.query('update post_reactions set type = $3, created_at = now() where post_id = $1 and user_id = $2', [postId, uid, next]);
        const delta = (kind: ReactionType) => (next === kind ? 1 : 0) - (previous === kind ? 1 : 0);
        await tx.query('update posts set agree_count = agree_count + $2, disagree_count = disagree_count + $3 where id = $1', [postId, delta('agree'), delta('disagree')]);
        return { before: previous, after: next };
      });

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
