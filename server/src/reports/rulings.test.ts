import type { Socket } from 'socket.io-client';
import type { AdminQueueEvent, AuditLog } from '../../../shared/admin';
import { SERVER_EVENTS, type ServerEventName, type ServerEventPayload } from '../../../shared/events';
import type { Notification } from '../../../shared/notifications';
import type { ReportQueueEntry } from '../../../shared/reports';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

const ADMIN_EMAIL = 'ruler@example.com';
const SECOND_ADMIN_EMAIL = 'second.ruler@example.com';
const LEAVING_ADMIN_EMAIL = 'leaving.ruler@example.com';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
let admin: Citizen;
let secondAdmin: Citizen;
beforeAll(async () => {
  city = await startTestCity({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN_EMAIL},${LEAVING_ADMIN_EMAIL}`, RATE_LIMIT_MULTIPLIER: '100' } });
  admin = await signedInCitizen(city, { email: ADMIN_EMAIL, username: 'Ruling Admin' });
  secondAdmin = await signedInCitizen(city, { email: SECOND_ADMIN_EMAIL });
});
afterAll(() => city.stop());

const report = (citizen: Citizen, data: object) => citizen.client.post('/api/callable/createReport').send({ data }).expect(200);
const resolve = (id: string, body: object, by = admin) => by.client.post(`/api/admin/reports/${id}/resolve`).send(body);
const entryOf = async (id: string): Promise<ReportQueueEntry> => (await admin.client.get(`/api/admin/reports/${id}`).expect(200)).body;
const queueIds = async () => ((await admin.client.get('/api/admin/reports?limit=50').expect(200)).body.items as ReportQueueEntry[]).map((e) => e.itemId);
const notificationsOf = async (c: Citizen): Promise<Notification[]> => (await c.client.get('/api/notifications').expect(200)).body.notifications;
const auditOf = async (targetId: string): Promise<AuditLog> => (await admin.client.get(`/api/admin/audit?targetId=${targetId}`).expect(200)).body;

/** A reported public post of a fresh author, with a #tag of its own and a reader who follows the author. */
async function reportedPost(reason = 'spam') {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const tag = `ruling${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { id } = await post(author.client, { content: `Buy cheap watches here #${tag}` });
  await reader.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  const reporter = await signedInCitizen(city);
  const reportId = (await report(reporter, { postId: id, postAuthorId: author.user.uid, reason })).body.result.reportId as string;
  return { author, reader, reporter, postId: id as string, tag, reportId };
}

/** Everything a reader may see a post in: its page, the feed, the author's profile, search, its hashtag, Explore. */
async function placesShowing(viewer: Citizen, postId: string, authorId: string, tag: string): Promise<string[]> {
  const ids = (posts: Array<{ id: string }>) => posts.map((p) => p.id);
  const places: Record<string, string[]> = {
    page: (await viewer.client.get(`/api/posts/${postId}`)).status === 200 ? [postId] : [],
    feed: ids((await viewer.client.get('/api/feed?tab=following').expect(200)).body.posts),
    profile: ids((await viewer.client.get(`/api/users/${authorId}/posts`).expect(200)).body.posts),
    search: ids((await viewer.client.get(`/api/search?q=${tag}`).expect(200)).body.posts),
    hashtag: ids((await viewer.client.get(`/api/hashtags/${tag}/posts`).expect(200)).body.posts),
    explore: ids((await viewer.client.get('/api/explore').expect(200)).body.posts),
  };
  return Object.keys(places).filter((place) => places[place].includes(postId));
}
const EVERYWHERE = ['page', 'feed', 'profile', 'search', 'hashtag', 'explore'];

test('one reported item reads by its id or any report id, whatever its state, with its author reputation', async () => {
  const { author, postId, reportId } = await reportedPost();
  const byItem = await entryOf(postId);
  const itemAuthor = expect.objectContaining({ uid: author.user.uid, reputation: expect.any(Number) });
  expect(byItem).toEqual(expect.objectContaining({ itemType: 'post', itemId: postId, status: 'open', reporterCount: 1, item: expect.objectContaining({ author: itemAuthor }) }));
  expect(await entryOf(reportId)).toEqual(byItem);
  await resolve(postId, { action: 'dismiss' }).expect(204);
  expect(await entryOf(reportId)).toEqual(expect.objectContaining({ status: 'dismissed', reports: [expect.objectContaining({ id: reportId, status: 'dismissed' })] }));
  expect(await queueIds()).not.toContain(postId);
  await admin.client.get('/api/admin/reports/00000000-0000-4000-8000-00000000beef').expect(404);
});

test('remove: the post is gone from every list, page, search, hashtag and Explore, live too, and its author is told why', async () => {
  const { author, reader, postId, tag } = await reportedPost('spam');
  expect(await placesShowing(reader, postId, author.user.uid, tag)).toEqual(EVERYWHERE);
  const socket = await city.socket(reader.cookie);
  const deleted = new Promise((done) => socket.once(SERVER_EVENTS.postDeleted, done));

  await resolve(postId, { action: 'remove', note: 'Advertising is not allowed.' }).expect(204);

  expect(await deleted).toEqual({ id: postId });
  expect(await placesShowing(reader, postId, author.user.uid, tag)).toEqual([]);
  expect(await placesShowing(author, postId, author.user.uid, tag)).toEqual([]);
  // Its author cannot bring it back with Undo.
  await author.client.post(`/api/posts/${postId}/restore`).expect(404);
  const [notice] = await notificationsOf(author);
  expect(notice).toEqual(expect.objectContaining({ type: 'report_resolved', actor: null, reportAction: 'remove', reportReason: 'spam', note: 'Advertising is not allowed.' }));
  expect(JSON.stringify(notice)).not.toContain(postId);
  expect(await queueIds()).not.toContain(postId);
  expect((await entryOf(postId)).status).toBe('removed');
});

/** What a citizen's socket hears of `event`, until a post of their own, deleted last, proves the rest arrived. */
async function heardBy<E extends ServerEventName>(citizen: Citizen, event: E) {
  const socket = await city.socket(citizen.cookie);
  const heard: ServerEventPayload<E>[] = [];
  // The untyped socket of the tests takes any event's name as a plain string.
  socket.on(event as string, (payload: ServerEventPayload<E>) => heard.push(payload));
  return async () => {
    const marker = await post(citizen.client, { content: 'A marker after the ruling' });
    const markerHeard = new Promise<void>((done) => socket.on(SERVER_EVENTS.postDeleted, ({ id }: { id: string }) => id === marker.id && done()));
    await citizen.client.delete(`/api/posts/${marker.id}`).expect(204);
    await markerHeard;
    return heard;
  };
}

/** The ids of the posts a citizen's socket hears are deleted, until one of their own, deleted last, proves the rest arrived. */
async function deletionsHeardBy(citizen: Citizen) {
  const heard = await heardBy(citizen, SERVER_EVENTS.postDeleted);
  return async () => (await heard()).map(({ id }) => id);
}

test('remove: a secret guild’s post is news to its members alone', async () => {
  const [founder, member, outsider] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  const guild = (await founder.client.post('/api/guilds').send({ name: 'Ruled Guild', charter: 'Members only.', privacy: 'secret' }).expect(201)).body;
  await founder.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: member.user.uid }).expect(201);
  await member.client.post(`/api/guilds/${guild.id}/join`).expect(200);
  const { id: postId } = (await founder.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'Cheap watches, members only' }).expect(201)).body;
  await report(member, { postId, postAuthorId: founder.user.uid, reason: 'spam' });
  const [memberHeard, outsiderHeard] = [await deletionsHeardBy(member), await deletionsHeardBy(outsider)];

  await resolve(postId, { action: 'remove' }).expect(204);

  expect(await memberHeard()).toContain(postId);
  expect(await outsiderHeard()).not.toContain(postId);
});

test('hide: only its author still sees it; it stays in the queue as hidden until a final ruling', async () => {
  const { author, reader, reporter, postId, tag } = await reportedPost('hate');
  await resolve(postId, { action: 'hide' }).expect(204);

  expect(await placesShowing(reader, postId, author.user.uid, tag)).toEqual([]);
  expect(await placesShowing(reporter, postId, author.user.uid, tag)).toEqual([]);
  expect(await placesShowing(author, postId, author.user.uid, tag)).toEqual(['page', 'profile', 'search', 'hashtag']);
  expect(await queueIds()).toContain(postId);
  expect((await entryOf(postId)).status).toBe('hidden');
  expect((await notificationsOf(author))[0]).toEqual(expect.objectContaining({ type: 'report_resolved', reportAction: 'hide', reportReason: 'hate', postId }));
  // Hiding again rules on nothing; dismissing brings it back for everyone.
  await resolve(postId, { action: 'hide' }).expect(409);
  await resolve(postId, { action: 'dismiss' }).expect(204);
  expect(await placesShowing(reader, postId, author.user.uid, tag)).toEqual(EVERYWHERE);
  expect(await queueIds()).not.toContain(postId);
});

test('a hidden post edited by its author reaches no one else live', async () => {
  const { author, reader, postId } = await reportedPost();
  await resolve(postId, { action: 'hide' }).expect(204);
  const socket = await city.socket(reader.cookie);
  const seen: string[] = [];
  socket.onAny((event: string, payload: { id?: string }) => payload?.id === postId && seen.push(event));
  await author.client.patch(`/api/posts/${postId}`).send({ content: 'Edited while hidden.' }).expect(200);
  // A later public post reaches the reader after any event of the edit would have.
  const marker = new Promise((done) => socket.once(SERVER_EVENTS.postNew, done));
  await post(author.client, { content: 'A public post after the edit.' });
  await marker;
  expect(seen).toEqual([]);
});

test('an item already ruled on is 409 ALREADY_RESOLVED and nothing changes; a new report of a dismissed item reopens it', async () => {
  const { author, reader, postId, reportId } = await reportedPost();
  await resolve(reportId, { action: 'dismiss' }).expect(204);
  const refused = await resolve(postId, { action: 'remove' }).expect(409);
  expect(refused.body.error).toEqual({ code: 'ALREADY_RESOLVED', message: 'This item has already been resolved by another admin.' });
  await reader.client.get(`/api/posts/${postId}`).expect(200);
  expect((await auditOf(postId)).entries.map((e) => e.action)).toEqual(['report.dismiss']);

  const another = await signedInCitizen(city);
  await report(another, { postId, postAuthorId: author.user.uid, reason: 'violence' });
  expect(await queueIds()).toContain(postId);
  expect((await entryOf(postId)).status).toBe('open');
  await resolve(postId, { action: 'remove' }).expect(204);
});

test('two admins ruling at once: one succeeds, the other is told it is already resolved', async () => {
  const { author, postId } = await reportedPost();
  const replies = await Promise.all([resolve(postId, { action: 'remove' }, admin), resolve(postId, { action: 'dismiss' }, secondAdmin)]);
  expect(replies.map((r) => r.status).sort()).toEqual([204, 409]);
  expect((await auditOf(postId)).entries).toHaveLength(1);
  const winner = replies[0].status === 204 ? 'remove' : 'dismiss';
  expect((await notificationsOf(author)).filter((n) => n.type === 'report_resolved')).toHaveLength(winner === 'remove' ? 1 : 0);
});

test('comments and messages are hidden and removed too', async () => {
  const { author, postId } = await reportedPost();
  const commenter = await signedInCitizen(city);
  const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`).send({ text: 'Rude words here.' }).expect(201)).body.id as string;
  const comments = async (c: Citizen) => ((await c.client.get(`/api/posts/${postId}`).expect(200)).body.comments as Array<{ id: string }>).map((x) => x.id);
  await report(author, { commentId, reason: 'hate' });
  await resolve(commentId, { action: 'hide' }).expect(204);
  expect(await comments(author)).not.toContain(commentId);
  expect(await comments(commenter)).toContain(commentId);
  await resolve(commentId, { action: 'remove' }).expect(204);
  expect(await comments(commenter)).not.toContain(commentId);

  await author.client.post(`/api/users/${commenter.user.uid}/follow`).expect(200);
  await commenter.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  const conversationId = (await author.client.post('/api/conversations').send({ userId: commenter.user.uid }).expect(201)).body.id;
  const messageId = (await commenter.client.post(`/api/conversations/${conversationId}/messages`).send({ text: 'Buy my pills.' }).expect(201)).body.id as string;
  const messages = async (c: Citizen) => ((await c.client.get(`/api/conversations/${conversationId}/messages`).expect(200)).body.messages as Array<{ id: string }>).map((m) => m.id);
  const lastMessage = async (c: Citizen) => (await c.client.get(`/api/conversations/${conversationId}`).expect(200)).body.lastMessage?.id ?? null;
  await report(author, { messageId, reason: 'spam' });
  await resolve(messageId, { action: 'hide' }).expect(204);
  expect(await messages(author)).toEqual([]);
  expect(await lastMessage(author)).toBeNull();
  expect(await messages(commenter)).toEqual([messageId]);
  await resolve(messageId, { action: 'remove' }).expect(204);
  expect(await messages(commenter)).toEqual([]);
  expect((await notificationsOf(commenter)).filter((n) => n.type === 'report_resolved').map((n) => n.reportAction).sort()).toEqual(['hide', 'hide', 'remove', 'remove']);
});

test('a removed comment leaves its post with one comment fewer, live for its readers; a hidden one still counts', async () => {
  const { author, postId } = await reportedPost();
  const commenter = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`).send({ text: 'Rude words here.' }).expect(201)).body.id as string;
  await commenter.client.post(`/api/posts/${postId}/comments`).send({ text: 'A kind word.' }).expect(201);
  const countSeenBy = async (c: Citizen) => (await c.client.get(`/api/posts/${postId}`).expect(200)).body.commentsCount as number;
  expect(await countSeenBy(reader)).toBe(2);

  await report(author, { commentId, reason: 'hate' });
  await resolve(commentId, { action: 'hide' }).expect(204);
  expect(await countSeenBy(reader)).toBe(2);
  const socket = await city.socket(reader.cookie);
  const updated = new Promise((done) => socket.once(SERVER_EVENTS.postUpdated, done));
  await resolve(commentId, { action: 'remove' }).expect(204);
  expect(await updated).toEqual({ id: postId, commentsCount: 1 });
  expect(await countSeenBy(reader)).toBe(1);
  expect(await countSeenBy(author)).toBe(1);
});

/** A comment by a fresh commenter, reported by a fresh reader, on a fresh author's post both follow (`audience` 'private': the Inner Circle). */
async function reportedComment(audience: 'public' | 'private' = 'public') {
  const [author, commenter, reader] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  for (const follower of [commenter, reader]) await follower.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  const { id: postId } = await post(author.client, { content: 'What do you make of the new square?', audience });
  const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`).send({ text: 'Rude words here.' }).expect(201)).body.id as string;
  await report(reader, { commentId, reason: 'hate' });
  return { author, commenter, reader, postId, commentId };
}

test('remove: the comment leaves open threads at once, for whoever may see its post and no one else', async () => {
  const { author, commenter, reader, postId, commentId } = await reportedComment('private');
  const outsider = await signedInCitizen(city);
  const [authorHeard, commenterHeard, readerHeard, outsiderHeard] = await Promise.all(
    [author, commenter, reader, outsider].map((citizen) => heardBy(citizen, SERVER_EVENTS.commentRemoved)),
  );

  await resolve(commentId, { action: 'remove' }).expect(204);

  for (const heard of [authorHeard, commenterHeard, readerHeard]) expect(await heard()).toEqual([{ postId, commentId }]);
  // An Inner Circle post is news to its circle alone, and so is what happens under it.
  expect(await outsiderHeard()).toEqual([]);
});

test('hide: the comment leaves every open thread at once but its author’s, who still sees it', async () => {
  const { commenter, reader, postId, commentId } = await reportedComment();
  const [commenterHeard, readerHeard] = await Promise.all([commenter, reader].map((citizen) => heardBy(citizen, SERVER_EVENTS.commentRemoved)));

  await resolve(commentId, { action: 'hide' }).expect(204);

  expect(await readerHeard()).toEqual([{ postId, commentId }]);
  expect(await commenterHeard()).toEqual([]);
});

test('dismiss: the comment stays, and no open thread hears of it', async () => {
  const { author, commenter, reader, commentId } = await reportedComment();
  const heard = await Promise.all([author, commenter, reader].map((citizen) => heardBy(citizen, SERVER_EVENTS.commentRemoved)));

  await resolve(commentId, { action: 'dismiss' }).expect(204);

  for (const until of heard) expect(await until()).toEqual([]);
});

test('the audit log records each ruling with who, what, on what and the note', async () => {
  const { author, postId } = await reportedPost();
  await resolve(postId, { action: 'hide', note: 'Checking with the team.' }).expect(204);
  expect((await auditOf(postId)).entries).toEqual([
    {
      id: expect.any(String),
      actor: { uid: admin.user.uid, username: 'Ruling Admin', handle: admin.user.handle },
      action: 'report.hide',
      targetType: 'post',
      targetId: postId,
      targetLabel: expect.stringMatching(`^${author.user.handle}: Buy cheap watches here`),
      note: 'Checking with the team.',
      createdAt: expect.any(String),
    },
  ]);
});

test('an item read by another admin says who gave its final ruling, as the audit log does: no one while open or hidden, nor once that admin has left', async () => {
  const leaving = await signedInCitizen(city, { email: LEAVING_ADMIN_EMAIL, username: 'Leaving Ruler' });
  const { author, postId } = await reportedPost();
  const read = async () => (await secondAdmin.client.get(`/api/admin/reports/${postId}`).expect(200)).body as ReportQueueEntry;
  expect((await read()).resolvedBy).toBeNull();

  // Dismissed, then reported again: open once more, and no one's ruling stands.
  await resolve(postId, { action: 'dismiss' }).expect(204);
  expect(await read()).toMatchObject({ status: 'dismissed', resolvedBy: { uid: admin.user.uid, username: 'Ruling Admin' } });
  await report(await signedInCitizen(city), { postId, postAuthorId: author.user.uid, reason: 'hate' });
  expect(await read()).toMatchObject({ status: 'open', resolvedBy: null });

  // Hidden pending review by one admin, removed by another: the removal resolved it.
  await resolve(postId, { action: 'hide' }).expect(204);
  expect(await read()).toMatchObject({ status: 'hidden', resolvedBy: null });
  await resolve(postId, { action: 'remove' }, leaving).expect(204);
  expect(await read()).toMatchObject({ status: 'removed', resolvedBy: { uid: leaving.user.uid, username: 'Leaving Ruler' } });

  await leaving.client.delete('/api/auth/account').send({ password: leaving.credentials.password }).expect(204);
  expect(await read()).toMatchObject({ status: 'removed', resolvedBy: null });
});

test('a bad ruling is 400 and changes nothing', async () => {
  const { reader, postId } = await reportedPost();
  expect((await resolve(postId, { action: 'burn' }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
  expect((await resolve(postId, { action: 'hide', note: 'x'.repeat(2001) }).expect(400)).body.error.code).toBe('TOO_LONG');
  await resolve(postId, { action: 'hide', extra: true }).expect(400);
  await resolve('00000000-0000-4000-8000-00000000beef', { action: 'hide' }).expect(404);
  await reader.client.get(`/api/posts/${postId}`).expect(200);
  expect((await entryOf(postId)).status).toBe('open');
});

describe('the live queue', () => {
  const eventsOf = (socket: Socket) => {
    const seen: AdminQueueEvent[] = [];
    socket.on(SERVER_EVENTS.adminQueue, (event: AdminQueueEvent) => seen.push(event));
    return seen;
  };

  test('admins hear of reports as they arrive and are ruled on; citizens never do', async () => {
    const citizen = await signedInCitizen(city);
    const [adminSocket, citizenSocket] = [await city.socket(admin.cookie), await city.socket(citizen.cookie)];
    const [adminSeen, citizenSeen] = [eventsOf(adminSocket), eventsOf(citizenSocket)];
    const resolved = new Promise((done) => adminSocket.on(SERVER_EVENTS.adminQueue, (e: AdminQueueEvent) => e.change === 'resolved' && done(e)));

    const { author, postId } = await reportedPost();
    await report(citizen, { postId, postAuthorId: author.user.uid, reason: 'hate' });
    await resolve(postId, { action: 'remove' }).expect(204);
    await resolved;
    // A post event sent after every admin event has reached the citizen's socket too.
    const marker = new Promise((done) => citizenSocket.once(SERVER_EVENTS.postNew, done));
    await post(citizen.client, { content: 'Marker post.' });
    await marker;

    expect(adminSeen.filter((e) => e.itemId === postId)).toEqual([
      { queue: 'reports', itemId: postId, change: 'added' },
      { queue: 'reports', itemId: postId, change: 'updated' },
      { queue: 'reports', itemId: postId, change: 'resolved', resolution: 'remove', by: { uid: admin.user.uid, username: 'Ruling Admin' } },
    ]);
    expect(citizenSeen).toEqual([]);
  });
});
