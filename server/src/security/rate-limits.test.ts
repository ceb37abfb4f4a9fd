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

describe('failed logins count per account and address together', () => {
  const from = (address: string) => ({ post: (body: object) => request(city.url).post('/api/auth/login').set('X-Forwarded-For', address).send(body) });
  const attacker = from('203.0.113.66');

  async function tenWrongGuesses(email: string) {
    for (let i = 0; i < 10; i++) await attacker.post({ email, password: `guess ${i}` }).expect(401);
  }

  test('after ten failures the failing address is refused for that account, even with the right password', async () => {
    const { credentials } = await signedInCitizen(city);
    await tenWrongGuesses(credentials.email);
    const res = await attacker.post({ email: credentials.email.toUpperCase(), password: credentials.password }).expect(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('the victim’s right password from another address still signs in', async () => {
    const victim = await signedInCitizen(city);
    await tenWrongGuesses(victim.credentials.email);
    const res = await from('198.51.100.7').post(victim.credentials).expect(200);
    expect(res.body.user.uid).toBe(victim.user.uid);
  });

  test('the failing address may still sign in to other accounts', async () => {
    const victim = await signedInCitizen(city);
    const other = await signedInCitizen(city);
    await tenWrongGuesses(victim.credentials.email);
    await attacker.post(other.credentials).expect(200);
  });

  test('the addresses of one IPv6 /64, which one client commonly holds, count as one address', async () => {
    const victim = await signedInCitizen(city);
    for (let i = 1; i <= 10; i++) await from(`2001:db8:0:7::${i}`).post({ email: victim.credentials.email, password: 'guess' }).expect(401);
    await from('2001:db8:0:7:ffff::1').post(victim.credentials).expect(429);
    await from('2001:db8:0:8::1').post(victim.credentials).expect(200);
  });

  test('one address trying many accounts is still stopped by the per-address limit', async () => {
    for (let i = 0; i < 25; i++) await attacker.post({ email: `someone${i}@example.com`, password: 'nope' }).expect(401);
    const { credentials } = await signedInCitizen(city);
    await attacker.post(credentials).expect(429);
    await from('198.51.100.7').post(credentials).expect(200);
  });
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
