import request from 'supertest';
import { GIF, JPEG, PNG } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { sanitiseFilename } from './service';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test.each([
  [PNG, 'photo.png', 'image/png', 'png'],
  [JPEG, 'photo.jpeg', 'image/jpeg', 'jpg'],
  [GIF, 'anim.gif', 'image/gif', 'gif'],
  [PNG, 'misnamed.gif', 'image/png', 'png'],
])('%#: a real image is stored under posts/{uid}/{timestamp}_{filename} and served with its own type', async (bytes, name, type, extension) => {
  const { client, user } = await signedInCitizen(city);
  const { url } = (await client.post('/api/uploads').attach('file', bytes, name).expect(201)).body;
  expect(url).toMatch(new RegExp(`^/uploads/posts/${user.uid}/\\d{13}_[A-Za-z0-9._-]+\\.${extension}$`));
  const served = await request(city.url).get(url).expect(200);
  expect(served.headers['content-type']).toBe(type);
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(served.body, bytes)).toBe(0);
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
