import { SERVER_EVENTS } from '../../../shared/events';
import type { Notification } from '../../../shared/notifications';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

async function protectedCitizen(): Promise<Citizen> {
  const citizen = await signedInCitizen(city);
  await citizen.client.patch('/api/users/me').send({ protected: true }).expect(200);
  return citizen;
}

async function approvedFollower(owner: Citizen): Promise<Citizen> {
  const follower = await signedInCitizen(city);
  await follower.client.post(`/api/users/${owner.user.uid}/follow`).expect(200, { state: 'requested' });
  await owner.client.post(`/api/follow-requests/${follower.user.uid}/approve`).expect(204);
  return follower;
}

const uids = (body: { users: Array<{ uid: string }> }) => body.users.map((u) => u.uid);

test('a non-follower of a protected account gets neither its lists nor its counts; the owner and its followers get both', async () => {
  const owner = await protectedCitizen();
  const follower = await approvedFollower(owner);
  const followed = await signedInCitizen(city);
  await owner.client.post(`/api/users/${followed.user.uid}/follow`).expect(200, { state: 'following' });
  const stranger = await signedInCitizen(city);

  for (const side of ['followers', 'following']) {
    const res = await stranger.client.get(`/api/users/${owner.user.uid}/${side}`).expect(403);
    expect(res.body.error.code).toBe('FOLLOW_LISTS_HIDDEN');
  }
  const seenByStranger = (await stranger.client.get(`/api/users/${owner.user.uid}`).expect(200)).body;
  expect(seenByStranger).toMatchObject({ followersCount: null, followingCount: null, following: [], protected: true });

  for (const viewer of [owner, follower]) {
    expect(uids((await viewer.client.get(`/api/users/${owner.user.uid}/followers`).expect(200)).body)).toEqual([follower.user.uid]);
    expect(uids((await viewer.client.get(`/api/users/${owner.user.uid}/following`).expect(200)).body)).toEqual([followed.user.uid]);
    expect((await viewer.client.get(`/api/users/${owner.user.uid}`).expect(200)).body).toMatchObject({ followersCount: 1, followingCount: 1 });
  }
});

test('an open account’s lists are anyone’s, newest first, a page at a time, without pending requests', async () => {
  const star = await signedInCitizen(city);
  const fans: Citizen[] = [];
  for (let i = 0; i < 3; i++) {
    const fan = await signedInCitizen(city);
    await fan.client.post(`/api/users/${star.user.uid}/follow`).expect(200, { state: 'following' });
    fans.push(fan);
  }
  const stranger = await signedInCitizen(city);
  const first = (await stranger.client.get(`/api/users/${star.user.uid}/followers?limit=2`).expect(200)).body;
  expect(uids(first)).toEqual([fans[2].user.uid, fans[1].user.uid]);
  expect(first.users[0]).toMatchObject({ relation: { isFollowing: false, requested: false, followsYou: false } });
  expect(first.users[0]).not.toHaveProperty('email');
  const second = (await stranger.client.get(`/api/users/${star.user.uid}/followers?limit=2&cursor=${first.nextCursor}`).expect(200)).body;
  expect(second).toMatchObject({ nextCursor: null });
  expect(uids(second)).toEqual([fans[0].user.uid]);

  await stranger.client.get(`/api/users/${star.user.uid}/followers?cursor=nonsense`).expect(400);
  await stranger.client.get(`/api/users/${star.user.uid}/followers?limit=500`).expect(400);
  await stranger.client.get('/api/users/not-a-uuid/followers').expect(404);
  await stranger.client.get(`/api/users/${crypto.randomUUID()}/following`).expect(404);
  await city.client().get(`/api/users/${star.user.uid}/followers`).expect(401);
});

test('the owner sees pending requests, approves one and declines another; only the approved requester sees the posts', async () => {
  const owner = await protectedCitizen();
  const hidden = await post(owner.client, { content: 'For my followers only.' });
  const approved = await signedInCitizen(city);
  const declined = await signedInCitizen(city);
  for (const requester of [approved, declined]) {
    await requester.client.post(`/api/users/${owner.user.uid}/follow`).expect(200, { state: 'requested' });
    expect((await requester.client.get(`/api/users/${owner.user.uid}`)).body.relation).toMatchObject({ isFollowing: false, requested: true });
    await requester.client.get(`/api/posts/${hidden.id}`).expect(404);
  }
  const pending = (await owner.client.get('/api/follow-requests').expect(200)).body.requests;
  expect(pending.map((u: { uid: string }) => u.uid).sort()).toEqual([approved.user.uid, declined.user.uid].sort());

  await approved.client.post(`/api/follow-requests/${owner.user.uid}/approve`).expect(404); // only the owner decides
  await owner.client.post(`/api/follow-requests/${approved.user.uid}/approve`).expect(204);
  await owner.client.post(`/api/follow-requests/${declined.user.uid}/decline`).expect(204);
  await owner.client.post(`/api/follow-requests/${declined.user.uid}/decline`).expect(404);
  await owner.client.post(`/api/follow-requests/${approved.user.uid}/decline`).expect(404); // an approved follow is no request

  expect((await owner.client.get('/api/follow-requests').expect(200)).body.requests).toEqual([]);
  expect((await owner.client.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 }); // answered requests go
  await approved.client.get(`/api/posts/${hidden.id}`).expect(200);
  expect((await approved.client.get(`/api/users/${owner.user.uid}/posts`).expect(200)).body.posts.map((p: { id: string }) => p.id)).toEqual([hidden.id]);
  await declined.client.get(`/api/posts/${hidden.id}`).expect(404);
  expect((await declined.client.get(`/api/users/${owner.user.uid}`)).body.relation).toMatchObject({ isFollowing: false, requested: false });
  const kinds = (await approved.client.get('/api/notifications')).body.notifications.map((n: Notification) => n.type);
  expect(kinds).toEqual(['follow_approved']);
  expect((await declined.client.get('/api/notifications')).body.notifications).toEqual([]);
});

test('approval reaches the requester live over their socket', async () => {
  const owner = await protectedCitizen();
  const requester = await signedInCitizen(city);
  await requester.client.post(`/api/users/${owner.user.uid}/follow`).expect(200);
  const socket = await city.socket(requester.cookie);
  const told = new Promise<{ notification: Notification }>((resolve) => socket.once(SERVER_EVENTS.notificationNew, resolve));
  const unread = new Promise((resolve) => socket.once(SERVER_EVENTS.notificationUnread, resolve));
  await owner.client.post(`/api/follow-requests/${requester.user.uid}/approve`).expect(204);
  expect((await told).notification).toMatchObject({ type: 'follow_approved', recipientId: requester.user.uid, actor: { uid: owner.user.uid }, read: false });
  expect(await unread).toEqual({ count: 1 });
});

test('asking again after cancelling leaves one request notification, not two', async () => {
  const owner = await protectedCitizen();
  const requester = await signedInCitizen(city);
  for (let i = 0; i < 3; i++) {
    await requester.client.post(`/api/users/${owner.user.uid}/follow`).expect(200, { state: 'requested' });
    if (i < 2) await requester.client.delete(`/api/users/${owner.user.uid}/follow`).expect(204);
  }
  const { notifications, unreadCount } = (await owner.client.get('/api/notifications')).body;
  expect(notifications.map((n: Notification) => n.type)).toEqual(['follow_request']);
  expect(unreadCount).toBe(1);
});
