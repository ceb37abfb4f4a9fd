import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('another citizen’s profile never shows their email', async () => {
  const alice = await signedInCitizen(city);
  const bob = await signedInCitizen(city);
  const res = await bob.client.get(`/api/users/${alice.user.uid}`).expect(200);
  expect(res.body).toMatchObject({ uid: alice.user.uid, handle: alice.user.handle, relation: { isFollowing: false, requested: false, followsYou: false } });
  expect(res.body).not.toHaveProperty('email');
});

test('profiles need a session; unknown ones are 404', async () => {
  const alice = await signedInCitizen(city);
  await city.client().get(`/api/users/${alice.user.uid}`).expect(401);
  await alice.client.get('/api/users/no-such-citizen').expect(404);
});

test('a citizen edits their own profile and language', async () => {
  const { client } = await signedInCitizen(city);
  const res = await client.patch('/api/users/me').send({ username: 'New Name', bio: 'Hello', language: 'fr', communicationStyles: ['valuesBrevity'] }).expect(200);
  expect(res.body).toMatchObject({ username: 'New Name', bio: 'Hello', language: 'fr', communicationStyles: ['valuesBrevity'] });
  expect((await client.get('/api/auth/me')).body.user.language).toBe('fr');
});

test.each([{ roles: { admin: true } }, { kycStatus: 'verified' }, { reputationScore: { total: 100 } }, { email: 'x@example.com' }, { monetizationEnabled: true }, { language: 'de' }])(
  '%o cannot be set through PATCH /users/me',
  async (body) => {
    const { client, user } = await signedInCitizen(city);
    await client.patch('/api/users/me').send(body).expect(400);
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toEqual(user);
  },
);

test('ADMIN_EMAILS makes those accounts admins at sign-up, and no one else', async () => {
  const adminCity = await startTestCity({ env: { ADMIN_EMAILS: 'Boss@Example.com, second@example.com' } });
  try {
    const boss = await signedInCitizen(adminCity, { email: 'boss@example.com' });
    const citizen = await signedInCitizen(adminCity);
    expect(boss.user.roles).toEqual({ admin: true });
    expect(citizen.user.roles).toEqual({ admin: false });
  } finally {
    await adminCity.stop();
  }
});
