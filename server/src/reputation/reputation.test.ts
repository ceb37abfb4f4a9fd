import { io as connect } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import { communityTrust, reactionWeight } from '../../../shared/reputation-rules';
import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;
const reputation = async (c: Citizen, of = c.user.uid) => (await c.client.get(`/api/users/${of}/reputation`).expect(200)).body;
const ack = (c: Citizen, postId: string, suggestionId: string) => c.client.post('/api/callable/acknowledgeAiSuggestion').send({ data: { postId, suggestionId } }).expect(200);

test('a newcomer starts at 0 / 50 / 50 (total 40) with an empty history', async () => {
  const citizen = await signedInCitizen(city);
  expect(await reputation(citizen)).toEqual({ reputationScore: { identity: 0, coachability: 50, communityTrust: 50, total: 40 }, history: [] });
});

test('identity grows with the profile, and the history says why', async () => {
  const citizen = await signedInCitizen(city);
  const me = (await citizen.client.patch('/api/users/me').send({ bio: 'Baker and poet', communicationStyles: ['empathyFirst'] }).expect(200)).body;
  expect(me.reputationScore).toEqual({ identity: 30, coachability: 50, communityTrust: 50, total: 46 });
  const { history } = await reputation(citizen);
  expect(history).toEqual([expect.objectContaining({ pillar: 'identity', change: 30, reason: 'profile' })]);
  await citizen.client.patch('/api/users/me').send({ bio: '' }).expect(200);
  expect((await reputation(citizen)).reputationScore.identity).toBe(15);
});

test('acknowledging refinements raises coachability, at most 10 a day', async () => {
  const citizen = await signedInCitizen(city);
  await ack(citizen, 'new_1', 'REFINEMENT:insult');
  await ack(citizen, 'new_1', 'REFINEMENT:insult'); // the same acknowledgement counts once
  expect((await reputation(citizen)).reputationScore.coachability).toBe(52);
  for (let i = 2; i < 10; i++) await ack(citizen, `new_${i}`, 'REFINEMENT:profanity');
  expect((await reputation(citizen)).reputationScore.coachability).toBe(60);
});

test('acknowledgements sent all at once still stop at the daily cap', async () => {
  const citizen = await signedInCitizen(city);
  await Promise.all(Array.from({ length: 12 }, (_, i) => ack(citizen, `new_burst_${i}`, 'REFINEMENT:insult')));
  const { reputationScore, history } = await reputation(citizen);
  expect(reputationScore.coachability).toBe(60);
  expect(history.reduce((sum: number, e: { change: number }) => sum + e.change, 0)).toBe(10);
});

test('an acknowledgement whose points cannot be recorded is not kept either: trying again counts', async () => {
  const citizen = await signedInCitizen(city);
  const p = await post(citizen.client, { content: 'A calm post about the new bike lanes downtown.' });
  await city.db.query("alter table reputation_events add constraint refuse_acknowledgements check (reason <> 'acknowledgedRefinement') not valid");
  try {
    const res = await citizen.client.post('/api/callable/acknowledgeAiSuggestion').send({ data: { postId: p.id, suggestionId: 'REFINEMENT:insult' } });
    expect(res.status).toBe(500);
  } finally {
    await city.db.query('alter table reputation_events drop constraint refuse_acknowledgements');
  }
  expect((await citizen.client.get(`/api/posts/${p.id}`).expect(200)).body.acknowledgedSuggestions).toEqual([]);
  expect((await reputation(citizen)).reputationScore.coachability).toBe(50);

  await ack(citizen, p.id, 'REFINEMENT:insult');
  expect((await citizen.client.get(`/api/posts/${p.id}`).expect(200)).body.acknowledgedSuggestions).toEqual(['REFINEMENT:insult']);
  expect((await reputation(citizen)).reputationScore.coachability).toBe(52);
});

test('publishing over an unacknowledged refinement lowers coachability a little, at most 5 a day', async () => {
  const citizen = await signedInCitizen(city);
  await post(citizen.client, { content: 'Nobody cares about your opinion on the tram.' });
  expect((await reputation(citizen)).reputationScore.coachability).toBe(49);
  await post(citizen.client, { content: 'Nobody cares about the bridge either.', acknowledgedSuggestions: ['REFINEMENT:dismissive'] });
  await post(citizen.client, { content: 'A calm and friendly post about the market.' });
  expect((await reputation(citizen)).reputationScore.coachability).toBe(49);
  for (let i = 0; i < 8; i++) await post(citizen.client, { content: `Nobody cares, take ${i}.` });
  expect((await reputation(citizen)).reputationScore.coachability).toBe(45);
});

test('community trust is a Bayesian average of reactions weighted by the reactors’ own totals, and is told live', async () => {
  const author = await signedInCitizen(city);
  const respected = await signedInCitizen(city);
  const newcomer = await signedInCitizen(city);
  await city.db.query('update users set identity = 90, coachability = 90, community_trust = 90 where uid = $1', [respected.user.uid]);
  const p = await post(author.client, { content: 'The library should open on Sundays.' });

  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: author.cookie }, reconnection: false });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const live = new Promise((resolve) => socket.once(SERVER_EVENTS.reputationUpdated, resolve));

  await react(respected.client, p.id, 'agree');
  const afterRespected = communityTrust(reactionWeight(90), reactionWeight(90));
  expect((await reputation(author)).reputationScore.communityTrust).toBe(afterRespected);
  expect(await live).toEqual({ uid: author.user.uid, reputationScore: expect.objectContaining({ communityTrust: afterRespected }) });
  socket.close();

  await react(newcomer.client, p.id, 'disagree');
  const both = communityTrust(reactionWeight(90), reactionWeight(90) + reactionWeight(40));
  expect((await reputation(author)).reputationScore.communityTrust).toBe(both);

  // Withdrawing both reactions brings trust back to where it started.
  await react(respected.client, p.id, 'agree');
  await react(newcomer.client, p.id, 'disagree');
  expect((await reputation(author)).reputationScore.communityTrust).toBe(50);
  const reasons = (await reputation(author)).history.map((e: { pillar: string; reason: string }) => `${e.pillar}:${e.reason}`);
  expect(new Set(reasons)).toEqual(new Set(['communityTrust:reactions']));
});

test('a citizen’s own reactions never move their own trust; the feed ranks by the current total', async () => {
  const author = await signedInCitizen(city);
  const p = await post(author.client, { content: 'Agreeing with myself.' });
  await react(author.client, p.id, 'agree');
  expect((await reputation(author)).reputationScore.communityTrust).toBe(50);

  const fan = await signedInCitizen(city);
  await city.db.query('update users set identity = 100, coachability = 100, community_trust = 100 where uid = $1', [fan.user.uid]);
  await react(fan.client, p.id, 'agree');
  const { total } = (await reputation(author)).reputationScore;
  const { rows } = await city.db.query<{ rank_reputation: number; author_reputation: number }>('select rank_reputation, author_reputation from posts where id = $1', [p.id]);
  expect(rows[0]).toEqual({ rank_reputation: total, author_reputation: 40 });
  expect(total).toBeGreaterThan(40);
});

function openSocket(c: Citizen) {
  const socket = connect(city.url, { transports: ['websocket'], extraHeaders: { cookie: c.cookie }, reconnection: false });
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ready };
}

test('a post shows its author’s total now beside the total when written, and readers hear of a new score live', async () => {
  const author = await signedInCitizen(city);
  const reader = await signedInCitizen(city);
  const fan = await signedInCitizen(city);
  await city.db.query('update users set identity = 100, coachability = 100, community_trust = 100 where uid = $1', [fan.user.uid]);
  const p = await post(author.client, { content: 'Lanterns on the bridge tonight.' });
  const { socket, ready } = openSocket(reader);
  await ready;
  const live = new Promise((resolve) => socket.on(SERVER_EVENTS.reputationUpdated, (event: { uid: string }) => event.uid === author.user.uid && resolve(event)));

  await react(fan.client, p.id, 'agree');
  const { total } = (await reputation(author)).reputationScore;
  expect(total).toBeGreaterThan(40);
  expect(await live).toEqual({ uid: author.user.uid, reputationScore: expect.objectContaining({ total }) });
  socket.close();
  const seen = (await reader.client.get(`/api/posts/${p.id}`).expect(200)).body;
  expect(seen).toMatchObject({ authorReputation: 40, authorCurrentReputation: total });
  const [inFeed] = (await reader.client.get(`/api/users/${author.user.uid}/posts`).expect(200)).body.posts;
  expect(inFeed).toMatchObject({ authorReputation: 40, authorCurrentReputation: total });
});

test('a protected account’s new score reaches its approved followers, not strangers', async () => {
  const author = await signedInCitizen(city);
  const follower = await signedInCitizen(city);
  const stranger = await signedInCitizen(city);
  await author.client.patch('/api/users/me').send({ protected: true }).expect(200);
  await follower.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  await author.client.post(`/api/follow-requests/${follower.user.uid}/approve`).expect(204);
  const p = await post(author.client, { content: 'For my followers: the garden opens early.' });

  const followerSocket = openSocket(follower);
  const strangerSocket = openSocket(stranger);
  await Promise.all([followerSocket.ready, strangerSocket.ready]);
  const heardByStranger: string[] = [];
  strangerSocket.socket.on(SERVER_EVENTS.reputationUpdated, (event: { uid: string }) => heardByStranger.push(event.uid));
  const followerHeard = new Promise((resolve) => followerSocket.socket.on(SERVER_EVENTS.reputationUpdated, (event: { uid: string }) => event.uid === author.user.uid && resolve(event)));

  await react(follower.client, p.id, 'agree');
  await followerHeard;
  // Events to one socket keep their order: once a later public post reaches the stranger, the score would have too.
  const laterPost = new Promise((resolve) => strangerSocket.socket.once(SERVER_EVENTS.postNew, resolve));
  await post(follower.client, { content: 'A public word after the reaction.' });
  await laterPost;
  expect(heardByStranger).not.toContain(author.user.uid);
  followerSocket.socket.close();
  strangerSocket.socket.close();
});

test('unknown citizens have no reputation to show', async () => {
  const citizen = await signedInCitizen(city);
  await citizen.client.get('/api/users/nobody/reputation').expect(404);
});
