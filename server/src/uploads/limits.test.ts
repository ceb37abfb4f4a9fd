import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_PIXELS, UPLOAD_QUOTA_BYTES } from '../../../shared/constants';
import { RESTORE_WINDOW_MS } from '../posts/service';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { blankPng, pngWithExif } from './test-images';

// What one citizen may put on the city's disk: images of a sane size, at a sane pace, up to a quota.

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

/** The files stored for a citizen, as the uploads folder holds them. */
const storedFiles = (uid: string) => {
  const folder = path.join(city.dataDir, 'uploads', 'posts', uid);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

/** Fills a citizen's share of the disk with a file that takes no room (a sparse file). */
const fillQuota = (uid: string, bytes: number) => {
  const folder = path.join(city.dataDir, 'uploads', 'posts', uid);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'filler'), '');
  fs.truncateSync(path.join(folder, 'filler'), bytes);
};

test.each([
  ['declares 100000 x 100000 pixels', blankPng(100_000, 100_000, 0)],
  ['decodes to 10000 x 10000 pixels from a few kilobytes', blankPng(10_000, 10_000)],
  ['is a row over the limit', blankPng(MAX_IMAGE_PIXELS / 8000, 8001)],
])('an image that %s is refused and nothing is stored', async (_what, bytes) => {
  const { client, user } = await signedInCitizen(city);
  const res = await client.post('/api/uploads').attach('file', bytes, 'huge.png').expect(400);
  expect(res.body.error).toEqual({ code: 'IMAGE_TOO_MANY_PIXELS', message: 'Images must be 40 megapixels or smaller.' });
  expect(storedFiles(user.uid)).toEqual([]);
});

test('an image of exactly the limit is accepted', async () => {
  const { client } = await signedInCitizen(city);
  await client.post('/api/uploads').attach('file', blankPng(MAX_IMAGE_PIXELS / 8000, 8000), 'wide.png').expect(201);
});

test('a broken image is refused as unsupported, never a 500', async () => {
  const { client, user } = await signedInCitizen(city);
  const truncated = (await pngWithExif()).subarray(0, 60);
  const res = await client.post('/api/uploads').attach('file', truncated, 'broken.png').expect(400);
  expect(res.body.error.code).toBe('UNSUPPORTED_IMAGE');
  expect(storedFiles(user.uid)).toEqual([]);
});

test('a citizen whose images fill the quota can upload no more; others still can', async () => {
  const full = await signedInCitizen(city);
  fillQuota(full.user.uid, UPLOAD_QUOTA_BYTES - 10);
  const res = await full.client.post('/api/uploads').attach('file', await pngWithExif(), 'one-more.png').expect(413);
  expect(res.body.error).toEqual({ code: 'UPLOAD_QUOTA_EXCEEDED', message: 'You have used all the space for your images (200 MB).' });
  expect(storedFiles(full.user.uid)).toEqual(['filler']);
  const other = await signedInCitizen(city);
  await other.client.post('/api/uploads').attach('file', await pngWithExif(), 'fine.png').expect(201);
});

test('the images of posts deleted for good no longer count against the quota', async () => {
  const { client, user } = await signedInCitizen(city);
  const image = await pngWithExif();
  const { url } = (await client.post('/api/uploads').attach('file', image, 'old.png').expect(201)).body;
  const size = fs.statSync(path.join(city.dataDir, url)).size;
  const created = await post(client, { content: 'an old photo', imageUrl: url });
  fillQuota(user.uid, UPLOAD_QUOTA_BYTES - size);
  await client.post('/api/uploads').attach('file', image, 'new.png').expect(413);

  await client.delete(`/api/posts/${created.id}`).expect(204);
  await client.post('/api/uploads').attach('file', image, 'new.png').expect(413);
  await city.db.query(`update posts set deleted_at = now() - make_interval(secs => $2) where id = $1`, [created.id, RESTORE_WINDOW_MS / 1000 + 60]);
  await client.post('/api/uploads').attach('file', image, 'new.png').expect(201);
});

describe('the pace of uploads', () => {
  let limited: TestCity;
  beforeAll(async () => {
    // 30 uploads per 30 minutes per citizen, scaled down like every limit.
    limited = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  });
  afterAll(() => limited.stop());

  test('three uploads, then 429 with Retry-After for that citizen only', async () => {
    const image = await pngWithExif();
    const busy = await signedInCitizen(limited);
    for (let i = 0; i < 3; i++) await busy.client.post('/api/uploads').attach('file', image, `n${i}.png`).expect(201);
    const res = await busy.client.post('/api/uploads').attach('file', image, 'again.png').expect(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const calm = await signedInCitizen(limited);
    await calm.client.post('/api/uploads').attach('file', image, 'first.png').expect(201);
  });
});
