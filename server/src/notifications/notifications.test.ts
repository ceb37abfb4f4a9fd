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
