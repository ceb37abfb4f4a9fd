import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { placeholderAvatarUrl } from '../shared/avatar';
import { extractHashtags } from '../shared/posts';
import { reputationTotal } from '../shared/reputation';
import { reactionWeight } from '../shared/reputation-rules';
import { ConfigError, loadConfig } from '../server/src/lib/config';
import { migrate, openDatabase, type Db } from '../server/src/lib/db';
import { hashPassword } from '../server/src/lib/passwords';
import { commentsRepository } from '../server/src/comments/repository';
import { postsRepository } from '../server/src/posts/repository';
import { reactionsRepository } from '../server/src/reactions/repository';
import type { Realtime } from '../server/src/realtime/realtime';
import { createReputationService, type ReputationService } from '../server/src/reputation/service';
import { pillarsOf, usersRepository } from '../server/src/users/repository';
import { createUploadsService } from '../server/src/uploads/service';
import { CITIZENS, POSTS, type CitizenKey, type SeedComment, type SeedPost } from './seed-content';

// `npm run seed`: fills the database of the current configuration with a demo city.
// With the embedded database, stop the app first (PGlite serves one process at a time; the data folder's lock refuses a second).

export const DEMO_PASSWORD = 'demo-city';
export const DEMO_DOMAIN = 'demo.city';

export async function seed(db: Db, uploadsDir: string): Promise<{ citizens: number; posts: number }> {
  const { rows } = await db.query(`select 1 from users where email like $1 limit 1`, [`%@${DEMO_DOMAIN}`]);
  if (rows.length) return { citizens: 0, posts: 0 };

  const city: DemoCity = { db, reputation: createReputationService({ db, realtime: SILENT }), uid: new Map(), seededFrom: new Date() };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const c of CITIZENS) {
    const id = randomUUID();
    city.uid.set(c.key, id);
    await db.query(
      `insert into users (uid, email, password_hash, username, handle, avatar_url, bio, communication_styles, coachability, language, kyc_status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id, `${c.key}@${DEMO_DOMAIN}`, passwordHash, c.username, c.handle, placeholderAvatarUrl(c.username),
        c.bio, c.communicationStyles, c.coachability, c.language, c.verified ? 'verified' : 'unverified', JOINED,
      ],
    );
    // Identity as the rules read it from the profile.
    await city.reputation.profileChanged(id);
    await backdateScoreChanges(city, id, JOINED);
  }
  // Everyone follows a few neighbours; Priya's inner circle sees her private post.
  for (const [i, c] of CITIZENS.entries()) {
    for (const step of [1, 3, 5]) {
      const other = CITIZENS[(i + step) % CITIZENS.length];
      await db.query(`insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing`, [city.uid.get(c.key), city.uid.get(other.key)]);
    }
  }

  const uploads = createUploadsService(uploadsDir);
  // Oldest first: each post and comment keeps its author's total of that moment, each reaction weighs its reactor's.
  for (const p of [...POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo)) await seedPost(city, uploads, p);
  return { citizens: CITIZENS.length, posts: POSTS.length };
}

const JOINED = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();

/** The seed tells no one live: nobody is connected. */
const SILENT: Realtime = { toUser() {}, toUsers() {}, toEveryone() {}, toEveryoneExcept() {}, disconnectSessions() {}, toAdmins() {}, setAdmin() {} };

interface DemoCity {
  db: Db;
  reputation: ReputationService;
  uid: Map<CitizenKey, string>;
  /** When seeding began: score changes written since then are dated back to the act that made them. */
  seededFrom: Date;
}

async function totalOf(city: DemoCity, key: CitizenKey): Promise<number> {
  return reputationTotal(pillarsOf((await usersRepository.findById(city.db, city.uid.get(key)!))!));
}

/** Dates the citizen's score changes just written at the moment of what caused them, so their history reads in order. */
async function backdateScoreChanges(city: DemoCity, uid: string, at: string) {
  await city.db.query('update reputation_events set created_at = $3 where user_id = $1 and created_at >= $2', [uid, city.seededFrom.toISOString(), at]);
}

async function seedPost(city: DemoCity, uploads: ReturnType<typeof createUploadsService>, p: SeedPost) {
  const { db, uid } = city;
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
    authorReputation: await totalOf(city, p.by),
    hashtags: extractHashtags(p.content),
  });
  const { rows } = await db.query<{ created_at: string }>(`update posts set created_at = now() - $2 * interval '1 hour' where id = $1 returning created_at`, [id, p.hoursAgo]);
  const postedAt = new Date(rows[0].created_at);
  await db.query(`update post_hashtags set created_at = $2 where post_id = $1`, [id, postedAt]);

  // Each reaction as the rules take it: weighed by its reactor's total, added to the author's sums, trust recomputed.
  for (const [type, who] of [['agree', p.agree ?? []], ['disagree', p.disagree ?? []]] as const) {
    for (const key of who) {
      const weight = reactionWeight(await totalOf(city, key));
      await reactionsRepository.set(db, id, uid.get(key)!, null, { type, weight });
      await postsRepository.addReactionCounts(db, id, { agree: type === 'agree' ? 1 : 0, disagree: type === 'disagree' ? 1 : 0 });
      if (key === p.by) continue; // one's own reactions never count towards one's trust
      const tell = await db.transaction(async (tx) => {
        await usersRepository.replaceTrustWeights(tx, authorId, NO_WEIGHT, { weight, agreeWeight: type === 'agree' ? weight : 0 });
        return city.reputation.reactionsChangedWithin(tx, authorId);
      });
      tell();
    }
  }
  await backdateScoreChanges(city, authorId, new Date(postedAt.getTime() + 60 * 60 * 1000).toISOString());

  let minutes = 5;
  const addComments = async (list: SeedComment[] | undefined, parentId: string, level: number): Promise<void> => {
    for (const c of list ?? []) {
      const commentId = randomUUID();
      const author = { authorId: uid.get(c.by)!, authorReputation: await totalOf(city, c.by) };
      await commentsRepository.insert(db, { id: commentId, postId: id, parentId, ...author, text: c.text, level, aiFeedback: null, aiFlags: [] });
      // The posts domain keeps its own counter, as publishing a comment does.
      await postsRepository.countComment(db, id);
      await db.query(`update comments set created_at = $2 where id = $1`, [commentId, new Date(postedAt.getTime() + (minutes += 7) * 60 * 1000)]);
      await addComments(c.replies, commentId, level + 1);
    }
  };
  await addComments(p.comments, id, 0);
}

const NO_WEIGHT = { weight: 0, agreeWeight: 0 };

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
