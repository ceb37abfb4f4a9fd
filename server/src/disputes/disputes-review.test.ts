import fs from 'node:fs';
import path from 'node:path';
import type { Dispute } from '../../../shared/disputes';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { COACH_REVIEWS_FILE, type CoachReview } from './review-file';

const ADMIN_EMAIL = 'reviewer@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL, username: 'Reviewer' });
});
afterAll(() => city.stop());

let texts = 0;
/** A dispute of a suggestion made by these rules, on a new text. */
async function dispute(citizen: Citizen, rules: string[], text = `Grandma's kitchen is killing it again (${++texts})`): Promise<string> {
  const aiFeedback = { id: `BLOCKED:${rules.join('+')}`, type: 'BLOCKED', message: 'This reads as a threat.', severity: 'severe', examples: [], rules };
  const res = await citizen.client.post('/api/callable/submitDispute').send({ data: { userText: text, aiFeedback, reason: 'It is praise for a cook.' } }).expect(200);
  return res.body.result.disputeId;
}
const resolve = (id: string, body: object) => admin.client.post(`/api/admin/disputes/${id}/resolve`).send(body);
const reviews = (): CoachReview[] => {
  const file = path.join(city.dataDir, COACH_REVIEWS_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];
};

test('one dispute reads whatever its state; an unknown one is 404', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen, ['threat.en.kill']);
  const pending: Dispute = (await admin.client.get(`/api/admin/disputes/${id}`).expect(200)).body;
  expect(pending).toEqual(expect.objectContaining({ id, status: 'pending', label: null, aiFeedback: expect.objectContaining({ rules: ['threat.en.kill'] }) }));
  await resolve(id, { outcome: 'upheld', note: 'A threat it is.' }).expect(204);
  expect((await admin.client.get(`/api/admin/disputes/${id}`).expect(200)).body).toEqual(expect.objectContaining({ status: 'upheld', note: 'A threat it is.', label: null }));
  await admin.client.get('/api/admin/disputes/00000000-0000-4000-8000-00000000beef').expect(404);
});

test('an overturned dispute goes, with its label, into the review file the coach trains on; an upheld one does not', async () => {
  const citizen = await signedInCitizen(city, { language: 'fr' });
  const before = reviews().length;
  const overturned = await dispute(citizen, ['threat.fr.tuer'], 'Cette tarte tue, bravo au chef !');
  const labelled = await dispute(citizen, ['threat.fr.tuer', 'model:threat'], 'Tu es nul, franchement.');
  const upheld = await dispute(citizen, ['threat.fr.tuer']);

  await resolve(overturned, { outcome: 'overturned' }).expect(204);
  await resolve(labelled, { outcome: 'overturned', label: 'insult' }).expect(204);
  await resolve(upheld, { outcome: 'upheld' }).expect(204);
  expect((await resolve(upheld, { outcome: 'overturned', label: 'spicy' }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');

  expect(reviews().slice(before)).toEqual([
    { text: 'Cette tarte tue, bravo au chef !', rules: ['threat.fr.tuer'], label: 'clean', language: 'fr', date: expect.any(String) },
    { text: 'Tu es nul, franchement.', rules: ['threat.fr.tuer', 'model:threat'], label: 'insult', language: 'fr', date: expect.any(String) },
  ]);
  expect((await admin.client.get(`/api/admin/disputes/${labelled}`).expect(200)).body.label).toBe('insult');
  const { entries } = (await admin.client.get(`/api/admin/audit?targetId=${labelled}`).expect(200)).body;
  expect(entries).toEqual([expect.objectContaining({ action: 'dispute.overturned', targetType: 'dispute', actor: expect.objectContaining({ uid: admin.user.uid }) })]);
});

test('the stats rank the rules by how often they were overturned', async () => {
  const citizen = await signedInCitizen(city);
  for (const outcome of ['overturned', 'overturned', 'upheld']) await resolve(await dispute(citizen, ['stats.often']), { outcome }).expect(204);
  await resolve(await dispute(citizen, ['stats.seldom', 'stats.often']), { outcome: 'overturned' }).expect(204);
  await resolve(await dispute(citizen, ['stats.seldom']), { outcome: 'upheld' }).expect(204);
  await dispute(citizen, ['stats.pending']);

  const { rules } = (await admin.client.get('/api/admin/disputes/stats').expect(200)).body as { rules: Array<{ rule: string }> };
  const ours = rules.filter((r) => r.rule.startsWith('stats.'));
  expect(ours).toEqual([
    { rule: 'stats.often', overturned: 3, upheld: 1 },
    { rule: 'stats.seldom', overturned: 1, upheld: 1 },
  ]);
});

test('two admins overturning at once write the review file and the history once', async () => {
  const second = await signedInCitizen(city);
  await city.db.query('update users set is_admin = true where uid = $1', [second.user.uid]);
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen, ['race.en.once']);
  const before = reviews().length;
  const replies = await Promise.all([resolve(id, { outcome: 'overturned' }), second.client.post(`/api/admin/disputes/${id}/resolve`).send({ outcome: 'overturned' })]);
  expect(replies.map((r) => r.status).sort()).toEqual([204, 409]);
  expect(reviews().slice(before).map((r) => r.rules)).toEqual([['race.en.once']]);
  expect((await citizen.client.get(`/api/users/${citizen.user.uid}/reputation`).expect(200)).body.history).toHaveLength(1);
});
