import type { AdminUserList } from '../../../../shared/admin';
import { SERVER_EVENTS } from '../../../../shared/events';
import { post } from '../../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../../testing/harness';

const ADMIN_EMAIL = 'warden@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_MULTIPLIER: '100' } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL, username: 'Warden' });
});
afterAll(() => city.stop());

const change = (uid: string, body: object, by = admin) => by.client.patch(`/api/admin/users/${uid}`).send(body);
const search = async (query: string): Promise<AdminUserList> => (await admin.client.get(`/api/admin/users${query}`).expect(200)).body;
const login = (c: Citizen) => city.client().post('/api/auth/login').send({ email: c.credentials.email, password: c.credentials.password });
const auditActions = async (uid: string) => ((await admin.client.get(`/api/admin/audit?targetId=${uid}`).expect(200)).body.entries as Array<{ action: string }>).map((e) => e.action);

test('admins find citizens by a part of their name, handle or email, newest first, page by page', async () => {
  const older = await signedInCitizen(city, { username: 'Marguerite Quenelle', email: 'mq.older@example.org' });
  const newer = await signedInCitizen(city, { username: 'Quentin Quenelle', handle: '@quenelle_fan' });
  expect((await search('?q=quenelle')).users.map((u) => u.uid)).toEqual([newer.user.uid, older.user.uid]);
  expect((await search('?q=QUENELLE_F')).users.map((u) => u.uid)).toEqual([newer.user.uid]);
  expect((await search('?q=mq.older@')).users).toEqual([
    expect.objectContaining({ uid: older.user.uid, email: 'mq.older@example.org', roles: { admin: false }, suspended: false, suspensionReason: null, kycStatus: 'unverified' }),
  ]);
  expect((await search('?q=100%25')).users).toEqual([]);
  const first = await search('?q=quenelle&limit=1');
  expect(first.users.map((u) => u.uid)).toEqual([newer.user.uid]);
  expect((await search(`?q=quenelle&limit=1&cursor=${first.nextCursor}`)).users.map((u) => u.uid)).toEqual([older.user.uid]);
  await admin.client.get('/api/admin/users?cursor=nonsense').expect(400);
});

test('granting admin opens the admin area on the next request and the admins room live; revoking closes both', async () => {
  const citizen = await signedInCitizen(city);
  const socket = await city.socket(citizen.cookie);
  const heard: string[] = [];
  socket.on(SERVER_EVENTS.adminQueue, (e: { itemId: string }) => heard.push(e.itemId));
  await citizen.client.get('/api/admin/reports').expect(403);

  expect((await change(citizen.user.uid, { roles: { admin: true } }).expect(200)).body).toEqual(expect.objectContaining({ uid: citizen.user.uid, roles: { admin: true } }));
  await citizen.client.get('/api/admin/reports').expect(200);
  const asker = await signedInCitizen(city);
  const arrived = new Promise((done) => socket.once(SERVER_EVENTS.adminQueue, done));
  await asker.client.post('/api/users/me/kyc').expect(200);
  await arrived;
  expect(heard).toEqual([asker.user.uid]);

  await change(citizen.user.uid, { roles: { admin: false } }).expect(200);
  await citizen.client.get('/api/admin/reports').expect(403);
  const later = await signedInCitizen(city);
  const marker = new Promise((done) => socket.once(SERVER_EVENTS.postNew, done));
  await later.client.post('/api/users/me/kyc').expect(200);
  await post(later.client, { content: 'After the kyc request.' });
  await marker;
  expect(heard).toEqual([asker.user.uid]);
  expect(await auditActions(citizen.user.uid)).toEqual(['citizen.admin_revoked', 'citizen.admin_granted']);
});

test('nobody changes their own role or suspends themselves', async () => {
  for (const body of [{ roles: { admin: false } }, { suspended: true, suspensionReason: 'Testing.' }]) {
    expect((await change(admin.user.uid, body).expect(403)).body.error).toEqual({
      code: 'CANNOT_CHANGE_OWN_ACCOUNT',
      message: 'You cannot revoke your own admin role or suspend yourself.',
    });
  }
  await admin.client.get('/api/admin/users').expect(200);
});

test('a suspension needs a reason, and a change needs something to change', async () => {
  const citizen = await signedInCitizen(city);
  expect((await change(citizen.user.uid, { suspended: true }).expect(400)).body.error.code).toBe('SUSPENSION_REASON_REQUIRED');
  expect((await change(citizen.user.uid, { suspended: true, suspensionReason: '   ' }).expect(400)).body.error.code).toBe('SUSPENSION_REASON_REQUIRED');
  expect((await change(citizen.user.uid, {}).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  await change('00000000-0000-4000-8000-00000000beef', { suspended: false }).expect(404);
  await citizen.client.get('/api/auth/me').expect(200);
});

test('suspended: every session ends at once, sockets close, sign-in is refused with the reason, posts leave others screens; lifted: all back', async () => {
  const citizen = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const { id } = await post(citizen.client, { content: 'Posted before the suspension.' });
  const socket = await city.socket(citizen.cookie);
  const closed = new Promise((done) => socket.once('disconnect', done));

  const row = (await change(citizen.user.uid, { suspended: true, suspensionReason: 'Repeated harassment.' }).expect(200)).body;
  expect(row).toEqual(expect.objectContaining({ suspended: true, suspensionReason: 'Repeated harassment.' }));

  await closed;
  await citizen.client.get('/api/auth/me').expect(401);
  const refused = await login(citizen).expect(403);
  expect(refused.body.error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended.', reason: 'Repeated harassment.' });
  await reader.client.get(`/api/posts/${id}`).expect(404);
  expect(await auditActions(citizen.user.uid)).toEqual(['citizen.suspended']);

  await change(citizen.user.uid, { suspended: false }).expect(200);
  expect((await search(`?q=${encodeURIComponent(citizen.credentials.email)}`)).users[0]).toEqual(expect.objectContaining({ suspended: false, suspensionReason: null }));
  await login(citizen).expect(200);
  await reader.client.get(`/api/posts/${id}`).expect(200);
  expect(await auditActions(citizen.user.uid)).toEqual(['citizen.unsuspended', 'citizen.suspended']);
});

test('a session still open when its citizen is suspended cannot write: refused with the reason, then signed out', async () => {
  const citizen = await signedInCitizen(city);
  await city.db.query(`update users set suspended = true, suspension_reason = 'Spam.' where uid = $1`, [citizen.user.uid]);
  const refused = await citizen.client.post('/api/posts').send({ content: 'Still here?' }).expect(403);
  expect(refused.body.error).toEqual(expect.objectContaining({ code: 'ACCOUNT_SUSPENDED', reason: 'Spam.' }));
  await citizen.client.get('/api/feed?tab=forYou').expect(401);
  await citizen.client.post('/api/posts').send({ content: 'Still here?' }).expect(401);
  expect((await citizen.client.get(`/api/users/${citizen.user.uid}/posts`).expect(401)).body.error.code).toBe('UNAUTHENTICATED');
});
