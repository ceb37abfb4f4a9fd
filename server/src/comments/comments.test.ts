import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('comments and replies nest down to level 5 and no further', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const p = await post(author.client, { content: 'discuss' });
  let parentId: string = p.id;
  for (let level = 0; level <= 5; level++) {
    const res = await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: `level ${level}`, ...(level ? { parentId } : {}) }).expect(201);
    expect(res.body).toMatchObject({ postId: p.id, parentId, level, text: `level ${level}`, authorId: reader.user.uid, authorReputation: 40, aiFlags: [] });
    parentId = res.body.id;
  }
  const tooDeep = await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'level 6', parentId }).expect(400);
  expect(tooDeep.body.error.code).toBe('NESTING_TOO_DEEP');

  const page = (await author.client.get(`/api/posts/${p.id}`).expect(200)).body;
  expect(page.commentsCount).toBe(6);
  expect(page.comments.map((c: { level: number }) => c.level)).toEqual([0, 1, 2, 3, 4, 5]);
});

test('a comment must have text after trimming and a parent on the same post', async () => {
  const { client } = await signedInCitizen(city);
  const p = await post(client, { content: 'one' });
  const q = await post(client, { content: 'two' });
  expect((await client.post(`/api/posts/${p.id}/comments`).send({ text: '   ' }).expect(400)).body.error.code).toBe('COMMENT_EMPTY');
  await client.post(`/api/posts/${p.id}/comments`).send({ text: 'x'.repeat(2001) }).expect(400);
  const c = (await client.post(`/api/posts/${q.id}/comments`).send({ text: 'on two' }).expect(201)).body;
  await client.post(`/api/posts/${p.id}/comments`).send({ text: 'cross-post reply', parentId: c.id }).expect(400);
  expect((await client.get(`/api/posts/${p.id}`)).body.commentsCount).toBe(0);
});

test('when the author closes comments, new ones are refused with 403', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const p = await post(author.client, { content: 'closing soon' });
  await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'just in time' }).expect(201);
  await author.client.patch(`/api/posts/${p.id}`).send({ commentsClosed: true }).expect(200);
  const res = await reader.client.post(`/api/posts/${p.id}/comments`).send({ text: 'too late' }).expect(403);
  expect(res.body.error.code).toBe('COMMENTS_CLOSED');
  await reader.client.patch(`/api/posts/${p.id}`).send({ commentsClosed: false }).expect(403);
});

test('the post author hears of comments and the parent’s author of replies', async () => {
  const author = await signedInCitizen(city);
  const first = await signedInCitizen(city);
  const second = await signedInCitizen(city);
  const p = await post(author.client, { content: 'talk to me' });
  const c = (await first.client.post(`/api/posts/${p.id}/comments`).send({ text: 'hello' }).expect(201)).body;
  await second.client.post(`/api/posts/${p.id}/comments`).send({ text: 'hi back', parentId: c.id }).expect(201);
  const types = async (who: typeof author) => (await who.client.get('/api/notifications')).body.notifications.map((n: { type: string }) => n.type);
  expect(await types(author)).toEqual(['comment', 'comment']);
  expect(await types(first)).toEqual(['reply']);
  expect(await types(second)).toEqual([]);
});
