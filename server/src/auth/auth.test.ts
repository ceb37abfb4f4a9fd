import request from 'supertest';
import { newCitizen, signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { sessionCookie, sessionCookieAttributes, sessionId } from '../testing/cookies';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

const userCount = async () => (await city.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;

describe('sign-up', () => {
  test('creates the profile of spec section 3 and signs the citizen in', async () => {
    const client = city.client();
    const body = newCitizen({ username: 'Élise Martin', handle: 'elise-m!', email: 'Elise.Martin@Example.com' });
    const res = await client.post('/api/auth/signup').send(body).expect(201);
    const { user } = res.body;
    expect(user).toMatchObject({
      email: 'elise.martin@example.com',
      username: 'Élise Martin',
      handle: '@elisem',
      bio: '',
      kycStatus: 'unverified',
      monetizationEnabled: false,
      reputationScore: { identity: 0, coachability: 50, communityTrust: 50, total: 40 },
      following: [],
      followersCount: 0,
      followingCount: 0,
      roles: { admin: false },
      protected: false,
    });
    expect(typeof user.uid).toBe('string');
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(decodeURIComponent(user.avatarUrl)).toContain('>É</text>');
    expect(user).not.toHaveProperty('passwordHash');

    const attributes = sessionCookieAttributes(res).toLowerCase();
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect((await client.get('/api/auth/me').expect(200)).body.user.uid).toBe(user.uid);

    const stored = await city.db.query<{ password_hash: string }>('select password_hash from users where uid = $1', [user.uid]);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  test.each([
    [{ username: '' }, 'Please fill out your display name and username'],
    [{ username: '   ' }, 'Please fill out your display name and username'],
    [{ handle: '@' }, 'Please fill out your display name and username'],
    [{ handle: '' }, 'Please fill out your display name and username'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    // The display name and handle are checked first, then the email, then the password.
    [{ username: '', email: 'bad', password: '1' }, 'Please fill out your display name and username'],
    [{ email: 'bad', password: '1' }, 'Invalid email address'],
  ])('%o is refused with "%s" and creates nothing', async (override, message) => {
    const before = await userCount();
    const res = await city.client().post('/api/auth/signup').send(newCitizen(override)).expect(400);
    expect(res.body.error.message).toBe(message);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  test('an email already in use is refused, whatever its case', async () => {
    const { credentials } = await signedInCitizen(city);
    const res = await city.client().post('/api/auth/signup').send(newCitizen({ email: credentials.email.toUpperCase() })).expect(409);
    expect(res.body.error).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email is already in use' });
  });

  test('handles are unique regardless of case', async () => {
    await signedInCitizen(city, { handle: '@Unique_Handle' });
    const res = await city.client().post('/api/auth/signup').send(newCitizen({ handle: 'unique_HANDLE' })).expect(409);
    expect(res.body.error.code).toBe('HANDLE_TAKEN');
  });

  test('bodies of the wrong shape get 400, never 500', async () => {
    for (const body of [[], 'text', { username: 42, handle: {}, email: null, password: [] }]) {
      const res = await city.client().post('/api/auth/signup').send(body as object).expect(400);
      expect(res.body.error.code).toBeDefined();
    }
  });
});

describe('sign-in and sign-out', () => {
  test('a citizen signs in with a new session id each time; the old id no longer works', async () => {
    const { credentials } = await signedInCitizen(city);
    const client = city.client();
    const first = await client.post('/api/auth/login').send({ email: credentials.email, password: credentials.password }).expect(200);
    expect(first.body.user.email).toBe(credentials.email);
    const second = await client.post('/api/auth/login').send({ email: credentials.email.toUpperCase(), password: credentials.password }).expect(200);
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    await request(city.url).get('/api/auth/me').set('Cookie', sessionCookie(first)).expect(401);
    await request(city.url).get('/api/auth/me').set('Cookie', sessionCookie(second)).expect(200);
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    const { credentials } = await signedInCitizen(city);
    const wrong = await city.client().post('/api/auth/login').send({ email: credentials.email, password: 'wrong password' }).expect(401);
    const unknown = await city.client().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever' }).expect(401);
    expect(wrong.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' } });
    expect(unknown.body).toEqual(wrong.body);
    const missing = await city.client().post('/api/auth/login').send({}).expect(401);
    expect(missing.body).toEqual(wrong.body);
  });

  test('an unknown email costs as much time as a wrong password (no account enumeration by timing)', async () => {
    const { credentials } = await signedInCitizen(city);
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      await city.client().post('/api/auth/login').send({ email, password: 'wrong password' }).expect(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(credentials.email));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    // A password hash check dominates both; without the dummy check the unknown email would be ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  test('sign-out destroys the session', async () => {
    const { client, cookie } = await signedInCitizen(city);
    await request(city.url).get('/api/auth/me').set('Cookie', cookie).expect(200);
    await client.post('/api/auth/logout').expect(204);
    await client.get('/api/auth/me').expect(401);
    await request(city.url).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect((await city.db.query('select 1 from sessions where sid = $1', [sessionId(cookie)])).rows).toHaveLength(0);
  });

  test('sessions are stored in the database', async () => {
    const { user } = await signedInCitizen(city);
    const { rows } = await city.db.query('select sid from sessions where user_id = $1', [user.uid]);
    expect(rows).toHaveLength(1);
  });

  test('signed-out requests to /me get 401 with the envelope', async () => {
    const res = await city.client().get('/api/auth/me').expect(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('password change', () => {
  test('needs the current password and keeps the current session', async () => {
    const { client, credentials } = await signedInCitizen(city);
    const res = await client.post('/api/auth/password').send({ currentPassword: 'not it', newPassword: 'brand new' }).expect(400);
    expect(res.body.error.message).toBe('Incorrect current password.');
    await client.post('/api/auth/password').send({ currentPassword: credentials.password, newPassword: 'brand new' }).expect(204);
    await client.get('/api/auth/me').expect(200);
    await city.client().post('/api/auth/login').send({ email: credentials.email, password: 'brand new' }).expect(200);
    await city.client().post('/api/auth/login').send({ email: credentials.email, password: credentials.password }).expect(401);
  });

  test('a weak new password is refused', async () => {
    const { client, credentials } = await signedInCitizen(city);
    const res = await client.post('/api/auth/password').send({ currentPassword: credentials.password, newPassword: '123' }).expect(400);
    expect(res.body.error.message).toBe('Password must be at least 6 characters');
  });
});
