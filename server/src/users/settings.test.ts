import sharp from 'sharp';
import request from 'supertest';
import { PNG } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { jpegWithGps } from '../uploads/test-images';

// Settings: the profile a citizen edits, their avatar and identity verification.

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

describe('text limits', () => {
  test('a bio of 300 characters is kept; 301 is refused in the spec’s words', async () => {
    const { client } = await signedInCitizen(city);
    await client.patch('/api/users/me').send({ bio: 'b'.repeat(300) }).expect(200);
    const res = await client.patch('/api/users/me').send({ bio: 'b'.repeat(301) }).expect(400);
    expect(res.body.error).toEqual({ code: 'BIO_TOO_LONG', message: 'Bio must be at most 300 characters', fields: { bio: 'Bio must be at most 300 characters' } });
    expect((await client.get('/api/auth/me')).body.user.bio).toBe('b'.repeat(300));
  });

  test('a display name of 50 characters is kept; 51 is refused in the spec’s words', async () => {
    const { client } = await signedInCitizen(city);
    await client.patch('/api/users/me').send({ username: 'n'.repeat(50) }).expect(200);
    const res = await client.patch('/api/users/me').send({ username: 'n'.repeat(51) }).expect(400);
    expect(res.body.error).toMatchObject({ code: 'DISPLAY_NAME_TOO_LONG', message: 'Display name must be at most 50 characters' });
  });
});

test('the identity pillar moves as the profile fills, and the handle cannot be changed here', async () => {
  const { client, user } = await signedInCitizen(city);
  expect(user.reputationScore.identity).toBe(0);
  const withBio = (await client.patch('/api/users/me').send({ bio: 'I fix bicycles.' }).expect(200)).body;
  expect(withBio.reputationScore.identity).toBe(15);
  const withStyles = (await client.patch('/api/users/me').send({ communicationStyles: ['prefersData', 'empathyFirst'] }).expect(200)).body;
  expect(withStyles.reputationScore.identity).toBe(30);
  await client.patch('/api/users/me').send({ handle: '@someone_else' }).expect(400);
  expect((await client.get('/api/auth/me')).body.user.handle).toBe(user.handle);
});

describe('protected account', () => {
  test('turning it on makes future follows requests; existing followers stay', async () => {
    const owner = await signedInCitizen(city);
    const early = await signedInCitizen(city);
    const late = await signedInCitizen(city);
    expect((await early.client.post(`/api/users/${owner.user.uid}/follow`).expect(200)).body).toEqual({ state: 'following' });
    const res = await owner.client.patch('/api/users/me').send({ protected: true }).expect(200);
    expect(res.body).toMatchObject({ protected: true, followersCount: 1 });
    expect((await late.client.post(`/api/users/${owner.user.uid}/follow`).expect(200)).body).toEqual({ state: 'requested' });
    expect((await early.client.get(`/api/users/${owner.user.uid}`).expect(200)).body.relation.isFollowing).toBe(true);
    expect((await owner.client.get('/api/auth/me')).body.user.followersCount).toBe(1);
  });
});

describe('avatar', () => {
  test('an uploaded avatar becomes a public square image, without its EXIF, and replaces the last one', async () => {
    const { client } = await signedInCitizen(city);
    const photo = await jpegWithGps();
    const first = (await client.post('/api/users/me/avatar').attach('file', photo, 'me.jpg').expect(200)).body;
    expect(first.avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBe(first.avatarUrl);

    const served = await request(city.url).get(first.avatarUrl).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    const { width, height, exif } = await sharp(served.body as Buffer).metadata();
    expect({ width, height, exif }).toEqual({ width: 400, height: 400, exif: undefined });

    const second = (await client.post('/api/users/me/avatar').attach('file', PNG, 'me.png').expect(200)).body;
    expect(second.avatarUrl).toMatch(/\.png$/);
    await request(city.url).get(first.avatarUrl).expect(404);
    await request(city.url).get(second.avatarUrl).expect(200);
  });

  test('an avatar over 10 MB gets 413 and a file that is not an image 400; the avatar stays', async () => {
    const { client, user } = await signedInCitizen(city);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await client.post('/api/users/me/avatar').attach('file', big, 'huge.png').expect(413)).body.error.code).toBe('IMAGE_TOO_LARGE');
    const text = await client.post('/api/users/me/avatar').attach('file', Buffer.from('not an image'), { filename: 'me.png', contentType: 'image/png' }).expect(400);
    expect(text.body.error).toEqual({ code: 'UNSUPPORTED_IMAGE', message: 'Only PNG, JPEG and GIF images are accepted.' });
    await client.post('/api/users/me/avatar').field('other', 'x').expect(400);
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBe(user.avatarUrl);
  });

  test('avatarUrl cannot be pointed anywhere through PATCH', async () => {
    const { client } = await signedInCitizen(city);
    await client.patch('/api/users/me').send({ avatarUrl: 'https://evil.example/x.png' }).expect(400);
  });
});

describe('identity verification', () => {
  test('a request makes kycStatus pending, and stays pending until an admin decides', async () => {
    const { client, user } = await signedInCitizen(city);
    expect(user.kycStatus).toBe('unverified');
    expect((await client.post('/api/users/me/kyc').expect(200)).body).toEqual({ kycStatus: 'pending' });
    expect((await client.post('/api/users/me/kyc').expect(200)).body).toEqual({ kycStatus: 'pending' });
    expect((await client.get('/api/auth/me')).body.user.kycStatus).toBe('pending');
  });

  test('a verified citizen stays verified', async () => {
    const { client, user } = await signedInCitizen(city);
    await city.db.query(`update users set kyc_status = 'verified' where uid = $1`, [user.uid]);
    expect((await client.post('/api/users/me/kyc').expect(200)).body).toEqual({ kycStatus: 'verified' });
  });

  test('it needs a session', async () => {
    await city.client().post('/api/users/me/kyc').expect(401);
    await city.client().post('/api/users/me/avatar').attach('file', PNG, 'x.png').expect(401);
  });
});
