import type { Notification } from '../../../shared/notifications';
import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

async function notify(recipientId: string, actorId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await city.db.query(
      `insert into notifications (id, recipient_id, type, actor_id, created_at) values ($1, $2, 'follow', $3, now() - make_interval(secs => $4))`,
      [`${recipientId}-${i}`, recipientId, actorId, count - i],
    );
  }
}

test('a citizen sees only their own notifications, newest first, with the unread count', async () => {
  const alice = await signedInCitizen(city);
  const bob = await signedInCitizen(city);
  await notify(alice.user.uid, bob.user.uid, 12);
  const res = await alice.client.get('/api/notifications').expect(200);
  expect(res.body.unreadCount).toBe(12);
  expect(res.body.notifications).toHaveLength(12);
  expect(res.body.notifications[0]).toMatchObject({ id: `${alice.user.uid}-11`, type: 'follow', read: false, actor: { uid: bob.user.uid, handle: bob.user.handle } });
  expect((await bob.client.get('/api/notifications').expect(200)).body).toEqual({ notifications: [], unreadCount: 0 });
});

test('read-all marks every unread notification read in one batch', async () => {
  const alice = await signedInCitizen(city);
  const bob = await signedInCitizen(city);
  await notify(alice.user.uid, bob.user.uid, 3);
  await notify(bob.user.uid, alice.user.uid, 2);
  await alice.client.post('/api/notifications/read-all').expect(204);
  const res = await alice.client.get('/api/notifications').expect(200);
  expect(res.body.unreadCount).toBe(0);
  expect(res.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  expect((await bob.client.get('/api/notifications')).body.unreadCount).toBe(2);
});

test('the list is limited to 50 and the limit is validated', async () => {
  const alice = await signedInCitizen(city);
  await notify(alice.user.uid, alice.user.uid, 55);
  expect((await alice.client.get('/api/notifications').expect(200)).body.notifications).toHaveLength(50);
  expect((await alice.client.get('/api/notifications?limit=5').expect(200)).body.notifications).toHaveLength(5);
  await alice.client.get('/api/notifications?limit=500').expect(400);
  await alice.client.get('/api/notifications?limit=abc').expect(400);
  await city.client().get('/api/notifications').expect(401);
});

test('toggling agree on and off and on, or through disagree, leaves one notification', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const { id } = await post(author.client, { content: 'Libraries should open on Sundays.' });
  for (const reaction of ['agree', 'agree', 'agree', 'disagree', 'agree', 'agree', 'agree'] as const) {
    await react(reader.client, id, reaction);
  }
  const { notifications, unreadCount } = (await author.client.get('/api/notifications')).body;
  expect(notifications.filter((n: Notification) => n.type === 'agree')).toHaveLength(1);
  expect(unreadCount).toBe(1);
  await react(reader.client, id, 'agree'); // off again
  expect((await author.client.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });
});

test('a notification goes with the post its recipient can no longer see: turned Inner Circle, or deleted', async () => {
  const author = await signedInCitizen(city);
  const commenter = await signedInCitizen(city);
  const replier = await signedInCitizen(city);
  const { id } = await post(author.client, { content: 'Who repairs the bridge?' });
  const comment = (await commenter.client.post(`/api/posts/${id}/comments`).send({ text: 'The city should.' }).expect(201)).body;
  await replier.client.post(`/api/posts/${id}/comments`).send({ text: 'I agree, the city.', parentId: comment.id }).expect(201);
  expect((await commenter.client.get('/api/notifications')).body.notifications.map((n: Notification) => n.type)).toEqual(['reply']);

  await author.client.patch(`/api/posts/${id}`).send({ audience: 'private' }).expect(200);
  expect((await commenter.client.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });
  // Nor is a reply on it announced to a commenter who cannot see it.
  await author.client.post(`/api/posts/${id}/comments`).send({ text: 'Answering privately.', parentId: comment.id }).expect(201);
  expect((await commenter.client.get('/api/notifications')).body.notifications).toEqual([]);
  await author.client.patch(`/api/posts/${id}`).send({ audience: 'public' }).expect(200);
  expect((await commenter.client.get('/api/notifications')).body.notifications.map((n: Notification) => n.type)).toEqual(['reply']);

  expect((await author.client.get('/api/notifications')).body.unreadCount).toBe(2);
  await author.client.delete(`/api/posts/${id}`).expect(204);
  expect((await author.client.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });
  expect((await commenter.client.get('/api/notifications')).body.notifications).toEqual([]);
});

test('a protected author’s post notifies only those who may see it, and a follower who leaves stops seeing them', async () => {
  const author = await signedInCitizen(city);
  await author.client.patch('/api/users/me').send({ protected: true }).expect(200);
  const follower = await signedInCitizen(city);
  await follower.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  await author.client.post(`/api/follow-requests/${follower.user.uid}/approve`).expect(204);
  const { id } = await post(author.client, { content: 'Between us.' });
  const comment = (await follower.client.post(`/api/posts/${id}/comments`).send({ text: 'Noted.' }).expect(201)).body;
  await author.client.post(`/api/posts/${id}/comments`).send({ text: 'Thanks.', parentId: comment.id }).expect(201);
  expect((await follower.client.get('/api/notifications')).body.notifications.map((n: Notification) => n.type)).toEqual(['reply', 'follow_approved']);
  await follower.client.delete(`/api/users/${author.user.uid}/follow`).expect(204);
  expect((await follower.client.get('/api/notifications')).body.notifications.map((n: Notification) => n.type)).toEqual(['follow_approved']);
});
