import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { UPLOAD_QUOTA_BYTES } from '../../../shared/constants';
import { RESTORE_WINDOW_MS } from '../posts/service';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { localDiskStorage, type UploadStorage } from './storage';
import { ORPHAN_IMAGE_AGE_MS, sweepPostImages } from './sweep';
import { pngWithExif } from './test-images';

// The hourly sweep removes the post images nothing will show again, and nothing else. Each test that
// checks what stays also checks that the same sweep removed an old image no post carries.

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;
let city: TestCity;
let storage: UploadStorage;
let image: Buffer;

beforeAll(async () => {
  city = await startTestCity();
  storage = localDiskStorage(path.join(city.dataDir, 'uploads'));
  image = await pngWithExif();
});
afterAll(() => city.stop());

/** Sweeps as the server does every hour, on the city's own uploads folder, recording the log. */
async function sweep(over: UploadStorage = storage) {
  const log: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const result = await sweepPostImages({ db: city.db, storage: over, logger: pino({ level: 'info' }, stream) });
  return { ...result, log };
}

const fileOf = (url: string) => path.join(city.dataDir, url);
const stored = (url: string) => fs.existsSync(fileOf(url));

/** Makes a stored file look written `ms` ago. */
function storedAgo(url: string, ms: number) {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(fileOf(url), then, then);
}

const OLD = ORPHAN_IMAGE_AGE_MS + 60 * 60 * 1000;

async function upload(citizen: Citizen, name = 'photo.png'): Promise<string> {
  return (await citizen.client.post('/api/uploads').attach('file', image, name).expect(201)).body.url;
}

/** An image uploaded more than a day ago and never posted: the sweep's to remove. */
async function oldOrphan(citizen: Citizen): Promise<string> {
  const url = await upload(citizen, 'forgotten.png');
  storedAgo(url, OLD);
  return url;
}

async function deletedPost(citizen: Citizen, url: string, deletedAgoMs: number) {
  const created = await post(citizen.client, { content: 'soon deleted', imageUrl: url });
  await citizen.client.delete(`/api/posts/${created.id}`).expect(204);
  await city.db.query(`update posts set deleted_at = now() - make_interval(secs => $2) where id = $1`, [created.id, deletedAgoMs / 1000]);
  return created;
}

test('an image no post carries, stored more than a day ago, is removed and stops counting against the quota', async () => {
  const citizen = await signedInCitizen(city);
  const url = await oldOrphan(citizen);
  const size = fs.statSync(fileOf(url)).size;
  // The rest of the quota taken by a file that takes no room on the disk (a sparse file).
  const filler = path.join(city.dataDir, 'uploads', 'posts', citizen.user.uid, 'filler');
  fs.writeFileSync(filler, '');
  fs.truncateSync(filler, UPLOAD_QUOTA_BYTES - size);
  await citizen.client.post('/api/uploads').attach('file', image, 'one-more.png').expect(413);

  const swept = await sweep();
  expect(stored(url)).toBe(false);
  expect(swept.removed).toBeGreaterThanOrEqual(1);
  expect(swept.bytesFreed).toBeGreaterThanOrEqual(size);
  expect(swept.log).toContainEqual(expect.objectContaining({ level: 30, msg: 'swept unposted images', removed: swept.removed, bytesFreed: swept.bytesFreed }));
  await citizen.client.get(url).expect(404);
  await citizen.client.post('/api/uploads').attach('file', image, 'one-more.png').expect(201);
  // What the sweep does not recognise as a post image is not its to remove.
  expect(fs.existsSync(filler)).toBe(true);
});

test('an image no post carries yet, stored less than a day ago, stays with its uploader', async () => {
  const citizen = await signedInCitizen(city);
  const url = await upload(citizen);
  storedAgo(url, ORPHAN_IMAGE_AGE_MS - 60 * 60 * 1000);
  const control = await oldOrphan(citizen);
  await sweep();
  expect(stored(control)).toBe(false);
  expect(stored(url)).toBe(true);
  await citizen.client.get(url).expect(200);
  await post(citizen.client, { content: 'took my time', imageUrl: url });
});

test('an old image on a live post stays, even when another post carrying it was deleted beyond Undo', async () => {
  const citizen = await signedInCitizen(city);
  const url = await upload(citizen);
  await post(citizen.client, { content: 'still here', imageUrl: url });
  const shared = await upload(citizen);
  await post(citizen.client, { content: 'still here too', imageUrl: shared });
  await deletedPost(citizen, shared, RESTORE_WINDOW_MS + 60_000);
  storedAgo(url, OLD);
  storedAgo(shared, OLD);
  const control = await oldOrphan(citizen);
  await sweep();
  expect(stored(control)).toBe(false);
  expect([stored(url), stored(shared)]).toEqual([true, true]);
  await request(city.url).get(url).expect(200);
  await request(city.url).get(shared).expect(200);
});

test('an old image on a post deleted within Undo stays, and Undo brings the post back with it', async () => {
  const citizen = await signedInCitizen(city);
  const url = await upload(citizen);
  const created = await deletedPost(citizen, url, RESTORE_WINDOW_MS - 60_000);
  storedAgo(url, OLD);
  const control = await oldOrphan(citizen);
  await sweep();
  expect(stored(control)).toBe(false);
  expect(stored(url)).toBe(true);
  const restored = await citizen.client.post(`/api/posts/${created.id}/restore`).expect(200);
  expect(restored.body.imageUrl).toBe(url);
  await request(city.url).get(url).expect(200);
});

test('an image only posts deleted beyond Undo carry is removed, however recent', async () => {
  const citizen = await signedInCitizen(city);
  const url = await upload(citizen);
  await deletedPost(citizen, url, RESTORE_WINDOW_MS + 60_000);
  expect(stored(url)).toBe(true);
  await sweep();
  expect(stored(url)).toBe(false);
});

test('an old avatar stays', async () => {
  const citizen = await signedInCitizen(city);
  const { avatarUrl } = (await citizen.client.post('/api/users/me/avatar').attach('file', image, 'me.png').expect(200)).body;
  expect(avatarUrl).toMatch(/^\/uploads\/avatars\//);
  storedAgo(avatarUrl, OLD);
  const control = await oldOrphan(citizen);
  await sweep();
  expect(stored(control)).toBe(false);
  expect(stored(avatarUrl)).toBe(true);
});

test('a removal that fails is a warning, and the other images are still removed', async () => {
  const citizen = await signedInCitizen(city);
  const [stuck, other] = [await oldOrphan(citizen), await oldOrphan(citizen)];
  const failing: UploadStorage = {
    ...storage,
    remove: (key) => (`/uploads/${key}` === stuck ? Promise.reject(new Error('disk says no')) : storage.remove(key)),
  };
  const swept = await sweep(failing);
  expect([stored(stuck), stored(other)]).toEqual([true, false]);
  expect(swept.failed).toBe(1);
  expect(swept.log).toContainEqual(expect.objectContaining({ level: 40, msg: 'removing an unposted image failed', key: stuck.slice('/uploads/'.length) }));
  await sweep();
  expect(stored(stuck)).toBe(false);
});

test('a sweep that cannot list the store is a warning, not a crash', async () => {
  const unreachable: UploadStorage = {
    ...storage,
    listUnder: () => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('store unreachable')) }),
    }),
  };
  const swept = await sweep(unreachable);
  expect(swept).toMatchObject({ removed: 0, failed: 0 });
  expect(swept.log).toContainEqual(expect.objectContaining({ level: 40, msg: 'sweeping unposted images failed', err: expect.objectContaining({ message: 'store unreachable' }) }));
});
