import { io as connect, type Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import { innerCircleCast, post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Inner Circle posts reach the author and approved followers only, everywhere.

let city: TestCity;
let author: Awaited<ReturnType<typeof signedInCitizen>>;
let follower: Awaited<ReturnType<typeof signedInCitizen>>;
let pending: Awaited<ReturnType<typeof signedInCitizen>>;
let stranger: Awaited<ReturnType<typeof signedInCitizen>>;
let secret: { id: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  city = await startTestCity();
  ({ author, follower, pending, stranger } = await innerCircleCast(city));
  secret = await post(author.client, { content: 'whisper #innercircle zanzibar', audience: 'private' });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await city.stop();
});

const ids = (posts: Array<{ id: string }>) => posts.map((p) => p.id);

test('the post page: author and follower see it; a stranger and a pending follower get 404', async () => {
  await author.client.get(`/api/posts/${secret.id}`).expect(200);
  await follower.client.get(`/api/posts/${secret.id}`).expect(200);
  const res = await stranger.client.get(`/api/posts/${secret.id}`).expect(404);
  expect(res.body.error.code).toBe('NOT_FOUND');
  await pending.client.get(`/api/posts/${secret.id}`).expect(404);
});

test.each(['forYou', 'following'])('the %s feed', async (tab) => {
  expect(ids((await follower.client.get(`/api/feed?tab=${tab}`)).body.posts)).toContain(secret.id);
  expect(ids((await stranger.client.get(`/api/feed?tab=${tab}`)).body.posts)).not.toContain(secret.id);
  expect(ids((await pending.client.get(`/api/feed?tab=${tab}`)).body.posts)).not.toContain(secret.id);
});

test('search, hashtag pages and profile posts', async () => {
  expect(ids((await follower.client.get('/api/search?q=zanzibar')).body.posts)).toEqual([secret.id]);
  expect((await stranger.client.get('/api/search?q=zanzibar')).body.posts).toEqual([]);
  expect(ids((await follower.client.get('/api/hashtags/innercircle/posts')).body.posts)).toEqual([secret.id]);
  expect((await stranger.client.get('/api/hashtags/innercircle/posts')).body.posts).toEqual([]);
  expect(ids((await follower.client.get(`/api/users/${author.user.uid}/posts`)).body.posts)).toContain(secret.id);
  expect(ids((await stranger.client.get(`/api/users/${author.user.uid}/posts`)).body.posts)).not.toContain(secret.id);
});

test('strangers can neither comment on it nor react to it, and learn nothing from trying', async () => {
  await stranger.client.post(`/api/posts/${secret.id}/comments`).send({ text: 'hello?' }).expect(404);
  const reaction = await react(stranger.client, secret.id, 'agree');
  expect(reaction.status).toBe(404);
  expect(reaction.body.error.status).toBe('NOT_FOUND');
  const { body } = await author.client.get(`/api/posts/${secret.id}`);
  expect(body.reactions.agreeCount).toBe(0);
  expect(body.commentsCount).toBe(0);
});

test('a protected account’s public posts are for approved followers only', async () => {
  const guarded = await signedInCitizen(city);
  await follower.client.post(`/api/users/${guarded.user.uid}/follow`).expect(200);
  await guarded.client.patch('/api/users/me').send({ protected: true }).expect(200);
  const p = await post(guarded.client, { content: 'guarded but public' });
  await follower.client.get(`/api/posts/${p.id}`).expect(200);
  await stranger.client.get(`/api/posts/${p.id}`).expect(404);
});

test('socket events about a private post reach only those who may see it', async () => {
  const open = async (cookie: string) => {
    const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const seen: Array<[string, unknown]> = [];
    socket.onAny((event, payload) => seen.push([event, payload]));
    return seen;
  };
  const followerSeen = await open(follower.cookie);
  const strangerSeen = await open(stranger.cookie);
  const pendingSeen = await open(pending.cookie);

  const p = await post(author.client, { content: 'live whisper', audience: 'private' });
  await follower.client.post(`/api/posts/${p.id}/comments`).send({ text: 'heard you' }).expect(201);
  await react(follower.client, p.id, 'agree');
  await author.client.delete(`/api/posts/${p.id}`).expect(204);
  const pub = await post(author.client, { content: 'public shout' });
  await new Promise((r) => setTimeout(r, 200));

  const about = (seen: Array<[string, unknown]>, id: string) => seen.filter(([, payload]) => JSON.stringify(payload).includes(id)).map(([event]) => event);
  expect(about(followerSeen, p.id)).toEqual(
    expect.arrayContaining([SERVER_EVENTS.postNew, SERVER_EVENTS.commentNew, SERVER_EVENTS.postUpdated, SERVER_EVENTS.postDeleted]),
  );
  expect(about(strangerSeen, p.id)).toEqual([]);
  expect(about(pendingSeen, p.id)).toEqual([]);
  expect(about(strangerSeen, pub.id)).toEqual([SERVER_EVENTS.postNew]);
});

test('making a public post private removes it from strangers’ screens', async () => {
  const p = await post(author.client, { content: 'soon private' });
  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: stranger.cookie }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const deleted = new Promise((resolve) => socket.on(SERVER_EVENTS.postDeleted, (payload: { id: string }) => payload.id === p.id && resolve(payload)));
  await author.client.patch(`/api/posts/${p.id}`).send({ audience: 'private' }).expect(200);
  expect(await deleted).toEqual({ id: p.id });
  await stranger.client.get(`/api/posts/${p.id}`).expect(404);
});
