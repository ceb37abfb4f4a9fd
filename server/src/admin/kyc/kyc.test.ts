import type { AdminQueueEvent, KycQueue } from '../../../../shared/admin';
import { SERVER_EVENTS } from '../../../../shared/events';
import type { Notification } from '../../../../shared/notifications';
import { post } from '../../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../../testing/harness';

const ADMIN_EMAIL = 'registrar@example.com';
const LEAVING_ADMIN_EMAIL = 'leaving.registrar@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${LEAVING_ADMIN_EMAIL}` } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL, username: 'Registrar' });
});
afterAll(() => city.stop());

const decide = (uid: string, body: object) => admin.client.post(`/api/admin/kyc/${uid}`).send(body);
const queue = async (query = ''): Promise<KycQueue> => (await admin.client.get(`/api/admin/kyc${query}`).expect(200)).body;
const me = async (c: Citizen) => (await c.client.get('/api/auth/me').expect(200)).body.user;
const notificationsOf = async (c: Citizen): Promise<Notification[]> => (await c.client.get('/api/notifications').expect(200)).body.notifications;

async function asking(): Promise<Citizen> {
  const citizen = await signedInCitizen(city);
  expect((await citizen.client.post('/api/users/me/kyc').expect(200)).body).toEqual({ kycStatus: 'pending' });
  return citizen;
}

test('requests wait in the queue, pending first then newest first, and admins hear of each live', async () => {
  const adminSocket = await city.socket(admin.cookie);
  const heard = new Promise<AdminQueueEvent>((done) => adminSocket.once(SERVER_EVENTS.adminQueue, done));
  const first = await asking();
  expect(await heard).toEqual({ queue: 'kyc', itemId: first.user.uid, change: 'added' });
  const second = await asking();
  await decide(first.user.uid, { decision: 'verified' }).expect(204);
  const third = await asking();

  const { reviews } = await queue('?limit=50');
  const order = reviews.map((r) => r.uid);
  expect(order.indexOf(third.user.uid)).toBeLessThan(order.indexOf(second.user.uid));
  expect(order.indexOf(second.user.uid)).toBeLessThan(order.indexOf(first.user.uid));
  expect(reviews.find((r) => r.uid === second.user.uid)).toEqual(
    expect.objectContaining({ kycStatus: 'pending', email: second.credentials.email, requestedAt: expect.any(String), reviewedAt: null, note: null, resolvedBy: null }),
  );
  const page = await queue('?limit=1');
  expect(page.reviews).toHaveLength(1);
  expect((await queue(`?limit=1&cursor=${page.nextCursor}`)).reviews[0].uid).toBe(order[1]);
  expect((await admin.client.get(`/api/admin/kyc/${first.user.uid}`).expect(200)).body).toEqual(expect.objectContaining({ kycStatus: 'verified', reviewedAt: expect.any(String) }));
  // Someone who never asked is not in the queue.
  await admin.client.get(`/api/admin/kyc/${admin.user.uid}`).expect(404);
});

test('verified: the badge shows on posts, the identity pillar rises live with a history entry, and the citizen is told', async () => {
  const citizen = await asking();
  const { id } = await post(citizen.client, { content: 'Hello, I am real.' });
  const socket = await city.socket(citizen.cookie);
  const moved = new Promise((done) => socket.once(SERVER_EVENTS.reputationUpdated, done));

  await decide(citizen.user.uid, { decision: 'verified' }).expect(204);

  expect((await me(citizen)).kycStatus).toBe('verified');
  expect((await citizen.client.get(`/api/posts/${id}`).expect(200)).body.authorKycStatus).toBe('verified');
  expect(await moved).toEqual({ uid: citizen.user.uid, reputationScore: expect.objectContaining({ identity: 70 }) });
  const { history } = (await citizen.client.get(`/api/users/${citizen.user.uid}/reputation`).expect(200)).body;
  expect(history[0]).toEqual(expect.objectContaining({ pillar: 'identity', change: 70, reason: 'identityReviewed' }));
  expect((await notificationsOf(citizen))[0]).toEqual(expect.objectContaining({ type: 'identity_reviewed', kycDecision: 'verified', actor: null }));

  const again = await decide(citizen.user.uid, { decision: 'unverified', note: 'Changed my mind.' }).expect(409);
  expect(again.body.error.code).toBe('ALREADY_RESOLVED');
  expect((await me(citizen)).kycStatus).toBe('verified');
});

test('rejected: a reason is required, the citizen reads it, and may ask again', async () => {
  const citizen = await asking();
  expect((await decide(citizen.user.uid, { decision: 'unverified' }).expect(400)).body.error.code).toBe('KYC_REASON_REQUIRED');
  expect((await decide(citizen.user.uid, { decision: 'maybe' }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  expect((await me(citizen)).kycStatus).toBe('pending');

  await decide(citizen.user.uid, { decision: 'unverified', note: 'The document was unreadable.' }).expect(204);
  expect((await me(citizen)).kycStatus).toBe('unverified');
  expect((await notificationsOf(citizen))[0]).toEqual(expect.objectContaining({ type: 'identity_reviewed', kycDecision: 'unverified', note: 'The document was unreadable.' }));
  const { entries } = (await admin.client.get(`/api/admin/audit?targetId=${citizen.user.uid}`).expect(200)).body;
  expect(entries).toEqual([expect.objectContaining({ action: 'kyc.unverified', targetType: 'citizen', targetLabel: citizen.user.handle, note: 'The document was unreadable.' })]);

  await citizen.client.post('/api/users/me/kyc').expect(200);
  expect((await queue('?limit=50')).reviews[0]).toEqual(expect.objectContaining({ uid: citizen.user.uid, kycStatus: 'pending' }));
  await decide('00000000-0000-4000-8000-00000000beef', { decision: 'verified' }).expect(404);
});

test('a review read by another admin says who decided it, as the audit log does: no one while asked again, nor once that admin has left', async () => {
  const leaving = await signedInCitizen(city, { email: LEAVING_ADMIN_EMAIL, username: 'Leaving Registrar' });
  const citizen = await asking();
  const read = async () => (await admin.client.get(`/api/admin/kyc/${citizen.user.uid}`).expect(200)).body;
  expect((await read()).resolvedBy).toBeNull();

  await decide(citizen.user.uid, { decision: 'unverified', note: 'Blurred.' }).expect(204);
  expect(await read()).toMatchObject({ kycStatus: 'unverified', resolvedBy: { uid: admin.user.uid, username: 'Registrar' } });
  await citizen.client.post('/api/users/me/kyc').expect(200);
  expect(await read()).toMatchObject({ kycStatus: 'pending', resolvedBy: null });

  await leaving.client.post(`/api/admin/kyc/${citizen.user.uid}`).send({ decision: 'verified' }).expect(204);
  expect(await read()).toMatchObject({ kycStatus: 'verified', resolvedBy: { uid: leaving.user.uid, username: 'Leaving Registrar' } });
  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  expect(await read()).toMatchObject({ kycStatus: 'verified', resolvedBy: null });
});

test('two admins deciding at once: one decision stands, the other is told it is already resolved', async () => {
  const second = await signedInCitizen(city);
  await city.db.query('update users set is_admin = true where uid = $1', [second.user.uid]);
  const citizen = await asking();
  const replies = await Promise.all([decide(citizen.user.uid, { decision: 'verified' }), second.client.post(`/api/admin/kyc/${citizen.user.uid}`).send({ decision: 'verified' })]);
  expect(replies.map((r) => r.status).sort()).toEqual([204, 409]);
  const { history } = (await citizen.client.get(`/api/users/${citizen.user.uid}/reputation`).expect(200)).body;
  expect(history).toHaveLength(1);
});
