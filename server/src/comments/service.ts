import { randomUUID } from 'node:crypto';
import { COMMENT_MAX_LEVEL } from '../../../shared/constants';
import { SERVER_EVENTS } from '../../../shared/events';
import type { Comment, Post } from '../../../shared/posts';
import { reputationTotal } from '../../../shared/reputation';
import type { CoachService } from '../coach/service';
import type { Db } from '../lib/db';
import { HttpError, badRequest } from '../lib/errors';
import type { NotificationsService } from '../notifications/service';
import type { PostsService } from '../posts/service';
import { postsRepository } from '../posts/repository';
import { pillarsOf, usersRepository } from '../users/repository';
import { commentsRepository } from './repository';

export function createCommentsService(deps: { db: Db; posts: PostsService; notifications: Pick<NotificationsService, 'notifyWithin'>; coach: Pick<CoachService, 'review'> }) {
  const { db, posts, notifications } = deps;

  return {
    /** The post page: the post with every comment, for those who may see it. */
    async postWithComments(viewerId: string, postId: string): Promise<Post> {
      const post = await posts.get(viewerId, postId);
      return { ...post, comments: await commentsRepository.forPost(db, postId, viewerId) };
    },

    async create(uid: string, postId: string, input: { text: string; parentId?: string }): Promise<Comment> {
      const post = await posts.visible(uid, postId);
      if (post.comments_closed) throw new HttpError(403, 'COMMENTS_CLOSED');
      const parentId = input.parentId ?? postId;
      let level = 0;
      let parentAuthor: string | null = null;
      if (parentId !== postId) {
        const parent = await commentsRepository.find(db, parentId);
        if (!parent || parent.postId !== postId) throw badRequest('VALIDATION_FAILED', { parentId: 'No such comment on this post.' });
        level = parent.level + 1;
        parentAuthor = parent.authorId;
      }
      if (level > COMMENT_MAX_LEVEL) throw badRequest('NESTING_TOO_DEEP');

      const author = (await usersRepository.findById(db, uid))!;
      const { aiFeedback, aiFlags } = await deps.coach.review(author, input.text);
      const id = randomUUID();
      // The comment, the post's count and the notifications are one transaction: all stand or none does.
      const { commentsCount, notified } = await db.transaction(async (tx) => {
        await commentsRepository.insert(tx, {
          id,
          postId,
          parentId,
          authorId: uid,
          authorReputation: reputationTotal(pillarsOf(author)),
          text: input.text,
          level,
          aiFeedback,
          aiFlags,
        });
        const count = await postsRepository.countComment(tx, postId);
        const told = [await notifications.notifyWithin(tx, { recipientId: post.author_id, actorId: uid, type: 'comment', postId, commentId: id })];
        if (parentAuthor && parentAuthor !== post.author_id) {
          told.push(await notifications.notifyWithin(tx, { recipientId: parentAuthor, actorId: uid, type: 'reply', postId, commentId: id }));
        }
        return { commentsCount: count, notified: told };
      });
      const comment = (await commentsRepository.find(db, id))!;
      await posts.publish(post, SERVER_EVENTS.commentNew, { postId, comment });
      await posts.publish(post, SERVER_EVENTS.postUpdated, { id: postId, commentsCount });
      for (const tell of notified) await tell();
      return comment;
    },

  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
