import request from 'supertest';
import sharp from 'sharp';
import { PNG } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { sanitiseFilename } from './service';
import { animatedGif, hasGps, jpegWithGps, pngWithExif } from './test-images';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test.each([
  ['photo.png', 'image/png', 'png', pngWithExif],
  ['photo.jpeg', 'image/jpeg', 'jpg', jpegWithGps],
  ['anim.gif', 'image/gif', 'gif', animatedGif],
  ['misnamed.gif', 'image/png', 'png', pngWithExif],
])('%s: a real image is stored under posts/{uid}/{timestamp}_{filename} and served with its own type', async (name, type, extension, make) => {
  const { client, user } = await signedInCitizen(city);
  const { url } = (await client.post('/api/uploads').attach('file', await make(), name).expect(201)).body;
  expect(url).toMatch(new RegExp(`^/uploads/posts/${user.uid}/\\d{13}_[A-Za-z0-9._-]+\\.${extension}$`));
  const served = await client.get(url).expect(200);
  expect(served.headers['content-type']).toBe(type);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect((await sharp(served.body).metadata()).format).toBe(extension === 'jpg' ? 'jpeg' : extension);
});

test.each([
  ['a JPEG from a phone', jpegWithGps],
  ['a PNG', pngWithExif],
])('%s comes back without its EXIF (camera, GPS, names)', async (_what, make) => {
  const sent = await make();
  expect((await sharp(sent).metadata()).exif).toBeDefined();
  const { client } = await signedInCitizen(city);
  const { url } = (await client.post('/api/uploads').attach('file', sent, 'photo').expect(201)).body;
  const served = (await client.get(url).expect(200)).body as Buffer;
  const { exif, xmp, iptc, icc, comments } = await sharp(served).metadata();
  expect({ exif, xmp, iptc, icc, comments }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, icc: undefined, comments: undefined });
  expect(served.includes('CityCam')).toBe(false);
  expect(served.includes('Someone Private')).toBe(false);
});

test('a phone’s photo loses its GPS position but keeps the orientation it was taken in', async () => {
  const sent = await jpegWithGps();
  const before = await sharp(sent).metadata();
  expect({ width: before.width, height: before.height, orientation: before.orientation, gps: hasGps(before.exif) }).toEqual({ width: 40, height: 20, orientation: 6, gps: true });
  const { client } = await signedInCitizen(city);
  const { url } = (await client.post('/api/uploads').attach('file', sent, 'sideways.jpg').expect(201)).body;
  const after = await sharp((await client.get(url).expect(200)).body as Buffer).metadata();
  expect({ width: after.width, height: after.height, orientation: after.orientation, gps: hasGps(after.exif) }).toEqual({ width: 20, height: 40, orientation: undefined, gps: false });
});

test('an animated GIF stays animated, with its frames, timings and loop', async () => {
  const { client } = await signedInCitizen(city);
  const { url } = (await client.post('/api/uploads').attach('file', await animatedGif(), 'anim.gif').expect(201)).body;
  const served = (await client.get(url).expect(200)).body as Buffer;
  expect(await sharp(served, { animated: true }).metadata()).toEqual(expect.objectContaining({ pages: 3, pageHeight: 20, delay: [100, 200, 300], loop: 0 }));
});

test.each([
  [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.png'],
  [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.png'],
  [Buffer.from('just some text'), 'notes.jpg'],
  [Buffer.from('%PDF-1.4\n'), 'doc.gif'],
])('%#: a file that is not png, jpeg or gif is refused whatever its name', async (bytes, name) => {
  const { client, user } = await signedInCitizen(city);
  const res = await client.post('/api/uploads').attach('file', bytes, { filename: name, contentType: 'image/png' }).expect(400);
  expect(res.body.error.code).toBe('UNSUPPORTED_IMAGE');
  await request(city.url).get(`/uploads/posts/${user.uid}/`).expect(404);
});

test('an image over 10 MB gets 413', async () => {
  const { client } = await signedInCitizen(city);
  const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
  const res = await client.post('/api/uploads').attach('file', big, 'huge.png').expect(413);
  expect(res.body.error.code).toBe('IMAGE_TOO_LARGE');
});

test('uploading needs a session and a file', async () => {
  await city.client().post('/api/uploads').attach('file', PNG, 'x.png').expect(401);
  const { client } = await signedInCitizen(city);
  await client.post('/api/uploads').field('other', 'x').expect(400);
});

test('filenames are sanitised: no paths, no odd characters', () => {
  expect(sanitiseFilename('../../etc/passwd.png')).toBe('passwd');
  expect(sanitiseFilename('Été à Paris (1).jpeg')).toBe('Ete_a_Paris_1_');
  expect(sanitiseFilename('...png')).toBe('image');
});
