import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

const FORWARD = 'on #alpha #beta #gamma #delta';
const BACKWARD = 'on #delta #gamma #beta #alpha';

/** Each tag's post count is a row a trigger updates: posts naming the same tags in other orders take those rows in other orders. */
test('posts and edits naming the same tags in opposite orders, all at once: every one saved, every tag counted right', async () => {
  const writers = await Promise.all([1, 2, 3, 4].map(() => signedInCitizen(city)));
  const edited = await Promise.all(writers.map((w) => post(w.client, { content: 'soon tagged' })));
  const answers = await Promise.all([
    ...Array.from({ length: 24 }, (_, i) => writers[i % writers.length].client.post('/api/posts').send({ content: i % 2 ? FORWARD : BACKWARD })),
    ...edited.map((p, i) => writers[i].client.patch(`/api/posts/${p.id}`).send({ content: i % 2 ? BACKWARD : FORWARD })),
  ]);
  expect(answers.map((a) => a.status).filter((status) => status >= 300)).toEqual([]);
  const { rows } = await city.db.query<{ tag: string; post_count: number; rows: number }>(
    `select h.tag, h.post_count, (select count(*)::int from post_hashtags p where p.tag = h.tag) as rows from hashtags h
     where h.tag in ('alpha', 'beta', 'gamma', 'delta') order by h.tag`,
  );
  expect(rows.map((r) => [r.tag, r.post_count])).toEqual(['alpha', 'beta', 'delta', 'gamma'].map((tag) => [tag, 28]));
  for (const r of rows) expect(r.post_count).toBe(r.rows);
});
