import request from 'supertest';
import { newCitizen, signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Each test gets its own city: the limits are counted per server.
let city: TestCity;
beforeEach(async () => {
  city = await startTestCity();
});
afterEach(() => city.stop());

test('25 logins per 5 minutes per IP, then 429 with Retry-After', async () => {
  for (let i = 0; i < 25; i++) {
    await request(city.url).post('/api/auth/login').send({ email: `someone${i}@example.com`, password: 'nope' }).expect(401);
  }
  const res = await request(city.url).post('/api/auth/login').send({ email: 'another@example.com', password: 'nope' }).expect(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.error.code).toBe('RATE_LIMITED');
});

test('10 failed logins per account lock that account for a while, even with the right password', async () => {
  const { credentials } = await signedInCitizen(city);
  for (let i = 0; i < 10; i++) {
    await request(city.url).post('/api/auth/login').send({ email: credentials.email, password: `guess ${i}` }).expect(401);
  }
  await request(city.url).post('/api/auth/login').send({ email: credentials.email.toUpperCase(), password: credentials.password }).expect(429);
});

test('a successful login clears the account’s failures', async () => {
  const { credentials } = await signedInCitizen(city);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 8; i++) await request(city.url).post('/api/auth/login').send({ email: credentials.email, password: 'wrong' }).expect(401);
    await request(city.url).post('/api/auth/login').send(credentials).expect(200);
  }
});

test('25 sign-ups per 5 minutes per IP', async () => {
  for (let i = 0; i < 25; i++) await request(city.url).post('/api/auth/signup').send({ ...newCitizen(), password: '1' }).expect(400);
  await request(city.url).post('/api/auth/signup').send(newCitizen()).expect(429);
});

test('5 password resets per 30 minutes per address', async () => {
  for (let i = 0; i < 5; i++) await request(city.url).post('/api/auth/password-reset').send({ email: 'target@example.com' }).expect(200);
  const res = await request(city.url).post('/api/auth/password-reset').send({ email: 'Target@example.com' }).expect(429);
  expect(res.headers['retry-after']).toBeDefined();
  await request(city.url).post('/api/auth/password-reset').send({ email: 'other@example.com' }).expect(200);
});
