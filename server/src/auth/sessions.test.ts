import { sessionCookie } from '../testing/cookies';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Settings, sessions: the devices a citizen is signed in on, and signing out of all the others.

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

const openSocket = (cookie: string) => city.socket(cookie);

async function signInAgain(email: string, password: string, userAgent: string) {
  const client = city.client();
  const res = await client.post('/api/auth/login').set('User-Agent', userAgent).send({ email, password }).expect(200);
  return { client, cookie: sessionCookie(res) };
}

test('the list shows each device signed in, with its last use, and which one is asking; never a session id', async () => {
  const { client, credentials } = await signedInCitizen(city);
  const phone = await signInAgain(credentials.email, credentials.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
  const { sessions } = (await phone.client.get('/api/auth/sessions').expect(200)).body;
  expect(sessions).toHaveLength(2);
  const [current] = sessions.filter((s: { current: boolean }) => s.current);
  expect(current.device).toContain('iPhone');
  for (const s of sessions) {
    expect(Date.parse(s.lastUsedAt)).not.toBeNaN();
    expect(Date.parse(s.createdAt)).not.toBeNaN();
  }
  const { rows } = await city.db.query<{ sid: string }>('select sid from sessions');
  const body = JSON.stringify(sessions);
  for (const { sid } of rows) expect(body).not.toContain(sid);
  // Another citizen's sessions are not in anyone's list.
  const other = await signedInCitizen(city);
  expect((await other.client.get('/api/auth/sessions').expect(200)).body.sessions).toHaveLength(1);
  expect((await client.get('/api/auth/sessions').expect(200)).body.sessions).toHaveLength(2);
});

test('signing out of all others ends them and closes their sockets; this device stays signed in', async () => {
  const { client, credentials, cookie } = await signedInCitizen(city);
  const laptop = await signInAgain(credentials.email, credentials.password, 'Laptop browser');
  const tablet = await signInAgain(credentials.email, credentials.password, 'Tablet browser');
  const bystander = await signedInCitizen(city);
  const laptopSocket = await openSocket(laptop.cookie);
  const mySocket = await openSocket(cookie);
  const closed = new Promise((resolve) => laptopSocket.once('disconnect', resolve));

  expect((await client.post('/api/auth/sessions/sign-out-others').expect(200)).body).toEqual({ ended: 2 });
  expect(await closed).toBe('io server disconnect');
  expect(mySocket.connected).toBe(true);
  await laptop.client.get('/api/auth/me').expect(401);
  await tablet.client.get('/api/auth/me').expect(401);
  await client.get('/api/auth/me').expect(200);
  await bystander.client.get('/api/auth/me').expect(200);
  expect((await client.get('/api/auth/sessions').expect(200)).body.sessions).toHaveLength(1);
});

test('sessions need a session', async () => {
  await city.client().get('/api/auth/sessions').expect(401);
  await city.client().post('/api/auth/sessions/sign-out-others').expect(401);
});
