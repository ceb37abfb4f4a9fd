import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { placeholderAvatarUrl } from '../shared/avatar';
import { extractHashtags } from '../shared/posts';
import { reputationTotal } from '../shared/reputation';
import { ConfigError, loadConfig } from '../server/src/lib/config';
import { migrate, openDatabase, type Db } from '../server/src/lib/db';
import { hashPassword } from '../server/src/lib/passwords';
import { commentsRepository } from '../server/src/comments/repository';
import { postsRepository } from '../server/src/posts/repository';
import { createUploadsService } from '../server/src/uploads/service';
import { CITIZENS, POSTS, type CitizenKey, type SeedComment, type SeedPost } from './seed-content';

// `npm run seed`: fills the database of the current configuration with a demo city.
// With the embedded database, stop the app first (PGlite serves one process at a time; the data folder's lock refuses a second).

export const DEMO_PASSWORD = 'demo-city';
export const DEMO_DOMAIN = 'demo.city';

export async function seed(db: Db, uploadsDir: string): Promise<{ citizens: number; posts: number }> {
  const { rows } = await db.query(`select 1 from users where email like $1 limit 1`, [`%@${DEMO_DOMAIN}`]);
  if (rows.length) return { citizens: 0, posts: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const uid = new Map<CitizenKey, string>();
  const total = new Map<CitizenKey, number>();
  for (const c of CITIZENS) {
    const id = randomUUID();
    uid.set(c.key, id);
    const [identity, coachability, communityTrust] = c.pillars;
    total.set(c.key, reputationTotal({ identity, coachability, communityTrust }));
    await db.query(
      `insert into users (uid, email, password_hash, username, handle, avatar_url, bio, identity, coachability, community_trust, language, kyc_status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - interval '30 days')`,
      [id, `${c.key}@${DEMO_DOMAIN}`, passwordHash, c.username, c.handle, placeholderAvatarUrl(c.username), c.bio, identity, coachability, communityTrust, c.language, identity >= 80 ? 'verified' : 'unverified'],
    );
  }
  // Everyone follows a few neighbours; Priya's inner circle sees her private post.
  for (const [i, c] of CITIZENS.entries()) {
    for (const step of [1, 3, 5]) {
      const other = CITIZENS[(i + step) % CITIZENS.length];
      await db.query(`insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing`, [uid.get(c.key), uid.get(other.key)]);
    }
  }

  const uploads = createUploadsService(uploadsDir);
  for (const p of POSTS) await seedPost(db, uploads, p, uid, total);
  return { citizens: CITIZENS.length, posts: POSTS.length };
}

async function seedPost(db: Db, uploads: ReturnType<typeof createUploadsService>, p: SeedPost, uid: Map<CitizenKey, string>, total: Map<CitizenKey, number>) {
  const id = randomUUID();
  const authorId = uid.get(p.by)!;
  const imageUrl = p.image ? await uploads.storePostImage(authorId, p.image, fs.readFileSync(path.join(__dirname, 'seed-images', p.image))) : null;
  await postsRepository.insert(db, {
    id,
    authorId,
    content: p.content,
    imageUrl,
    audience: p.audience ?? 'public',
    acknowledgedSuggestions: [],
    authorReputation: total.get(p.by)!,
    hashtags: extractHashtags(p.content),
  });
  await db.query(`update posts set created_at = now() - $2 * interval '1 hour' where id = $1`, [id, p.hoursAgo]);
  await db.query(`update post_hashtags set created_at = (select created_at from posts where id = $1) where post_id = $1`, [id]);

  for (const [type, who] of [['agree', p.agree ?? []], ['disagree', p.disagree ?? []]] as const) {
    for (const key of who) await db.query('insert into post_reactions (post_id, user_id, type) values ($1, $2, $3)', [id, uid.get(key), type]);
    await db.query(`update posts set ${type}_count = $2 where id = $1`, [id, who.length]);
  }

  let minutes = 5;
  const addComments = async (list: SeedComment[] | undefined, parentId: string, level: number): Promise<void> => {
    for (const c of list ?? []) {
      const commentId = randomUUID();
      const author = { authorId: uid.get(c.by)!, authorReputation: total.get(c.by)! };
      await commentsRepository.insert(db, { id: commentId, postId: id, parentId, ...author, text: c.text, level, aiFeedback: null, aiFlags: [] });
      // The posts domain keeps its own counter, as publishing a comment does.
      await postsRepository.countComment(db, id);
      await db.query(`update comments set created_at = (select created_at from posts where id = $1) + $2 * interval '1 minute' where id = $3`, [id, (minutes += 7), commentId]);
      await addComments(c.replies, commentId, level + 1);
    }
  };
  await addComments(p.comments, id, 0);
}

if (require.main === module) {
  (async () => {
    const config = loadConfig();
    const db = await openDatabase(config);
    await migrate(db);
    const result = await seed(db, path.join(config.dataDir, 'uploads'));
    await db.close();
    console.log(
      result.citizens
        ? `The demo city is ready: ${result.citizens} citizens, ${result.posts} posts. Sign in as amara@${DEMO_DOMAIN} (or any other citizen) with the password "${DEMO_PASSWORD}".`
        : 'The demo city was already seeded; nothing changed.',
    );
  })().catch((error) => {
    // A bad setting, a database out of reach or a data folder in use by the running app: said in a sentence.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
