import { signedInCitizen, startTestCity, TEST_ENGINE, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

test('GET /api/health reports the database engine', async () => {
  const res = await city.client().get('/api/health').expect(200);
  expect(res.body).toEqual({ ok: true, db: TEST_ENGINE });
});

test('an unknown API path answers 404 with the error envelope (401 when signed out)', async () => {
  const { client } = await signedInCitizen(city);
  const res = await client.get('/api/nowhere').expect(404);
  expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  expect((await city.client().get('/api/nowhere').expect(401)).body.error.code).toBe('UNAUTHENTICATED');
});
