import fs from 'node:fs';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { SERVER_EVENTS } from '../../../shared/events';
import { FORMER_CITIZEN_UID } from '../../../shared/users';
import { PNG, post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Deleting one's account: what goes, what stays anonymous, and that nothing of anyone else's breaks.

let city: TestCity;
const sockets: Socket[] = [];
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await city.stop();
});

/** A live connection that keeps the ids of the posts it hears are deleted, up to `last`. */
async function deletedPostsHeardBy(citizen: Citizen): Promise<{ until(last: string): Promise<string[]> }> {
  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: citizen.cookie, origin: city.origin }, reconnection: false });
  sockets.push(socket);
  const heard: string[] = [];
  const waiting = new Map<string, () => void>();
  socket.on(SERVER_EVENTS.postDeleted, ({ id }: { id: string }) => {
    heard.push(id);
    waiting.get(id)?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    until: (last) => (heard.includes(last) ? Promise.resolve(heard) : new Promise((resolve) => waiting.set(last, () => resolve(heard)))),
  };
}

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

/** Every post's counters against the rows they count. */
async function countersAgreeWithRows(): Promise<void> {
  const { rows } = await city.db.query<{ id: string }>(
    `select p.id from posts p where
       p.agree_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.type = 'agree')
       or p.disagree_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.type = 'disagree')
       or p.comments_count <> (select count(*) from comments c where c.post_id = p.id)`,
  );
  expect(rows).toEqual([]);
}

const comment = async (citizen: Citizen, postId: string, text: string, parentId?: string) =>
  (await citizen.client.post(`/api/posts/${postId}/comments`).send({ text, parentId }).expect(201)).body;

test('a wrong password deletes nothing', async () => {
  const { client, user } = await signedInCitizen(city);
  const res = await client.delete('/api/auth/account').send({ password: 'not my password' }).expect(400);
  expect(res.body.error).toEqual({ code: 'INCORRECT_CURRENT_PASSWORD', message: 'Incorrect current password.', fields: { password: 'Incorrect current password.' } });
  await client.delete('/api/auth/account').send({}).expect(400);
  expect((await client.get('/api/auth/me').expect(200)).body.user.uid).toBe(user.uid);
  await city.client().delete('/api/auth/account').send({ password: 'x' }).expect(401);
});

test('the account, its posts, reactions and sessions go; its comments stay empty and unsigned; others’ data stays whole', async () => {
  const leaving = await signedInCitizen(city);
  const alice = await signedInCitizen(city);
  const bob = await signedInCitizen(city);
  const second = await city.client().post('/api/auth/login').send({ email: leaving.credentials.email, password: leaving.credentials.password }).expect(200);
  expect(second.status).toBe(200);

  // The leaving citizen's own things.
  const { url: image } = (await leaving.client.post('/api/uploads').attach('file', PNG, 'a.png').expect(201)).body;
  const { avatarUrl } = (await leaving.client.post('/api/users/me/avatar').attach('file', PNG, 'me.png').expect(200)).body;
  const ownPost = await post(leaving.client, { content: 'Mine, soon gone #farewell', imageUrl: image });
  await comment(alice, ownPost.id, 'A comment under a post that will go.');
  await react(alice.client, ownPost.id, 'agree');

  // What they did on others' posts.
  const alicePost = await post(alice.client, { content: 'Alice speaks' });
  await react(leaving.client, alicePost.id, 'agree');
  await react(bob.client, alicePost.id, 'disagree');
  const theirComment = await comment(leaving, alicePost.id, 'I disagree, kindly.');
  const bobReply = await comment(bob, alicePost.id, 'A reply to the leaving one.', theirComment.id);
  await comment(alice, alicePost.id, 'Alice answers.');

  // Follows both ways, and follows between the others.
  await leaving.client.post(`/api/users/${alice.user.uid}/follow`).expect(200);
  await bob.client.post(`/api/users/${leaving.user.uid}/follow`).expect(200);
  await bob.client.post(`/api/users/${alice.user.uid}/follow`).expect(200);
  const aliceTrustBefore = (await alice.client.get(`/api/users/${alice.user.uid}/reputation`)).body.reputationScore.communityTrust;

  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);

  // Signed out everywhere; the account no longer exists, and cannot sign in.
  await leaving.client.get('/api/auth/me').expect(401);
  await city.client().post('/api/auth/login').send({ email: leaving.credentials.email, password: leaving.credentials.password }).expect(401);
  await alice.client.get(`/api/users/${leaving.user.uid}`).expect(404);
  await alice.client.get(`/api/posts/${ownPost.id}`).expect(404);
  await request(city.url).get(avatarUrl).expect(404);
  await request(city.url).get(image).expect(404);
  expect(fs.existsSync(path.join(city.dataDir, 'uploads', 'posts', leaving.user.uid))).toBe(false);

  // Alice's post: the reaction is taken back, Bob's stays; the comment stays in place, emptied and unsigned, and Bob's reply keeps its thread.
  const after = (await alice.client.get(`/api/posts/${alicePost.id}`).expect(200)).body;
  expect(after.reactions).toMatchObject({ agreeCount: 0, disagreeCount: 1, agreedBy: [], disagreedBy: [bob.user.uid] });
  expect(after.commentsCount).toBe(3);
  const anonymised = after.comments.find((c: { id: string }) => c.id === theirComment.id);
  expect(anonymised).toMatchObject({ authorId: FORMER_CITIZEN_UID, text: '' });
  expect(after.comments.find((c: { id: string }) => c.id === bobReply.id)).toMatchObject({ authorId: bob.user.uid, parentId: theirComment.id, text: 'A reply to the leaving one.' });
  expect(JSON.stringify(after)).not.toContain(leaving.user.uid);
  await countersAgreeWithRows();

  // Follows between the others stay; counts match the rows.
  expect((await alice.client.get('/api/auth/me')).body.user).toMatchObject({ followersCount: 1, followingCount: 0 });
  expect((await bob.client.get('/api/auth/me')).body.user).toMatchObject({ following: [alice.user.uid], followingCount: 1 });
  // The agreement's weight leaves Alice's community trust with it.
  const aliceTrustAfter = (await alice.client.get(`/api/users/${alice.user.uid}/reputation`)).body.reputationScore.communityTrust;
  expect(aliceTrustAfter).toBeLessThanOrEqual(aliceTrustBefore);
  const sums = await city.db.query<{ trust_weight: number }>('select trust_weight from users where uid = $1', [alice.user.uid]);
  const weights = await city.db.query<{ total: number }>(
    'select coalesce(sum(weight), 0)::float8 as total from post_reactions r join posts p on p.id = r.post_id where p.author_id = $1 and r.user_id <> $1',
    [alice.user.uid],
  );
  expect(sums.rows[0].trust_weight).toBeCloseTo(weights.rows[0].total);

  // Nothing the leaving citizen did notifies anyone any more, and nothing is left under their id.
  const notifications = (await alice.client.get('/api/notifications').expect(200)).body;
  expect(JSON.stringify(notifications)).not.toContain(leaving.user.uid);
  for (const table of ['sessions', 'follows', 'post_reactions', 'comments', 'posts', 'notifications', 'reputation_events']) {
    const column = {
      sessions: 'user_id',
      follows: 'follower_id',
      post_reactions: 'user_id',
      comments: 'author_id',
      posts: 'author_id',
      notifications: 'actor_id',
      reputation_events: 'user_id',
    }[table];
    const { rows } = await city.db.query(`select 1 from ${table} where ${column} = $1`, [leaving.user.uid]);
    expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
  }
  // The hashtag count follows the post.
  const tags = await city.db.query<{ post_count: number }>(`select post_count from hashtags where tag = 'farewell'`);
  expect(tags.rows[0]?.post_count ?? 0).toBe(0);
});

test('the former citizen who signs anonymised comments cannot sign in, is not found by search, and is shared by every deleted account', async () => {
  for (let i = 0; i < 2; i++) {
    const leaving = await signedInCitizen(city);
    const host = await signedInCitizen(city);
    const hosted = await post(host.client, { content: 'A post to comment on' });
    await comment(leaving, hosted.id, 'Passing by.');
    await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  }
  const { rows } = await city.db.query<{ suspended: boolean }>('select suspended from users where uid = $1', [FORMER_CITIZEN_UID]);
  expect(rows).toEqual([{ suspended: true }]);
  const searcher = await signedInCitizen(city);
  expect((await searcher.client.get('/api/search?q=former').expect(200)).body.users).toEqual([]);
  await city.client().post('/api/auth/login').send({ email: 'former-citizen@digital-city.invalid', password: 'anything' }).expect(401);
});

test('open screens drop the deleted account’s posts; an Inner Circle post’s id reaches only its circle, a secret guild’s only its members', async () => {
  const leaving = await signedInCitizen(city);
  const follower = await signedInCitizen(city);
  const stranger = await signedInCitizen(city);
  const guildMember = await signedInCitizen(city);
  await follower.client.post(`/api/users/${leaving.user.uid}/follow`).expect(200);
  const open = await post(leaving.client, { content: 'For everyone' });
  const circle = await post(leaving.client, { content: 'For my circle', audience: 'private' });
  const guild = (await leaving.client.post('/api/guilds').send({ name: 'Leaving Club', charter: 'Members only.', privacy: 'secret' }).expect(201)).body;
  await leaving.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: guildMember.user.uid }).expect(201);
  await guildMember.client.post(`/api/guilds/${guild.id}/join`).expect(200);
  const inGuild = (await leaving.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'For the club' }).expect(201)).body;
  // A post an admin hid is its author's alone: nobody else hears of it.
  const hidden = await post(leaving.client, { content: 'Hidden pending review' });
  await city.db.query(`update posts set moderation = 'hidden' where id = $1`, [hidden.id]);
  const followerSocket = await deletedPostsHeardBy(follower);
  const strangerSocket = await deletedPostsHeardBy(stranger);
  const memberSocket = await deletedPostsHeardBy(guildMember);

  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  // A last event to each, sent after the deletions: once it arrives, the deletions have too.
  const marker = await post(stranger.client, { content: 'A marker after the deletion' });
  await stranger.client.delete(`/api/posts/${marker.id}`).expect(204);
  const [followerHeard, strangerHeard, memberHeard] = await Promise.all([followerSocket, strangerSocket, memberSocket].map((socket) => socket.until(marker.id)));
  expect(followerHeard).toEqual(expect.arrayContaining([open.id, circle.id]));
  expect(strangerHeard).toContain(open.id);
  expect(memberHeard).toEqual(expect.arrayContaining([open.id, inGuild.id]));
  expect(strangerHeard).not.toContain(circle.id);
  for (const heard of [followerHeard, strangerHeard]) expect(heard).not.toContain(inGuild.id);
  for (const heard of [followerHeard, strangerHeard, memberHeard]) expect(heard).not.toContain(hidden.id);
});

test('its conversations and messages go with it; the other members keep their other conversations', async () => {
  const [leaving, alice, bob] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  const befriend = async (a: Citizen, b: Citizen) => {
    await a.client.post(`/api/users/${b.user.uid}/follow`).expect(200);
    await b.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
    const { id } = (await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(201)).body;
    await a.client.post(`/api/conversations/${id}/messages`).send({ text: `Hello from ${a.user.username}` }).expect(201);
    return id as string;
  };
  const withLeaving = await befriend(leaving, alice);
  const aliceAndBob = await befriend(alice, bob);

  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);

  const aliceSees = (await alice.client.get('/api/conversations').expect(200)).body.conversations.map((c: { id: string }) => c.id);
  expect(aliceSees).toEqual([aliceAndBob]);
  await alice.client.get(`/api/conversations/${withLeaving}/messages`).expect(404);
  expect((await bob.client.get(`/api/conversations/${aliceAndBob}/messages`).expect(200)).body.messages).toHaveLength(1);
});
