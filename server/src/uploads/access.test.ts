import request from 'supertest';
import { RESTORE_WINDOW_MS } from '../posts/service';
import { innerCircleCast, post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { pngWithExif } from './test-images';

// An image is served to those who may see a post that carries it, and to its uploader
// while no post does; to anyone else it does not exist.

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;
let city: TestCity;
let author: Citizen;
let follower: Citizen;
let pending: Citizen;
let stranger: Citizen;
let image: Buffer;

beforeAll(async () => {
  city = await startTestCity();
  image = await pngWithExif();
  ({ author, follower, pending, stranger } = await innerCircleCast(city, 'Image Author'));
});
afterAll(() => city.stop());

const visitor = () => request(city.url);

async function upload(citizen: Citizen = author): Promise<string> {
  return (await citizen.client.post('/api/uploads').attach('file', image, 'photo.png').expect(201)).body.url;
}

async function expectHidden(get: request.Test) {
  const res = await get.expect(404);
  if (res.request.method !== 'HEAD') expect(res.body.error.code).toBe('NOT_FOUND');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

async function expectPrivateImage(get: request.Test) {
  const res = await get.expect(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('private, no-cache');
}

test('an Inner Circle post’s image: the author and an approved follower get it, no one else learns it exists', async () => {
  const url = await upload();
  await post(author.client, { content: 'for my circle', imageUrl: url, audience: 'private' });
  await expectPrivateImage(author.client.get(url));
  await expectPrivateImage(follower.client.get(url));
  await expectHidden(stranger.client.get(url));
  await expectHidden(pending.client.get(url));
  await expectHidden(visitor().get(url));
  await expectHidden(visitor().head(url));
});

test('a public post’s image is seen by everyone, visitors included, and a shared cache keeps it only briefly', async () => {
  const url = await upload();
  await post(author.client, { content: 'for the square', imageUrl: url });
  for (const get of [visitor().get(url), stranger.client.get(url), author.client.get(url)]) {
    const res = await get.expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
  }
});

test('a public post of a protected account is seen as its posts are: by approved followers only', async () => {
  const guarded = await signedInCitizen(city);
  await follower.client.post(`/api/users/${guarded.user.uid}/follow`).expect(200);
  await guarded.client.patch('/api/users/me').send({ protected: true }).expect(200);
  const url = await upload(guarded);
  await post(guarded.client, { content: 'public, but my account is protected', imageUrl: url });
  await expectPrivateImage(follower.client.get(url));
  await expectHidden(stranger.client.get(url));
  await expectHidden(visitor().get(url));
});

test('when a post moves to the Inner Circle, its image leaves the public', async () => {
  const url = await upload();
  const created = await post(author.client, { content: 'first public', imageUrl: url });
  await visitor().get(url).expect(200);
  await author.client.patch(`/api/posts/${created.id}`).send({ audience: 'private' }).expect(200);
  await expectHidden(visitor().get(url));
  await expectHidden(stranger.client.get(url));
  await expectPrivateImage(follower.client.get(url));
});

test('an image taken off its post goes back to its uploader alone', async () => {
  const url = await upload();
  const created = await post(author.client, { content: 'with a picture', imageUrl: url });
  await visitor().get(url).expect(200);
  await author.client.patch(`/api/posts/${created.id}`).send({ imageUrl: null }).expect(200);
  await expectHidden(visitor().get(url));
  await expectHidden(follower.client.get(url));
  await expectPrivateImage(author.client.get(url));
});

test('an upload no post carries is served to its uploader only', async () => {
  const url = await upload();
  await expectPrivateImage(author.client.get(url));
  await expectHidden(follower.client.get(url));
  await expectHidden(stranger.client.get(url));
  await expectHidden(visitor().get(url));
});

test('a deleted post’s image: its author keeps it while Undo can bring the post back, then no one gets it', async () => {
  const url = await upload();
  const created = await post(author.client, { content: 'soon deleted', imageUrl: url });
  await author.client.delete(`/api/posts/${created.id}`).expect(204);
  await expectPrivateImage(author.client.get(url));
  await expectHidden(follower.client.get(url));
  await expectHidden(visitor().get(url));

  await city.db.query(`update posts set deleted_at = now() - make_interval(secs => $2) where id = $1`, [created.id, RESTORE_WINDOW_MS / 1000 + 60]);
  await expectHidden(author.client.get(url));
  await expectHidden(follower.client.get(url));
  await expectHidden(visitor().get(url));
  // Nor can it be put on a new post to bring it back.
  const reuse = await author.client.post('/api/posts').send({ content: 'again', imageUrl: url }).expect(400);
  expect(reuse.body.error.code).toBe('INVALID_IMAGE');
});

test('an image another post still carries stays visible after one of its posts is deleted for good', async () => {
  const url = await upload();
  const first = await post(author.client, { content: 'first use', imageUrl: url });
  await post(author.client, { content: 'second use', imageUrl: url });
  await author.client.delete(`/api/posts/${first.id}`).expect(204);
  await city.db.query(`update posts set deleted_at = now() - make_interval(secs => $2) where id = $1`, [first.id, RESTORE_WINDOW_MS / 1000 + 60]);
  await visitor().get(url).expect(200);
});

test.each(['/uploads/posts/', '/uploads/posts/nobody/1_x.png', '/uploads/elsewhere.png', '/uploads/'])('%s is not found, and no page of the app stands in for it', async (path) => {
  await expectHidden(author.client.get(path));
});
