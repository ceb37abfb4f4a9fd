import { randomUUID } from 'node:crypto';
import type { ExploreData } from '../../../shared/explore';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

const explore = async (c: Citizen): Promise<ExploreData> => (await c.client.get('/api/explore').expect(200)).body;

/** Moves a post, and its hashtags, `hours` into the past. */
async function backdate(postId: string, hours: number) {
  await city.db.query(`update posts set created_at = now() - make_interval(hours => $2) where id = $1`, [postId, hours]);
  await city.db.query(`update post_hashtags set created_at = now() - make_interval(hours => $2) where post_id = $1`, [postId, hours]);
}

const countOf = (list: Array<{ tag: string; count: number }>, tag: string) => list.find((t) => t.tag === tag)?.count;
const uids = (list: Array<{ uid: string }>) => list.map((c) => c.uid);

// First, while the city is empty: the page then says there is nothing to explore yet.
test('a fresh city has nothing to explore: every section is empty, and no section is missing', async () => {
  const viewer = await signedInCitizen(city);
  expect(await explore(viewer)).toEqual({ trending: { day: [], week: [] }, risingCitizens: [], topCitizens: [], activeGuilds: [], posts: [] });
});

test('trending counts the public posts of the last 24 hours and of the last 7 days, most used first', async () => {
  const writer = await signedInCitizen(city);
  await post(writer.client, { content: 'Fresh bread at the market #windowtest' });
  await post(writer.client, { content: 'Still warm #windowtest #windowrival' });
  await backdate((await post(writer.client, { content: 'Two days ago #windowtest #windowrival' })).id, 48);
  await backdate((await post(writer.client, { content: 'Three days ago #windowrival' })).id, 72);
  await backdate((await post(writer.client, { content: 'Yesterday and a bit #windowrival' })).id, 25);
  await backdate((await post(writer.client, { content: 'Last month #windowold' })).id, 8 * 24);

  const { trending } = await explore(writer);
  expect([countOf(trending.day, 'windowtest'), countOf(trending.day, 'windowrival')]).toEqual([2, 1]);
  expect([countOf(trending.week, 'windowtest'), countOf(trending.week, 'windowrival')]).toEqual([3, 4]);
  expect(trending.week.findIndex((t) => t.tag === 'windowrival')).toBeLessThan(trending.week.findIndex((t) => t.tag === 'windowtest'));
  expect(countOf(trending.day, 'windowold')).toBeUndefined();
  expect(countOf(trending.week, 'windowold')).toBeUndefined();
});

test('Inner Circle posts, protected and suspended accounts and deleted posts never appear, in any section', async () => {
  const innerCircle = await signedInCitizen(city);
  const guarded = await signedInCitizen(city);
  const suspended = await signedInCitizen(city);
  const deleter = await signedInCitizen(city);
  const whisper = await post(innerCircle.client, { content: 'Only for friends #hushhush', audience: 'private' });
  await guarded.client.patch('/api/users/me').send({ protected: true }).expect(200);
  const guardedPost = await post(guarded.client, { content: 'Public but protected #hushhush' });
  const suspendedPost = await post(suspended.client, { content: 'Before the suspension #hushhush' });
  await city.db.query('update users set suspended = true where uid = $1', [suspended.user.uid]);
  const deleted = await post(deleter.client, { content: 'Gone soon #hushhush' });
  await deleter.client.delete(`/api/posts/${deleted.id}`).expect(204);
  const hidden = [innerCircle, guarded, suspended, deleter].map((c) => c.user.uid);
  // High scores and rising ones would put them first, were they shown.
  for (const uid of hidden) {
    await city.db.query('update users set identity = 100, coachability = 100, community_trust = 100 where uid = $1', [uid]);
    await city.db.query(`insert into reputation_events (id, user_id, pillar, change, reason) values ($1, $2, 'coachability', 40, 'test')`, [randomUUID(), uid]);
  }

  const viewer = await signedInCitizen(city);
  const data = await explore(viewer);
  const body = JSON.stringify(data);
  for (const id of [whisper.id, guardedPost.id, suspendedPost.id, deleted.id]) expect(body).not.toContain(id);
  for (const uid of hidden) expect(body).not.toContain(uid);
  expect(countOf(data.trending.week, 'hushhush')).toBeUndefined();
  // Their follower sees the Inner Circle post in the feed, but Explore is the same for everyone.
  expect(JSON.stringify(await explore(innerCircle))).not.toContain(whisper.id);
});

test('a tag leaves the trends when its post is deleted, edited, moved to the Inner Circle or its author protected, and comes back when undone', async () => {
  const author = await signedInCitizen(city);
  const viewer = await signedInCitizen(city);
  const first = await post(author.client, { content: 'Evening swim #lakeside' });
  await post(author.client, { content: 'Morning swim #lakeside' });
  const todayCount = async () => countOf((await explore(viewer)).trending.day, 'lakeside');
  expect(await todayCount()).toBe(2);

  await author.client.delete(`/api/posts/${first.id}`).expect(204);
  expect(await todayCount()).toBe(1);
  await author.client.post(`/api/posts/${first.id}/restore`).expect(200);
  expect(await todayCount()).toBe(2);

  await author.client.patch(`/api/posts/${first.id}`).send({ audience: 'private' }).expect(200);
  expect(await todayCount()).toBe(1);
  await author.client.patch(`/api/posts/${first.id}`).send({ audience: 'public', content: 'Evening swim, no tag' }).expect(200);
  expect(await todayCount()).toBe(1);

  await author.client.patch('/api/users/me').send({ protected: true }).expect(200);
  expect(await todayCount()).toBeUndefined();
  await author.client.patch('/api/users/me').send({ protected: false }).expect(200);
  expect(await todayCount()).toBe(1);
});

test('a deleted account takes its tags out of the trends', async () => {
  const leaving = await signedInCitizen(city);
  await post(leaving.client, { content: 'Farewell, city #farewelltag' });
  expect(countOf((await explore(leaving)).trending.week, 'farewelltag')).toBe(1);
  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  const viewer = await signedInCitizen(city);
  expect(countOf((await explore(viewer)).trending.week, 'farewelltag')).toBeUndefined();
});

test('top citizens are the best totals with a public post; rising citizens gained most over the last 7 days', async () => {
  const star = await signedInCitizen(city);
  const riser = await signedInCitizen(city);
  const oldRiser = await signedInCitizen(city);
  const silent = await signedInCitizen(city);
  for (const c of [star, riser, oldRiser]) await post(c.client, { content: `Hello from ${c.user.username}` });
  await city.db.query('update users set identity = 99, coachability = 99, community_trust = 99 where uid = any($1)', [[star.user.uid, silent.user.uid]]);
  const event = `insert into reputation_events (id, user_id, pillar, change, reason, created_at) values ($1, $2, $3, $4, 'test', now() - make_interval(days => $5))`;
  await city.db.query(event, [randomUUID(), riser.user.uid, 'communityTrust', 30, 1]);
  await city.db.query(event, [randomUUID(), riser.user.uid, 'identity', -10, 2]);
  await city.db.query(event, [randomUUID(), oldRiser.user.uid, 'communityTrust', 90, 8]);
  // A move written today and dated back (as the demo seed does) counts on its new day.
  const redated = randomUUID();
  await city.db.query(event, [redated, oldRiser.user.uid, 'communityTrust', 50, 0]);
  await city.db.query(`update reputation_events set created_at = now() - interval '9 days' where id = $1`, [redated]);

  const data = await explore(riser);
  expect(data.topCitizens[0]).toEqual({
    uid: star.user.uid,
    username: star.user.username,
    handle: star.user.handle,
    avatarUrl: star.user.avatarUrl,
    kycStatus: 'unverified',
    reputationScore: { identity: 99, coachability: 99, communityTrust: 99, total: 99 },
  });
  expect(uids(data.topCitizens)).not.toContain(silent.user.uid);
  // 0.4 x 30 - 0.2 x 10 = 10 points.
  expect(data.risingCitizens.find((c) => c.uid === riser.user.uid)?.gain).toBe(10);
  expect(uids(data.risingCitizens)).not.toContain(oldRiser.user.uid);
});

test('the newest public posts come newest first, with the viewer’s own reaction', async () => {
  const writer = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const older = await post(writer.client, { content: 'The older of two' });
  const newer = await post(writer.client, { content: 'The newer of two' });
  await reader.client.post('/api/callable/reactToPost').send({ data: { postId: older.id, reactionType: 'agree' } }).expect(200);

  const { posts } = await explore(reader);
  expect(posts.slice(0, 2).map((p) => p.id)).toEqual([newer.id, older.id]);
  expect(posts[1]).toMatchObject({ myReaction: 'agree', reactions: { agreeCount: 1 } });
});

test('Explore is for signed-in citizens', async () => {
  await city.client().get('/api/explore').expect(401);
});
