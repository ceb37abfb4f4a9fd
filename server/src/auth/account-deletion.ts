import { SERVER_EVENTS } from '../../../shared/events';
import { commentsRepository } from '../comments/repository';
import type { Db } from '../lib/db';
import { HttpError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { notificationsRepository } from '../notifications/repository';
import { postsRepository } from '../posts/repository';
import { reactionsRepository } from '../reactions/repository';
import type { Realtime } from '../realtime/realtime';
import type { ReputationService } from '../reputation/service';
import type { UploadsService } from '../uploads/service';
import { usersRepository } from '../users/repository';
import { removeSessionsOf } from './session-store';

const incorrectPassword = () => new HttpError(400, 'INCORRECT_CURRENT_PASSWORD', { fields: { password: 'Incorrect current password.' } });

/**
 * Deleting an account (docs/api-extensions.md says what goes and what stays): the citizen's posts,
 * with their threads, go; their reactions to others' posts are taken back, counts and the
 * authors' community trust following; their comments on others' posts stay in place, emptied and
 * signed by no one, so replies keep their thread. Everything else of theirs goes with the account
 * row; nothing of anyone else's is changed beyond that.
 */
export function createAccountDeletion(deps: {
  db: Db;
  realtime: Pick<Realtime, 'disconnectSessions' | 'toEveryone' | 'toUsers'>;
  reputation: Pick<ReputationService, 'reactionsChangedWithin'>;
  uploads: Pick<UploadsService, 'removeAllOf'>;
}) {
  const { db } = deps;

  return async function deleteAccount(uid: string, password: string): Promise<void> {
    const user = await usersRepository.findById(db, uid);
    if (!user || !(await verifyPassword(user.password_hash, password))) throw incorrectPassword();

    const { sids, tellScores, posts, audience, guildAudiences } = await db.transaction(async (tx) => {
      const ended = await removeSessionsOf(tx, uid);
      // Who sees the posts live, read before the follows and the guild memberships go.
      const posts = await postsRepository.liveOf(tx, uid);
      const guildAudiences = new Map<string, string[]>();
      for (const post of posts) {
        if (post.guild_id && post.guild_privacy === 'secret' && !guildAudiences.has(post.guild_id)) {
          guildAudiences.set(post.guild_id, await postsRepository.guildAudience(tx, uid, post.guild_id));
        }
      }
      const shown = { posts, audience: await postsRepository.privateAudience(tx, uid), guildAudiences };
      const withdrawn = await reactionsRepository.removeAllBy(tx, uid);
      // A citizen's row before their posts' rows, the order every writer takes (docs/architecture.md, Transactions).
      for (const reaction of withdrawn) {
        const agreeWeight = reaction.type === 'agree' ? reaction.weight : 0;
        await usersRepository.replaceTrustWeights(tx, reaction.authorId, { weight: reaction.weight, agreeWeight }, { weight: 0, agreeWeight: 0 });
        await postsRepository.addReactionCounts(tx, reaction.postId, { agree: reaction.type === 'agree' ? -1 : 0, disagree: reaction.type === 'disagree' ? -1 : 0 });
      }
      const authors = [...new Set(withdrawn.map((reaction) => reaction.authorId))];
      const tellScores = await Promise.all(authors.map((author) => deps.reputation.reactionsChangedWithin(tx, author)));
      await usersRepository.ensureFormerCitizen(tx);
      await commentsRepository.anonymiseBy(tx, uid);
      await notificationsRepository.removeAbout(tx, uid);
      await usersRepository.remove(tx, uid);
      return { ...shown, sids: ended, tellScores };
    });

    deps.realtime.disconnectSessions(sids);
    // Open screens drop the posts, each told only to those who could see it, as for a deleted post (posts/service.ts,
    // publish): a post an admin hid was its author's alone, a secret guild's its members'.
    for (const post of posts) {
      if (post.moderation) continue;
      const seenByEveryone = post.guild_id ? post.guild_privacy === 'public' : post.audience === 'public' && !user.protected;
      if (seenByEveryone) deps.realtime.toEveryone(SERVER_EVENTS.postDeleted, { id: post.id });
      else deps.realtime.toUsers(post.guild_id ? guildAudiences.get(post.guild_id)! : audience, SERVER_EVENTS.postDeleted, { id: post.id });
    }
    for (const tell of tellScores) tell();
    await deps.uploads.removeAllOf(uid);
  };
}
