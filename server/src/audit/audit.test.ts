import type { AuditLog } from '../../../shared/admin';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

const ADMIN_EMAIL = 'chronicler@example.com';
const LEAVING_ADMIN_EMAIL = 'leaving@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${LEAVING_ADMIN_EMAIL}` } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL, username: 'Chronicler' });
});
afterAll(() => city.stop());

const log = async (query = ''): Promise<AuditLog> => (await admin.client.get(`/api/admin/audit${query}`).expect(200)).body;
const suspend = (by: Citizen, uid: string, reason: string) => by.client.patch(`/api/admin/users/${uid}`).send({ suspended: true, suspensionReason: reason }).expect(200);

test('the log lists every action newest first, filters by action, admin and target, and pages', async () => {
  const [a, b] = [await signedInCitizen(city), await signedInCitizen(city)];
  await suspend(admin, a.user.uid, 'First reason.');
  await admin.client.patch(`/api/admin/users/${a.user.uid}`).send({ suspended: false }).expect(200);
  await admin.client.patch(`/api/admin/users/${b.user.uid}`).send({ roles: { admin: true } }).expect(200);

  const { entries } = await log();
  expect(entries.slice(0, 3).map((e) => [e.action, e.targetId])).toEqual([
    ['citizen.admin_granted', b.user.uid],
    ['citizen.unsuspended', a.user.uid],
    ['citizen.suspended', a.user.uid],
  ]);
  expect(entries[2]).toEqual(expect.objectContaining({ note: 'First reason.', targetLabel: a.user.handle, actor: { uid: admin.user.uid, username: 'Chronicler', handle: admin.user.handle } }));
  expect((await log('?action=citizen.suspended')).entries.every((e) => e.action === 'citizen.suspended')).toBe(true);
  expect((await log(`?targetId=${a.user.uid}&action=citizen.unsuspended`)).entries).toHaveLength(1);
  expect((await log(`?actorId=${b.user.uid}`)).entries).toEqual([]);
  const first = await log('?limit=2');
  expect((await log(`?limit=2&cursor=${first.nextCursor}`)).entries[0].id).toBe(entries[2].id);
  expect((await admin.client.get('/api/admin/audit?action=report.burn').expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  await admin.client.get('/api/admin/audit?cursor=nonsense').expect(400);
});

test('no route edits the log, and the database itself refuses to change or delete an entry', async () => {
  const target = await signedInCitizen(city);
  await suspend(admin, target.user.uid, 'Kept forever.');
  const [entry] = (await log(`?targetId=${target.user.uid}`)).entries;
  await admin.client.delete(`/api/admin/audit/${entry.id}`).expect(404);
  await admin.client.patch(`/api/admin/audit/${entry.id}`).send({ note: 'Rewritten.' }).expect(404);
  await expect(city.db.query(`update audit_log set note = 'Rewritten.' where id = $1`, [entry.id])).rejects.toThrow(/never edited/);
  await expect(city.db.query('delete from audit_log where id = $1', [entry.id])).rejects.toThrow(/never edited/);
  expect((await log(`?targetId=${target.user.uid}`)).entries).toEqual([entry]);
});

test('an admin who deletes their account leaves their entries, the admin shown as no one', async () => {
  const leaving = await signedInCitizen(city, { email: LEAVING_ADMIN_EMAIL });
  const target = await signedInCitizen(city);
  await suspend(leaving, target.user.uid, 'Before leaving.');
  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  expect((await log(`?targetId=${target.user.uid}`)).entries).toEqual([expect.objectContaining({ actor: null, action: 'citizen.suspended', note: 'Before leaving.' })]);
});
