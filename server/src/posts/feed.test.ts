import { feedRank } from '../../../shared/posts';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

/** Sets all three pillars to `total`, so the citizen's total is `total`. */
async function setTotal(citizen: Citizen, total: number) {
  await city.db.query('update users set identity = $2, coachability = $2, community_trust = $2 where uid = $1', [citizen.user.uid, total]);
  await city.db.query('update posts set rank_reputation = $2 where author_id = $1', [citizen.user.uid, total]);
}

async function postAged(citizen: Citizen, content: string, hoursAgo: number) {
  const p = await post(citizen.client, { content });
  await city.db.query(`update posts set created_at = now() - $2 * interval '1 hour' where id = $1`, [p.id, hoursAgo]);
  return p.id as string;
}

async function allPages(client: Citizen['client'], tab: string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  for (let page = 1; page < 50; page++) {
    const res: { body: { page: number; posts: Array<{ id: string }>; hasMore: boolean; nextCursor: string | null } } = await client
      .get('/api/feed')
      .query({ tab, page, ...(cursor ? { cursor } : {}) })
      .expect(200);
    expect(res.body.page).toBe(page);
    pages.push(res.body.posts.map((p) => p.id));
    if (!res.body.hasMore) {
      expect(res.body.nextCursor).toBeNull();
      break;
    }
    cursor = res.body.nextCursor;
  }
  return pages;
}

describe('For You', () => {
  let viewer: Citizen;
  const expected: Array<{ id: string; rank: number }> = [];

  beforeAll(async () => {
    const [star, middling, newcomer] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
    viewer = await signedInCitizen(city);
    const authors = [
      { citizen: star, total: 92 },
      { citizen: middling, total: 60 },
      { citizen: newcomer, total: 20 },
    ];
    for (const { citizen, total } of authors) {
      await setTotal(citizen, total);
      for (const hours of [0.5, 5, 26, 75, 150, 170, 200, 700]) {
        const id = await postAged(citizen, `post by ${total} aged ${hours}h`, hours);
        expected.push({ id, rank: feedRank(total, new Date(Date.now() - hours * 3600_000), new Date()) });
      }
    }
    // Equal ranks (posts past the 7-day window by one author) are ordered by id, newest id first.
    expected.sort((a, b) => b.rank - a.rank || (a.id < b.id ? 1 : -1));
  });

  test('ranks every visible post by 0.5 x reputation/100 + 0.5 x recency, 10 a page', async () => {
    const pages = await allPages(viewer.client, 'forYou');
    expect(pages.map((p) => p.length)).toEqual([10, 10, 4]);
    expect(pages.flat()).toEqual(expected.map((e) => e.id));
  });

  test('pages stay stable while new posts arrive: no duplicates, no gaps', async () => {
    const first = await viewer.client.get('/api/feed?tab=forYou&page=1').expect(200);
    const author = await signedInCitizen(city);
    await setTotal(author, 100);
    for (let i = 0; i < 3; i++) await post(author.client, { content: `breaking news ${i}` });
    const seen: string[] = first.body.posts.map((p: { id: string }) => p.id);
    let cursor = first.body.nextCursor;
    for (let page = 2; cursor && page < 50; page++) {
      const res = await viewer.client.get('/api/feed').query({ tab: 'forYou', page, cursor }).expect(200);
      seen.push(...res.body.posts.map((p: { id: string }) => p.id));
      cursor = res.body.nextCursor;
    }
    expect(seen).toEqual(expected.map((e) => e.id));
    // A fresh page 1 shows the new posts first.
    const fresh = await viewer.client.get('/api/feed?tab=forYou&page=1').expect(200);
    expect(fresh.body.posts.slice(0, 3).map((p: { content: string }) => p.content).sort()).toEqual(['breaking news 0', 'breaking news 1', 'breaking news 2']);
    await city.db.query('update posts set deleted_at = now() where author_id = $1', [author.user.uid]);
  });

  test('a page number without a cursor gives the same page', async () => {
    const res = await viewer.client.get('/api/feed?tab=forYou&page=2').expect(200);
    expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual(expected.slice(10, 20).map((e) => e.id));
  });

  test('bad feed queries are refused', async () => {
    await viewer.client.get('/api/feed?tab=popular').expect(400);
    await viewer.client.get('/api/feed?page=0').expect(400);
    expect((await viewer.client.get('/api/feed?cursor=nonsense').expect(400)).body.error.code).toBe('INVALID_CURSOR');
  });
});

test('the Following tab keeps only posts by people the viewer follows', async () => {
  const [viewer, followed, other] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  await viewer.client.post(`/api/users/${followed.user.uid}/follow`).expect(200);
  const mine = await post(followed.client, { content: 'followed voice' });
  await post(other.client, { content: 'other voice' });
  await post(viewer.client, { content: 'my own voice' });
  const res = await viewer.client.get('/api/feed?tab=following').expect(200);
  expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual([mine.id]);
  await viewer.client.delete(`/api/users/${followed.user.uid}/follow`).expect(204);
  expect((await viewer.client.get('/api/feed?tab=following').expect(200)).body.posts).toEqual([]);
});

test('the ranking covers every post, not only the newest 100', async () => {
  // A city of its own: fresh posts of the other tests would rightly outrank the old one.
  const outer = city;
  city = await startTestCity();
  const [veteran, crowd, viewer] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  await setTotal(veteran, 100);
  const old = await postAged(veteran, 'wisdom from last month', 24 * 30);
  await setTotal(crowd, 0);
  await city.db.query(
    `insert into posts (id, author_id, content, author_reputation, rank_reputation, created_at)
     select 'crowd-' || i, $1, 'noise ' || i, 0, 0, now() - make_interval(mins => i) from generate_series(1, 120) as i`,
    [crowd.user.uid],
  );
  const res = await viewer.client.get('/api/feed?tab=forYou&page=1').expect(200);
  expect(res.body.posts[0].id).toBe(old);
  await city.stop();
  city = outer;
});
