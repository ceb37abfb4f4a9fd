import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import type { ReportQueueEntry } from '../../../shared/reports';

const ADMIN_EMAIL = 'moderator@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_MULTIPLIER: '100' } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL });
});
afterAll(() => city.stop());

const report = (citizen: Citizen, data: object) => citizen.client.post('/api/callable/createReport').send({ data });
const reportPost = (citizen: Citizen, postId: string, authorId: string, reason: string) => report(citizen, { postId, postAuthorId: authorId, reason });

async function queueEntry(itemId: string): Promise<ReportQueueEntry | undefined> {
  const { items } = (await admin.client.get('/api/admin/reports?limit=50').expect(200)).body as { items: ReportQueueEntry[] };
  return items.find((entry) => entry.itemId === itemId);
}

async function authorWithPost(content = 'A post some will not like.') {
  const author = await signedInCitizen(city);
  const { id } = await post(author.client, { content });
  return { author, postId: id as string };
}

test('a citizen reports a post with one of the reasons, and the admin sees it with its reason and author', async () => {
  const { author, postId } = await authorWithPost();
  const reporter = await signedInCitizen(city);
  const res = await reportPost(reporter, postId, author.user.uid, 'spam').expect(200);
  expect(res.body.result.reportId).toEqual(expect.any(String));

  expect(await queueEntry(postId)).toEqual({
    itemType: 'post',
    itemId: postId,
    item: expect.objectContaining({ text: 'A post some will not like.', postId, author: expect.objectContaining({ uid: author.user.uid, reputation: expect.any(Number) }) }),
    reporterCount: 1,
    reasonCounts: { spam: 1 },
    lastReportedAt: expect.any(String),
    status: 'open',
    resolvedBy: null,
    reports: [expect.objectContaining({ id: res.body.result.reportId, reason: 'spam', details: null, status: 'open', reporter: expect.objectContaining({ uid: reporter.user.uid }) })],
  });
});

test('reasons are validated: one must be given, "other" needs details, which are sent in place of the key', async () => {
  const { author, postId } = await authorWithPost();
  const reporter = await signedInCitizen(city);
  const refusal = async (reason: unknown) => (await reportPost(reporter, postId, author.user.uid, reason as string).expect(400)).body.error;

  expect(await refusal('')).toEqual({ status: 'INVALID_ARGUMENT', code: 'REPORT_REASON_REQUIRED', message: 'Please choose a reason for your report.' });
  expect((await refusal('   ')).code).toBe('REPORT_REASON_REQUIRED');
  expect((await refusal(undefined)).status).toBe('INVALID_ARGUMENT');
  expect(await refusal('other')).toEqual({ status: 'INVALID_ARGUMENT', code: 'REPORT_DETAILS_REQUIRED', message: 'Please describe the problem.' });
  expect((await refusal('x'.repeat(1001))).code).toBe('TOO_LONG');
  expect((await refusal('bad\u0000text')).code).toBe('INVALID_CHARACTERS');
  expect(await queueEntry(postId)).toBeUndefined();

  await reportPost(reporter, postId, author.user.uid, '  It copies my article word for word.  ').expect(200);
  expect((await queueEntry(postId))?.reports).toEqual([expect.objectContaining({ reason: 'other', details: 'It copies my article word for word.' })]);
});

test('one citizen reporting the same item again counts once; other citizens add to the count', async () => {
  const { author, postId } = await authorWithPost();
  const [first, second] = [await signedInCitizen(city), await signedInCitizen(city)];
  const once = await reportPost(first, postId, author.user.uid, 'spam').expect(200);
  const again = await reportPost(first, postId, author.user.uid, 'hate').expect(200);
  expect(again.body.result.reportId).toBe(once.body.result.reportId);
  await reportPost(second, postId, author.user.uid, 'hate').expect(200);

  const entry = await queueEntry(postId);
  expect(entry?.reporterCount).toBe(2);
  expect(entry?.reasonCounts).toEqual({ hate: 2 });
  expect(entry?.reports.map((r) => r.reporter.uid)).toEqual([second.user.uid, first.user.uid]);
});

test('comments and messages are reported too, with what they said and where', async () => {
  const { author, postId } = await authorWithPost();
  const commenter = await signedInCitizen(city);
  const comment = (await commenter.client.post(`/api/posts/${postId}/comments`).send({ text: 'A rude remark.' }).expect(201)).body;
  await report(author, { commentId: comment.id, reason: 'hate' }).expect(200);
  expect(await queueEntry(comment.id)).toEqual(
    expect.objectContaining({ itemType: 'comment', item: expect.objectContaining({ text: 'A rude remark.', postId, author: expect.objectContaining({ uid: commenter.user.uid }) }) }),
  );

  await author.client.post(`/api/users/${commenter.user.uid}/follow`).expect(200);
  await commenter.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  const conversationId = (await author.client.post('/api/conversations').send({ userId: commenter.user.uid }).expect(201)).body.id;
  const message = (await commenter.client.post(`/api/conversations/${conversationId}/messages`).send({ text: 'Buy my pills now.' }).expect(201)).body;
  await report(author, { messageId: message.id, reason: 'violence' }).expect(200);
  expect(await queueEntry(message.id)).toEqual(
    expect.objectContaining({ itemType: 'message', reasonCounts: { violence: 1 }, item: expect.objectContaining({ text: 'Buy my pills now.', conversationId }) }),
  );
});

test('an item the reporter cannot see is 404, as if it did not exist, and nothing is filed', async () => {
  const author = await signedInCitizen(city);
  const stranger = await signedInCitizen(city);
  const innerCircle = (await post(author.client, { content: 'For my circle only.', audience: 'private' })).id as string;
  const ownComment = (await author.client.post(`/api/posts/${innerCircle}/comments`).send({ text: 'Circle talk.' }).expect(201)).body.id as string;
  const deleted = (await post(author.client, { content: 'Soon gone.' })).id as string;
  await author.client.delete(`/api/posts/${deleted}`).expect(204);
  const [a, b] = [await signedInCitizen(city), await signedInCitizen(city)];
  await a.client.post(`/api/users/${b.user.uid}/follow`).expect(200);
  await b.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
  const conversationId = (await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(201)).body.id;
  const message = (await a.client.post(`/api/conversations/${conversationId}/messages`).send({ text: 'Just us.' }).expect(201)).body.id as string;

  const unknown = '00000000-0000-4000-8000-00000000abcd';
  for (const data of [
    { postId: innerCircle, postAuthorId: author.user.uid, reason: 'spam' },
    { postId: deleted, postAuthorId: author.user.uid, reason: 'spam' },
    { postId: unknown, postAuthorId: author.user.uid, reason: 'spam' },
    { commentId: ownComment, reason: 'spam' },
    { messageId: message, reason: 'spam' },
    { messageId: unknown, reason: 'spam' },
  ]) {
    expect((await report(stranger, data).expect(404)).body.error).toEqual(expect.objectContaining({ status: 'NOT_FOUND', code: 'NOT_FOUND' }));
  }
  for (const id of [innerCircle, deleted, ownComment, message]) expect(await queueEntry(id)).toBeUndefined();
});

test('the server reads the author from the post, not from the report', async () => {
  const { author, postId } = await authorWithPost();
  const reporter = await signedInCitizen(city);
  await reportPost(reporter, postId, reporter.user.uid, 'spam').expect(200);
  expect((await queueEntry(postId))?.item?.author.uid).toBe(author.user.uid);
});

test('only admins read the reports queue: 401 signed out, 403 for citizens', async () => {
  const citizen = await signedInCitizen(city);
  expect((await city.client().get('/api/admin/reports').expect(401)).body.error.code).toBe('UNAUTHENTICATED');
  expect((await citizen.client.get('/api/admin/reports').expect(403)).body.error.code).toBe('FORBIDDEN');
  expect((await report(citizen, { postId: 'x', reason: 'spam' }).expect(400)).body.error.status).toBe('INVALID_ARGUMENT');
  expect((await city.client().post('/api/callable/createReport').send({ data: { reason: 'spam' } }).expect(401)).body.error.status).toBe('UNAUTHENTICATED');
});

test('the queue pages by most recently reported item', async () => {
  const posts: string[] = [];
  const reporter = await signedInCitizen(city);
  for (let i = 0; i < 3; i++) {
    const { author, postId } = await authorWithPost(`Paged post ${i}`);
    await reportPost(reporter, postId, author.user.uid, 'spam').expect(200);
    posts.push(postId);
  }
  const first = (await admin.client.get('/api/admin/reports?limit=2').expect(200)).body;
  const second = (await admin.client.get(`/api/admin/reports?limit=2&cursor=${first.nextCursor}`).expect(200)).body;
  const seen = [...first.items, ...second.items].map((entry: ReportQueueEntry) => entry.itemId);
  expect(seen.slice(0, 3)).toEqual([...posts].reverse());
  expect((await admin.client.get('/api/admin/reports?cursor=nonsense').expect(400)).body.error.code).toBe('INVALID_CURSOR');
});

describe('the pace of reports', () => {
  let paced: TestCity;
  beforeAll(async () => {
    // 30 an hour scaled down to 3.
    paced = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  });
  afterAll(() => paced.stop());

  test('a citizen who reports too fast is told to wait, repeats included', async () => {
    const author = await signedInCitizen(paced);
    const reporter = await signedInCitizen(paced);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await post(author.client, { content: `Post number ${i} of many.` })).id);
    for (const id of ids) await reportPost(reporter, id, author.user.uid, 'spam').expect(200);
    const refused = await reportPost(reporter, ids[0], author.user.uid, 'spam').expect(429);
    expect(refused.body.error).toEqual(expect.objectContaining({ status: 'RESOURCE_EXHAUSTED', code: 'RATE_LIMITED' }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another citizen still reports.
    await reportPost(author, ids[0], author.user.uid, 'spam').expect(200);
  });
});
