import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('agree, then disagree, then press disagree again: exclusive toggles with exact counts', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const other = await signedInCitizen(city);
  const p = await post(author.client, { content: 'react to me' });

  const agreed = await react(reader.client, p.id, 'agree');
  expect(agreed.status).toBe(200);
  expect(agreed.body.result).toEqual({ reactions: { agreeCount: 1, disagreeCount: 0, agreedBy: [reader.user.uid], disagreedBy: [] }, myReaction: 'agree' });
  await react(other.client, p.id, 'agree');

  const switched = (await react(reader.client, p.id, 'disagree')).body.result;
  expect(switched.myReaction).toBe('disagree');
  expect(switched.reactions).toMatchObject({ agreeCount: 1, disagreeCount: 1, agreedBy: [other.user.uid], disagreedBy: [reader.user.uid] });

  const removed = (await react(reader.client, p.id, 'disagree')).body.result;
  expect(removed).toMatchObject({ myReaction: null, reactions: { agreeCount: 1, disagreeCount: 0 } });

  const seen = (await reader.client.get(`/api/posts/${p.id}`)).body;
  expect(seen).toMatchObject({ myReaction: null, reactions: { agreeCount: 1, disagreeCount: 0 } });
  expect((await other.client.get(`/api/posts/${p.id}`)).body.myReaction).toBe('agree');
});

test('an agree notifies the author once; withdrawing it takes the notification back', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const p = await post(author.client, { content: 'notify me' });
  await react(reader.client, p.id, 'agree');
  let list = (await author.client.get('/api/notifications')).body;
  expect(list.notifications.map((n: { type: string; postId: string }) => [n.type, n.postId])).toEqual([['agree', p.id]]);
  await react(reader.client, p.id, 'agree');
  list = (await author.client.get('/api/notifications')).body;
  expect(list.notifications).toEqual([]);
  await react(author.client, p.id, 'agree');
  expect((await author.client.get('/api/notifications')).body.notifications).toEqual([]);
});

test('many concurrent presses by one citizen never leave counts that disagree with the stored reactions', async () => {
  const author = await signedInCitizen(city);
  const readers = await Promise.all([1, 2, 3].map(() => signedInCitizen(city)));
  const p = await post(author.client, { content: 'race me' });
  await Promise.all(
    readers.flatMap((reader, r) => Array.from({ length: 12 }, (_, i) => react(reader.client, p.id, (i + r) % 3 === 0 ? 'disagree' : 'agree'))),
  );
  const { rows } = await city.db.query<{ type: string; n: number }>('select type, count(*)::int as n from post_reactions where post_id = $1 group by type', [p.id]);
  const stored = Object.fromEntries(rows.map((r) => [r.type, r.n]));
  const counts = (await author.client.get(`/api/posts/${p.id}`)).body.reactions;
  expect([counts.agreeCount, counts.disagreeCount]).toEqual([stored.agree ?? 0, stored.disagree ?? 0]);
});

test('bad calls get the callable error format', async () => {
  const { client } = await signedInCitizen(city);
  const missing = await client.post('/api/callable/reactToPost').send({ data: { postId: 'x', reactionType: 'love' } });
  expect(missing.status).toBe(400);
  expect(missing.body.error.status).toBe('INVALID_ARGUMENT');
  const unknown = await react(client, 'no-such-post', 'agree');
  expect([unknown.status, unknown.body.error.status]).toEqual([404, 'NOT_FOUND']);
  const anonymous = await city.client().post('/api/callable/reactToPost').send({ data: { postId: 'x', reactionType: 'agree' } });
  expect([anonymous.status, anonymous.body.error.status]).toEqual([401, 'UNAUTHENTICATED']);
  const nothing = await client.post('/api/callable/doesNotExist').send({ data: {} });
  expect([nothing.status, nothing.body.error.status]).toEqual([404, 'NOT_FOUND']);
});
