import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

/** A citizen with these pillars and, unless told otherwise, a public post. */
async function citizenScoring(pillar: number, options: { posts?: 'public' | 'private' | 'none' } = {}): Promise<Citizen> {
  const c = await signedInCitizen(city);
  await city.db.query('update users set identity = $2, coachability = $2, community_trust = $2 where uid = $1', [c.user.uid, pillar]);
  if (options.posts !== 'none') await post(c.client, { content: `Hello from a citizen scoring ${pillar}.`, audience: options.posts ?? 'public' });
  return c;
}

const suggestedTo = async (c: Citizen, query = '?limit=20'): Promise<string[]> =>
  (await c.client.get(`/api/follow-suggestions${query}`).expect(200)).body.users.map((u: { uid: string }) => u.uid);

test('a new citizen is offered the best-reputed citizens whose posts would fill their Following feed, best first', async () => {
  const best = await citizenScoring(98);
  const good = await citizenScoring(90);
  const silent = await citizenScoring(99, { posts: 'none' });
  const innerCircleOnly = await citizenScoring(97, { posts: 'private' });
  const newcomer = await signedInCitizen(city);

  const suggested = await suggestedTo(newcomer);
  expect(suggested.slice(0, 2)).toEqual([best.user.uid, good.user.uid]);
  expect(suggested).not.toContain(silent.user.uid);
  expect(suggested).not.toContain(innerCircleOnly.user.uid);
  expect(suggested).not.toContain(newcomer.user.uid);

  const [first] = (await newcomer.client.get('/api/follow-suggestions?limit=1').expect(200)).body.users;
  expect(first).toEqual({
    uid: best.user.uid,
    username: best.user.username,
    handle: best.user.handle,
    avatarUrl: best.user.avatarUrl,
    kycStatus: 'unverified',
    reputationScore: { identity: 98, coachability: 98, communityTrust: 98, total: 98 },
  });
});

test('citizens already followed or asked, protected accounts and suspended ones are not suggested', async () => {
  const followed = await citizenScoring(96);
  const asked = await citizenScoring(95);
  const suspended = await citizenScoring(94);
  const viewer = await signedInCitizen(city);
  await asked.client.patch('/api/users/me').send({ protected: true }).expect(200);
  await viewer.client.post(`/api/users/${followed.user.uid}/follow`).expect(200);
  await viewer.client.post(`/api/users/${asked.user.uid}/follow`).expect(200);
  await city.db.query('update users set suspended = true where uid = $1', [suspended.user.uid]);
  const protectedStranger = await citizenScoring(93);
  await protectedStranger.client.patch('/api/users/me').send({ protected: true }).expect(200);

  const suggested = await suggestedTo(viewer);
  for (const left of [followed, asked, suspended, protectedStranger]) expect(suggested).not.toContain(left.user.uid);

  // Unfollowing brings the citizen back among the suggestions.
  await viewer.client.delete(`/api/users/${followed.user.uid}/follow`).expect(204);
  expect(await suggestedTo(viewer)).toContain(followed.user.uid);
});

test('five by default; a limit outside 1..20 is a 400', async () => {
  for (let i = 0; i < 6; i++) await citizenScoring(60 + i);
  const viewer = await signedInCitizen(city);
  expect(await suggestedTo(viewer, '')).toHaveLength(5);
  for (const limit of ['0', '21', 'many']) {
    const res = await viewer.client.get(`/api/follow-suggestions?limit=${limit}`).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  }
  await city.client().get('/api/follow-suggestions').expect(401);
});
