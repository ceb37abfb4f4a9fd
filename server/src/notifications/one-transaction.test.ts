import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

/**
 * A write and its notification are one transaction. Proof: in this city every notification insert
 * fails (a trigger refuses it), and the follow, comment or agree it would tell of must not stand.
 */
let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
  await city.db.exec(`
    create function refuse_notification() returns trigger language plpgsql as $$
    begin
      raise exception 'notifications are refused in this test';
    end $$;
    create trigger refuse_notifications before insert on notifications for each row execute function refuse_notification();
  `);
});
afterAll(() => city.stop());

const count = async (sql: string, params: unknown[]) => (await city.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n;

test('a follow whose notification cannot be written does not stand', async () => {
  const follower = await signedInCitizen(city);
  const followee = await signedInCitizen(city);
  const res = await follower.client.post(`/api/users/${followee.user.uid}/follow`);
  expect(res.status).toBe(500);
  expect(await count('follows where follower_id = $1 and followee_id = $2', [follower.user.uid, followee.user.uid])).toBe(0);
});

test('a comment whose notification cannot be written does not stand, nor does its count', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const p = await post(author.client, { content: 'say something' });
  const res = await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'something' });
  expect(res.status).toBe(500);
  expect(await count('comments where post_id = $1', [p.id])).toBe(0);
  expect((await author.client.get(`/api/posts/${p.id}`)).body.commentsCount).toBe(0);
});

test('an agree whose notification cannot be written does not stand, nor do its count and the author’s trust', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const p = await post(author.client, { content: 'agree with me' });
  const res = await react(reader.client, p.id, 'agree');
  expect(res.status).toBe(500);
  expect(await count('post_reactions where post_id = $1', [p.id])).toBe(0);
  expect((await author.client.get(`/api/posts/${p.id}`)).body.reactions.agreeCount).toBe(0);
  const { rows } = await city.db.query<{ trust_weight: number; community_trust: number }>('select trust_weight, community_trust from users where uid = $1', [author.user.uid]);
  expect(rows[0]).toEqual({ trust_weight: 0, community_trust: 50 });
});
