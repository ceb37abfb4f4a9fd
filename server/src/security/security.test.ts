import request from 'supertest';
import { newCitizen, signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity({ env: { ALLOWED_ORIGINS: 'https://desktop.example' } });
});
afterAll(() => city.stop());

describe('cross-origin writes', () => {
  test('a state-changing request from a foreign Origin gets 403 and changes nothing', async () => {
    const body = newCitizen();
    const res = await request(city.url).post('/api/auth/signup').set('Origin', 'https://evil.example').send(body).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
    await request(city.url).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
  });

  test('the app’s own origin and configured origins may write', async () => {
    await request(city.url).post('/api/auth/signup').set('Origin', city.origin).send(newCitizen()).expect(201);
    await request(city.url).post('/api/auth/signup').set('Origin', 'https://desktop.example').send(newCitizen()).expect(201);
  });

  test('the own origin with another scheme is foreign', async () => {
    const own = new URL(city.origin);
    const res = await request(city.url).post('/api/auth/signup').set('Host', own.host).set('Origin', `https://${own.host}`).send(newCitizen()).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
  });

  test('an Origin matching the request’s own Host header is still foreign', async () => {
    const body = newCitizen();
    const res = await request(city.url).post('/api/auth/signup').set('Host', 'evil.example').set('Origin', 'http://evil.example').send(body).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ORIGIN');
    await request(city.url).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
  });

  test('a signed-in citizen’s session cannot be used from a foreign origin', async () => {
    const { cookie } = await signedInCitizen(city);
    await request(city.url).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'http://localhost:9999').expect(403);
    await request(city.url).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });
});

describe('bad bodies', () => {
  test('a JSON body over the size limit gets 413 with the envelope', async () => {
    const res = await request(city.url)
      .post('/api/auth/signup')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...newCitizen(), username: 'x'.repeat(200_000) }))
      .expect(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('malformed JSON gets 400 with the envelope, not 500', async () => {
    const res = await request(city.url).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('over-long fields are refused clearly', async () => {
    const res = await request(city.url).post('/api/auth/signup').send(newCitizen({ username: 'n'.repeat(51) })).expect(400);
    expect(res.body.error).toMatchObject({ code: 'DISPLAY_NAME_TOO_LONG', fields: { username: 'Display name must be at most 50 characters' } });
  });
});

test('responses carry security headers', async () => {
  const res = await request(city.url).get('/api/health').expect(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});
