import type { Queryable } from '../../server/src/lib/db';
import type { Snapshot } from './check';

/** Reads every row the check compares (the bench's databases hold a few thousand). */
export async function readSnapshot(db: Queryable, signedIn: Set<string>): Promise<Snapshot> {
  const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;
  return {
    signedIn,
    users: await rows(`select uid, community_trust as "communityTrust", trust_weight as "trustWeight", trust_agree_weight as "trustAgreeWeight" from users`),
    posts: await rows(
      `select id, author_id as "authorId", agree_count as "agreeCount", disagree_count as "disagreeCount", comments_count as "commentsCount" from posts`,
    ),
    comments: await rows(`select id, post_id as "postId", parent_id as "parentId", author_id as "authorId" from comments`),
    reactions: await rows(`select post_id as "postId", user_id as "userId", type, weight from post_reactions`),
    follows: await rows(`select follower_id as "followerId", followee_id as "followeeId", state from follows`),
    hashtags: await rows(`select tag, post_count as "postCount" from hashtags`),
    postHashtags: await rows(`select tag, post_id as "postId" from post_hashtags`),
    notifications: await rows(
      `select recipient_id as "recipientId", actor_id as "actorId", type, post_id as "postId", comment_id as "commentId" from notifications
       where type in ('comment', 'follow', 'agree')`,
    ),
  };
}
