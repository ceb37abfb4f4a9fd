import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('people are found by name or handle, posts by words in English and French', async () => {
  const marie = await signedInCitizen(city, { username: 'Marie Curie', handle: '@radium_marie' });
  const viewer = await signedInCitizen(city);
  const english = await post(marie.client, { content: 'The citizens were running to the libraries #reading' });
  const french = await post(marie.client, { content: 'Les citoyennes mangeaient des pommes au marché #marché' });

  const byName = (await viewer.client.get('/api/search?q=curie').expect(200)).body;
  expect(byName.users.map((u: { uid: string }) => u.uid)).toEqual([marie.user.uid]);
  expect(byName.users[0]).not.toHaveProperty('email');
  expect((await viewer.client.get('/api/search?q=%40radium').expect(200)).body.users.map((u: { uid: string }) => u.uid)).toEqual([marie.user.uid]);
  expect((await viewer.client.get('/api/search?q=mar').expect(200)).body.users.map((u: { uid: string }) => u.uid)).toEqual([marie.user.uid]);

  const ids = async (q: string) => (await viewer.client.get('/api/search').query({ q }).expect(200)).body.posts.map((p: { id: string }) => p.id);
  expect(await ids('library run')).toEqual([english.id]);
  expect(await ids('pomme mangeait')).toEqual([french.id]);
  expect(await ids('citizen')).toEqual([english.id]);
  expect(await ids('zzz nothing')).toEqual([]);

  const tags = (await viewer.client.get('/api/search?q=%23march').expect(200)).body.hashtags;
  expect(tags).toEqual([{ tag: 'marché', count: 1 }]);
});

test('hashtag pages list posts carrying the tag, newest first, in pages', async () => {
  const { client } = await signedInCitizen(city);
  const made = [];
  for (let i = 0; i < 5; i++) made.push(await post(client, { content: `day ${i} #CityLife` }));
  await post(client, { content: 'no tag here, just #citylifestyle' });
  const first = (await client.get('/api/hashtags/citylife/posts?limit=3').expect(200)).body;
  expect(first.posts.map((p: { id: string }) => p.id)).toEqual(made.slice(2).reverse().map((p) => p.id));
  const second = (await client.get('/api/hashtags/CityLife/posts').query({ limit: 3, cursor: first.nextCursor }).expect(200)).body;
  expect(second.posts.map((p: { id: string }) => p.id)).toEqual(made.slice(0, 2).reverse().map((p) => p.id));
  expect(second.nextCursor).toBeNull();
});

test('odd queries are handled, never a 500', async () => {
  const { client } = await signedInCitizen(city);
  for (const q of ['%', '_', "'; drop table users; --", '!!!', '"unclosed', 'a & b | c', '@', '#']) {
    await client.get('/api/search').query({ q }).expect(200);
  }
  expect((await client.get('/api/search?q=').expect(400)).body.error.code).toBe('SEARCH_EMPTY');
  await client.get(`/api/search?q=${'x'.repeat(201)}`).expect(400);
});
