import { io as connect } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

const ADMIN_EMAIL = 'judge@example.com';
const SECOND_ADMIN_EMAIL = 'second.judge@example.com';
const LEAVING_ADMIN_EMAIL = 'leaving.judge@example.com';

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL},${LEAVING_ADMIN_EMAIL}` } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL });
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;
const aiFeedback = { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'This calls a person names.', severity: 'moderate', examples: [] };

let texts = 0;
const fileDispute = (citizen: Citizen, data: object) => citizen.client.post('/api/callable/submitDispute').send({ data });

/** Files a dispute of the coach's feedback on a new text (a suggestion on one text is disputed once). */
async function dispute(citizen: Citizen, reason = 'It was a compliment to a performer.', userText = `You clown, great show! (${++texts})`): Promise<string> {
  const res = await fileDispute(citizen, { userText, aiFeedback, reason, source: 'https://example.org/circus' }).expect(200);
  return res.body.result.disputeId;
}

const resolve = (id: string, body: object, by = admin) => by.client.post(`/api/admin/disputes/${id}/resolve`).send(body);
const queue = async (query = '') => (await admin.client.get(`/api/admin/disputes${query}`).expect(200)).body;
const reputation = async (c: Citizen) => (await c.client.get(`/api/users/${c.user.uid}/reputation`).expect(200)).body;
const coachability = async (c: Citizen) => (await reputation(c)).reputationScore.coachability;
const disputeNotifications = async (c: Citizen) =>
  (await c.client.get('/api/notifications').expect(200)).body.notifications.filter((n: { type: string }) => n.type === 'dispute_resolved');

test('only admins reach the disputes queue: 401 signed out, 403 for citizens', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  const anonymous = city.client();
  expect((await anonymous.get('/api/admin/disputes').expect(401)).body.error.code).toBe('UNAUTHENTICATED');
  expect((await anonymous.post(`/api/admin/disputes/${id}/resolve`).send({ outcome: 'overturned' }).expect(401)).body.error.code).toBe('UNAUTHENTICATED');
  expect((await citizen.client.get('/api/admin/disputes').expect(403)).body.error.code).toBe('FORBIDDEN');
  expect((await resolve(id, { outcome: 'overturned' }, citizen).expect(403)).body.error.code).toBe('FORBIDDEN');
  expect(await coachability(citizen)).toBe(50);
});

test('an admin sees what the citizen disputed, pending first then newest first, page by page', async () => {
  const citizen = await signedInCitizen(city);
  const oldest = await dispute(citizen, 'first', 'You clown, great show!');
  const middle = await dispute(citizen, 'second');
  const newest = await dispute(citizen, 'third');
  await resolve(newest, { outcome: 'upheld', note: '  The coach was right.  ' }).expect(204);

  const { disputes, nextCursor } = await queue();
  expect(nextCursor).toBeNull();
  const mine = disputes.filter((d: { citizen: { uid: string } }) => d.citizen.uid === citizen.user.uid);
  expect(mine.map((d: { id: string }) => d.id)).toEqual([middle, oldest, newest]);
  expect(mine[1]).toEqual({
    id: oldest,
    citizen: { uid: citizen.user.uid, username: citizen.user.username, handle: citizen.user.handle },
    userText: 'You clown, great show!',
    aiFeedback,
    reason: 'first',
    source: 'https://example.org/circus',
    status: 'pending',
    createdAt: expect.any(String),
    resolvedAt: null,
    note: null,
    label: null,
    resolvedBy: null,
  });
  expect(mine[2]).toMatchObject({ status: 'upheld', note: 'The coach was right.', resolvedAt: expect.any(String), resolvedBy: { uid: admin.user.uid, username: admin.user.username } });
  const statuses = disputes.map((d: { status: string }) => d.status);
  expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((s: string) => s !== 'pending'));

  // Walking the queue two at a time gives the same list, with no repeats and no gaps.
  const walked: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: { disputes: { id: string }[]; nextCursor: string | null } = await queue(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    walked.push(...page.disputes.map((d) => d.id));
    cursor = page.nextCursor;
  }
  expect(walked).toEqual(disputes.map((d: { id: string }) => d.id));
  await admin.client.get('/api/admin/disputes?cursor=nonsense').expect(400);
});

test('overturned: the citizen was right, coachability +3, in the history, live, and notified', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: citizen.cookie }, reconnection: false });
  await new Promise<void>((done) => socket.once('connect', () => done()));
  const live = new Promise((done) => socket.once(SERVER_EVENTS.reputationUpdated, done));

  await resolve(id, { outcome: 'overturned' }).expect(204);

  const { reputationScore, history } = await reputation(citizen);
  expect(reputationScore.coachability).toBe(53);
  expect(history).toEqual([
    {
      id: expect.any(String),
      pillar: 'coachability',
      change: 3,
      reason: 'disputeOverturned',
      createdAt: expect.any(String),
      dispute: { suggestion: 'This calls a person names.', outcome: 'overturned', note: null },
    },
  ]);
  expect(await live).toEqual({ uid: citizen.user.uid, reputationScore: expect.objectContaining({ coachability: 53 }) });
  socket.close();
  expect(await disputeNotifications(citizen)).toEqual([expect.objectContaining({ type: 'dispute_resolved', disputeId: id, disputeOutcome: 'overturned', actor: null, read: false })]);
});

test('upheld: the coach was right, coachability -1, and notified', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  await resolve(id, { outcome: 'upheld', note: 'Calling someone a clown is an insult.' }).expect(204);
  const { reputationScore, history } = await reputation(citizen);
  expect(reputationScore.coachability).toBe(49);
  expect(history).toEqual([expect.objectContaining({ pillar: 'coachability', change: -1, reason: 'disputeUpheld' })]);
  expect(await disputeNotifications(citizen)).toEqual([expect.objectContaining({ disputeId: id, disputeOutcome: 'upheld' })]);
});

test('a dispute read by another admin says who ruled on it, as the audit log does: no one once that admin has left', async () => {
  const leaving = await signedInCitizen(city, { email: LEAVING_ADMIN_EMAIL, username: 'Leaving Judge' });
  const id = await dispute(await signedInCitizen(city));
  const read = async () => (await admin.client.get(`/api/admin/disputes/${id}`).expect(200)).body;
  expect((await read()).resolvedBy).toBeNull();

  await resolve(id, { outcome: 'overturned' }, leaving).expect(204);
  expect(await read()).toMatchObject({ status: 'overturned', resolvedBy: { uid: leaving.user.uid, username: 'Leaving Judge' } });

  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  expect(await read()).toMatchObject({ status: 'overturned', resolvedBy: null });
});

test('a ruling is final: resolving again is refused with 409 and changes nothing', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  await resolve(id, { outcome: 'overturned', note: 'Fair point.' }).expect(204);
  const before = (await queue()).disputes.find((d: { id: string }) => d.id === id);

  const again = await resolve(id, { outcome: 'upheld', note: 'Changed my mind.' }).expect(409);
  expect(again.body.error).toEqual({ code: 'DISPUTE_ALREADY_RESOLVED', message: 'This dispute has already been resolved.' });
  await resolve(id, { outcome: 'overturned' }).expect(409);

  expect((await queue()).disputes.find((d: { id: string }) => d.id === id)).toEqual(before);
  expect(before).toMatchObject({ status: 'overturned', note: 'Fair point.' });
  expect(await coachability(citizen)).toBe(53);
  expect((await reputation(citizen)).history).toHaveLength(1);
  expect(await disputeNotifications(citizen)).toHaveLength(1);
});

test('a bad body is refused with 400, an unknown dispute with 404, and neither changes anything', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  for (const body of [{ outcome: 'maybe' }, {}, { outcome: 'upheld', note: 'x'.repeat(2001) }]) {
    expect((await resolve(id, body).expect(400)).body.error).toMatchObject({ code: expect.any(String), fields: expect.any(Object) });
  }
  expect((await resolve('no-such-dispute', { outcome: 'upheld' }).expect(404)).body.error.code).toBe('NOT_FOUND');
  expect((await queue()).disputes.find((d: { id: string }) => d.id === id).status).toBe('pending');
  expect(await coachability(citizen)).toBe(50);
});

test('rulings neither count against the daily caps nor are held by them, but stay within 0..100', async () => {
  const citizen = await signedInCitizen(city);
  const acknowledge = (postId: string) =>
    citizen.client.post('/api/callable/acknowledgeAiSuggestion').send({ data: { postId, suggestionId: 'REFINEMENT:insult' } }).expect(200);
  await resolve(await dispute(citizen), { outcome: 'overturned' }).expect(204);
  for (let i = 0; i < 6; i++) await acknowledge(`new_${i}`);
  expect(await coachability(citizen)).toBe(63); // 50 + 3, then the full daily +10 from acknowledgements
  await resolve(await dispute(citizen), { outcome: 'overturned' }).expect(204);
  expect(await coachability(citizen)).toBe(66);

  await city.db.query('update users set coachability = 99 where uid = $1', [citizen.user.uid]);
  await resolve(await dispute(citizen), { outcome: 'overturned' }).expect(204);
  expect(await coachability(citizen)).toBe(100);
  expect((await reputation(citizen)).history[0]).toMatchObject({ change: 1, reason: 'disputeOverturned' });
  // At the bound the score stays, and the ruling still shows in the history.
  await resolve(await dispute(citizen), { outcome: 'overturned' }).expect(204);
  expect(await coachability(citizen)).toBe(100);
  expect((await reputation(citizen)).history[0]).toMatchObject({ change: 0, reason: 'disputeOverturned', dispute: { outcome: 'overturned' } });

  await city.db.query('update users set coachability = 0 where uid = $1', [citizen.user.uid]);
  await resolve(await dispute(citizen), { outcome: 'upheld' }).expect(204);
  expect(await coachability(citizen)).toBe(0);
  expect((await reputation(citizen)).history[0]).toMatchObject({ change: 0, reason: 'disputeUpheld', dispute: { outcome: 'upheld' } });
});

test('a ruling that cannot be completed leaves the dispute pending, the score and the notifications as they were', async () => {
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  // The notification, the last step of a ruling, cannot be stored: the whole ruling must fall through.
  await city.db.query("alter table notifications add constraint refuse_dispute_notices check (type <> 'dispute_resolved') not valid");
  try {
    expect((await resolve(id, { outcome: 'overturned' })).status).toBe(500);
  } finally {
    await city.db.query('alter table notifications drop constraint refuse_dispute_notices');
  }
  expect((await queue()).disputes.find((d: { id: string }) => d.id === id)).toMatchObject({ status: 'pending', resolvedAt: null });
  expect(await reputation(citizen)).toMatchObject({ reputationScore: expect.objectContaining({ coachability: 50 }), history: [] });
  expect(await disputeNotifications(citizen)).toEqual([]);

  // Once the fault is gone the admin rules again, and everything happens once.
  await resolve(id, { outcome: 'overturned' }).expect(204);
  expect(await coachability(citizen)).toBe(53);
  expect(await disputeNotifications(citizen)).toHaveLength(1);
});

test('a suggestion on a text is disputed once: a second dispute is refused with 409 and files nothing', async () => {
  const citizen = await signedInCitizen(city);
  const data = { userText: 'You clown, what a show!', aiFeedback, reason: 'A compliment.' };
  await fileDispute(citizen, data).expect(200);

  for (const again of [data, { ...data, userText: '  You clown, what a show!\n', reason: 'Another reason.', source: 'https://example.org/b' }]) {
    const refused = await fileDispute(citizen, again).expect(409);
    expect(refused.body.error).toEqual({ status: 'FAILED_PRECONDITION', code: 'DISPUTE_ALREADY_FILED', message: 'You have already disputed this suggestion on this text.' });
  }
  const mine = async () => (await queue()).disputes.filter((d: { citizen: { uid: string } }) => d.citizen.uid === citizen.user.uid);
  expect(await mine()).toHaveLength(1);

  // Another text, another suggestion or another citizen is another dispute; a ruling does not reopen the first.
  await fileDispute(citizen, { ...data, userText: 'You clown, what a night!' }).expect(200);
  await fileDispute(citizen, { ...data, aiFeedback: { ...aiFeedback, id: 'REFINEMENT:dismissive' } }).expect(200);
  await fileDispute(await signedInCitizen(city), data).expect(200);
  await resolve((await mine()).find((d: { userText: string }) => d.userText === data.userText).id, { outcome: 'upheld' }).expect(204);
  await fileDispute(citizen, data).expect(409);
  expect(await mine()).toHaveLength(3);
});

test('the same dispute sent twice at once is filed once', async () => {
  const citizen = await signedInCitizen(city);
  const data = { userText: 'You clown, twice at once!', aiFeedback, reason: 'A compliment.' };
  const statuses = (await Promise.all([fileDispute(citizen, data), fileDispute(citizen, data)])).map((r) => r.status);
  expect(statuses.sort()).toEqual([200, 409]);
  expect((await queue()).disputes.filter((d: { citizen: { uid: string } }) => d.citizen.uid === citizen.user.uid)).toHaveLength(1);
});

test('two admins ruling at once: one succeeds, the other hears it is already resolved, and the history moves once', async () => {
  const secondAdmin = await signedInCitizen(city, { email: SECOND_ADMIN_EMAIL });
  const citizen = await signedInCitizen(city);
  const id = await dispute(citizen);
  const replies = await Promise.all([resolve(id, { outcome: 'overturned' }), resolve(id, { outcome: 'upheld' }, secondAdmin)]);
  expect(replies.map((r) => r.status).sort()).toEqual([204, 409]);
  expect(replies.find((r) => r.status === 409)!.body.error.code).toBe('DISPUTE_ALREADY_RESOLVED');

  const winner = replies[0].status === 204 ? 'overturned' : 'upheld';
  const { reputationScore, history } = await reputation(citizen);
  expect(history).toEqual([expect.objectContaining({ reason: winner === 'overturned' ? 'disputeOverturned' : 'disputeUpheld', dispute: expect.objectContaining({ outcome: winner }) })]);
  expect(reputationScore.coachability).toBe(winner === 'overturned' ? 53 : 49);
  expect(await disputeNotifications(citizen)).toEqual([expect.objectContaining({ disputeId: id, disputeOutcome: winner })]);
});

test("the ruling shows in the citizen's own history with the admin's note; other citizens see only the move", async () => {
  const citizen = await signedInCitizen(city);
  const neighbour = await signedInCitizen(city);
  await resolve(await dispute(citizen), { outcome: 'upheld', note: 'Name-calling, even in jest.' }).expect(204);

  expect((await reputation(citizen)).history).toEqual([
    expect.objectContaining({ change: -1, reason: 'disputeUpheld', dispute: { suggestion: 'This calls a person names.', outcome: 'upheld', note: 'Name-calling, even in jest.' } }),
  ]);
  const seenByNeighbour = (await neighbour.client.get(`/api/users/${citizen.user.uid}/reputation`).expect(200)).body.history;
  expect(seenByNeighbour).toEqual([{ id: expect.any(String), pillar: 'coachability', change: -1, reason: 'disputeUpheld', createdAt: expect.any(String) }]);
});
