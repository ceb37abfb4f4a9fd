import request from 'supertest';
import { loadConfig } from '../lib/config';
import { createLogger } from '../lib/logger';
import { startServer } from '../server';
import { newCitizen, startTestCity, testCoach, type TestCity } from '../testing/harness';
import { sessionCookie } from '../testing/cookies';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('a session survives a restart of the server because it lives in the database', async () => {
  const options = {
    config: loadConfig({ DATA_DIR: city.dataDir }),
    db: city.db,
    logger: createLogger('silent'),
    sessionSecret: 'the same secret across both runs',
    coach: await testCoach('rules'),
  };
  const before = await startServer(options, 0);
  const res = await request(before.url).post('/api/auth/signup').send(newCitizen()).expect(201);
  const cookie = sessionCookie(res);
  await before.close();

  const after = await startServer(options, 0);
  try {
    const me = await request(after.url).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.user.uid).toBe(res.body.user.uid);
  } finally {
    await after.close();
  }
});
