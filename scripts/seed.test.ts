import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reputationTotal } from '../shared/reputation';
import { communityTrust, identityScore, reactionWeight } from '../shared/reputation-rules';
import { react } from '../server/src/testing/fixtures';
import { signedInCitizen, startTestCity } from '../server/src/testing/harness';
import { openMigratedPglite } from '../server/src/testing/pglite-template';
import { CITIZENS, POSTS } from './seed-content';
import { DEMO_DOMAIN, seed } from './seed';

// Seeding the whole demo city takes about 20 s on a busy 2-core machine: a minute and a half allowed.
const SEEDING_MS = 90_000;

test('the demo city seeds citizens, posts with images, comments and reactions, once', async () => {
  const db = await openMigratedPglite();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  try {
    expect(await seed(db, uploads)).toEqual({ citizens: 12, posts: POSTS.length });
    const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
    expect(await count('select count(*)::int as n from posts where image_url is not null')).toBe(POSTS.filter((p) => p.image).length);
    expect(await count('select count(*)::int as n from comments')).toBeGreaterThan(15);
    expect(await count('select count(*)::int as n from comments where level >= 2')).toBeGreaterThan(0);
    expect(await count(`select count(*)::int as n from posts where content ~ '[éèàç]'`)).toBeGreaterThan(5);
    expect(await count('select count(*)::int as n from posts p where agree_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.type = $$agree$$)')).toBe(0);
    expect(await count('select count(*)::int as n from posts p where comments_count <> (select count(*) from comments c where c.post_id = p.id)')).toBe(0);
    expect(fs.readdirSync(path.join(uploads, 'posts')).length).toBeGreaterThan(0);
    expect(await seed(db, uploads)).toEqual({ citizens: 0, posts: 0 });
  } finally {
    await db.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
}, SEEDING_MS);

interface SeededCitizen {
  uid: string;
  email: string;
  bio: string;
  communication_styles: string[];
  kyc_status: string;
  identity: number;
  coachability: number;
  community_trust: number;
  trust_weight: number;
  trust_agree_weight: number;
  /** The weights of the reactions others gave to their posts, as stored. */
  reaction_weight: number;
  reaction_agree_weight: number;
}

test('demo scores are what the rules make of the demo profiles and reactions, so the next reaction moves them by a step, not a jump', async () => {
  const city = await startTestCity();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  try {
    await seed(city.db, uploads);
    const { rows } = await city.db.query<SeededCitizen>(
      `select u.*,
         coalesce((select sum(r.weight) from post_reactions r join posts p on p.id = r.post_id where p.author_id = u.uid and r.user_id <> u.uid), 0) as reaction_weight,
         coalesce((select sum(r.weight) from post_reactions r join posts p on p.id = r.post_id where p.author_id = u.uid and r.user_id <> u.uid and r.type = 'agree'), 0) as reaction_agree_weight
       from users u where u.email like $1`,
      [`%@${DEMO_DOMAIN}`],
    );
    expect(rows).toHaveLength(CITIZENS.length);
    for (const c of rows) {
      expect(c.identity).toBe(identityScore({ bio: c.bio, communicationStyles: c.communication_styles, kycStatus: c.kyc_status }));
      expect(c.trust_weight).toBeCloseTo(c.reaction_weight, 6);
      expect(c.trust_agree_weight).toBeCloseTo(c.reaction_agree_weight, 6);
      expect(c.community_trust).toBe(communityTrust(c.trust_agree_weight, c.trust_weight));
    }
    // Varied reputations: the demo city has green, yellow and red scores.
    const totals = rows.map((c) => reputationTotal({ identity: c.identity, coachability: c.coachability, communityTrust: c.community_trust }));
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(80);
    expect(Math.min(...totals)).toBeLessThan(50);

    const amara = rows.find((c) => c.email === `amara@${DEMO_DOMAIN}`)!;
    const { rows: posts } = await city.db.query<{ id: string }>('select id from posts where author_id = $1 order by created_at desc limit 1', [amara.uid]);
    const newcomer = await signedInCitizen(city);
    expect((await react(newcomer.client, posts[0].id, 'agree')).status).toBe(200);

    const weight = reactionWeight(40);
    const expected = communityTrust(amara.trust_agree_weight + weight, amara.trust_weight + weight);
    const after = (await newcomer.client.get(`/api/users/${amara.uid}/reputation`).expect(200)).body.reputationScore.communityTrust;
    expect(after).toBe(expected);
    expect(Math.abs(after - amara.community_trust)).toBeLessThanOrEqual(3);
  } finally {
    await city.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  }
}, SEEDING_MS);
