import request from 'supertest';
import { PNG, post } from '../testing/fixtures';
import { clusterMissing, inProcessTest, startTargetCity, TEST_CITY, type TargetCity } from '../testing/cluster-city';
import { signedInCitizen } from '../testing/harness';
import { AUTHORIZATION_TABLE, DISPUTE, ROLES, type Account, type Fixtures, type Role, type Row } from './authorization-table';
import { registeredRoutes } from './registered-routes';

// Every cell of the table: one endpoint asked by one role gets the expected status, and a
// secret (an id) reaches exactly the roles allowed to see it. One city, requests in sequence: the
// in-process server, or `npm run start:cluster` in the cluster project (jest.config.js).

const ADMIN_EMAIL = 'matrix.admin@example.com';

let city: TargetCity;
let fx: Fixtures;

async function account(overrides: { email?: string } = {}): Promise<Account> {
  const { user, client, credentials } = await signedInCitizen(city, overrides);
  return { uid: user.uid, email: credentials.email, password: credentials.password, client };
}

let disputes = 0;
let reports = 0;
/** Each on a new text: a suggestion on one text is disputed once. */
async function fileDispute(author: Account): Promise<string> {
  const res = await author.client.post('/api/callable/submitDispute').send({ data: { ...DISPUTE, userText: `${DISPUTE.userText} ${++disputes}` } }).expect(200);
  return res.body.result.disputeId;
}

async function buildFixtures(city: TargetCity): Promise<Fixtures> {
  const [author, follower, citizen, admin, suspended, openAuthor, bystander, member] = [
    await account(),
    await account(),
    await account(),
    await account({ email: ADMIN_EMAIL }),
    await account(),
    await account(),
    await account(),
    await account(),
  ];
  await follower.client.post(`/api/users/${author.uid}/follow`).expect(200);
  const { conversation, conversationMessage } = await converse(author, member);
  await author.client.patch('/api/users/me').send({ protected: true }).expect(200);
  await openAuthor.client.post(`/api/users/${author.uid}/follow`).expect(200);
  await city.db.query('update users set suspended = true where uid = $1', [suspended.uid]);

  const innerCirclePost = (await post(author.client, { content: 'whisper #innercircle zanzibar', audience: 'private' })).id;
  const comment = await follower.client.post(`/api/posts/${innerCirclePost}/comments`).send({ text: 'Heard you.' }).expect(201);
  await author.client.post('/api/callable/createReport').send({ data: { commentId: comment.body.id, reason: 'spam' } }).expect(200);
  const notifications = (await author.client.get('/api/notifications').expect(200)).body.notifications;
  const newGuild = (privacy: 'public' | 'secret' = 'secret') => foundGuild(author, follower, member, privacy);
  const secretGuild = await newGuild();
  const secretGuildPost = (await member.client.post(`/api/guilds/${secretGuild}/posts`).send({ content: 'Among us.' }).expect(201)).body.id;
  return {
    accounts: { author, follower, citizen, admin, suspended, member },
    openAuthor,
    bystander,
    openPost: (await post(openAuthor.client, { content: 'Open to every citizen.' })).id,
    protectedPost: (await post(author.client, { content: 'Public, on a protected account.' })).id,
    innerCirclePost,
    innerCircleComment: comment.body.id,
    authorNotification: notifications.find((n: { type: string }) => n.type === 'follow_request').id,
    authorDispute: await fileDispute(author),
    newDispute: () => fileDispute(author),
    async newRequester() {
      const requester = await account();
      await requester.client.post(`/api/users/${author.uid}/follow`).expect(200);
      return requester.uid;
    },
    async newReport() {
      const reported = (await post(openAuthor.client, { content: `Reported by the matrix ${++reports}.` })).id;
      await author.client.post('/api/callable/createReport').send({ data: { postId: reported, postAuthorId: openAuthor.uid, reason: 'spam' } }).expect(200);
      return reported;
    },
    async newKycRequest() {
      const asker = await account();
      await asker.client.post('/api/users/me/kyc').expect(200);
      return asker.uid;
    },
    conversation,
    conversationMessage,
    async newConversation() {
      const other = await account();
      await other.client.post(`/api/users/${author.uid}/follow`).expect(200);
      await author.client.post(`/api/follow-requests/${other.uid}/approve`).expect(204);
      await author.client.post(`/api/users/${other.uid}/follow`).expect(200);
      return (await author.client.post('/api/conversations').send({ userId: other.uid }).expect(201)).body.id;
    },
    secretGuild,
    secretGuildPost,
    openGuild: (await openAuthor.client.post('/api/guilds').send({ name: 'Open Hall', charter: 'All welcome.', joinPolicy: 'open' }).expect(201)).body.id,
    newGuild,
    async newGuildRequest() {
      const id = await newGuild('public');
      const requester = await account();
      await requester.client.post(`/api/guilds/${id}/join`).expect(200);
      return { id, uid: requester.uid };
    },
  };
}

/** A guild founded by the author, joined by the follower (then its officer) and the member; public ones take requests. */
async function foundGuild(author: Account, officer: Account, member: Account, privacy: 'public' | 'secret'): Promise<string> {
  const { id } = (await author.client.post('/api/guilds').send({ name: 'Matrix Guild', charter: 'Members only.', privacy }).expect(201)).body;
  for (const joiner of [officer, member]) {
    await author.client.post(`/api/guilds/${id}/invites`).send({ userId: joiner.uid }).expect(201);
    await joiner.client.post(`/api/guilds/${id}/join`).expect(200);
  }
  await author.client.post(`/api/guilds/${id}/members/${officer.uid}/role`).send({ role: 'officer' }).expect(204);
  return id;
}

/** The author and the member follow each other, talk, then the member unfollows: the conversation stays theirs. */
async function converse(author: Account, member: Account) {
  await member.client.post(`/api/users/${author.uid}/follow`).expect(200);
  await author.client.post(`/api/users/${member.uid}/follow`).expect(200);
  const conversation = (await author.client.post('/api/conversations').send({ userId: member.uid }).expect(201)).body.id;
  const message = await member.client.post(`/api/conversations/${conversation}/messages`).send({ text: 'Between the two of us.' }).expect(201);
  await member.client.delete(`/api/users/${author.uid}/follow`).expect(204);
  return { conversation, conversationMessage: message.body.id };
}

/** A session of the role's own, for requests that end or switch it (a suspended account is let in just long enough). */
async function freshSession(role: Role): Promise<request.Agent> {
  const client = city.client();
  if (role === 'visitor') return client;
  const { uid, email, password } = fx.accounts[role];
  if (role === 'suspended') await city.db.query('update users set suspended = false where uid = $1', [uid]);
  await client.post('/api/auth/login').send({ email, password }).expect(200);
  if (role === 'suspended') await city.db.query('update users set suspended = true where uid = $1', [uid]);
  return client;
}

async function ask(row: Row, role: Role) {
  const client = row.ownSession ? await freshSession(role) : role === 'visitor' ? city.client() : fx.accounts[role].client;
  const params = row.params ? await row.params(fx, role) : {};
  const path = row.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const req = client[row.method.toLowerCase() as Lowercase<Row['method']>](row.query ? `${path}?${row.query}` : path);
  if (row.upload) return req.attach('file', PNG, 'pixel.png');
  return row.body ? req.send(row.body(fx, role)) : req;
}

const endpoint = (row: Pick<Row, 'method' | 'path'>) => `${row.method} ${row.path}`;

const missing = clusterMissing();
const suite = missing ? describe.skip : describe;

suite(`the authorization matrix, on the ${TEST_CITY} city${missing ? ` (skipped: the cluster needs ${missing})` : ''}`, () => {
  beforeAll(async () => {
    // Every account signs up and signs in from the one test address (the cluster city's own).
    city = await startTargetCity({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMIT_MULTIPLIER: '100' } });
    fx = await buildFixtures(city);
    // About a hundred requests: on a busy machine they take longer than one test's timeout.
  }, 120_000);
  afterAll(() => city?.stop());

  describe.each(AUTHORIZATION_TABLE.map((row) => [`${endpoint(row)}${row.target ? ` (${row.target})` : ''}`, row] as const))('%s', (_name, row) => {
    test.each(ROLES.map((role) => [role, row.expected[role]] as const))('%s: %i', async (role, status) => {
      const res = await ask(row, role);
      expect({ status: res.status, error: res.status >= 400 ? res.body.error : undefined }).toEqual({
        status,
        error: status >= 400 ? expect.objectContaining({ message: expect.any(String) }) : undefined,
      });
      if (row.secret) expect(JSON.stringify(res.body).includes(row.secret.value(fx))).toBe(row.secret.seenBy.includes(role));
    });
  });

  inProcessTest('every endpoint the app serves, and every callable, has its row, and every row an endpoint', () => {
    if (!city.server) throw new Error('the in-process city shows its app');
    const { app } = city.server;
    const routes = registeredRoutes(app);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/callable/:name']));
    const callables = (app.locals.callableNames as string[]).map((name) => `POST /api/callable/${name}`);
    const served = [...routes.filter((route) => route !== 'POST /api/callable/:name'), ...callables];
    const covered = AUTHORIZATION_TABLE.map(endpoint);
    expect({ withoutRow: served.filter((route) => !covered.includes(route)), rowsWithoutEndpoint: covered.filter((route) => !served.includes(route)) }).toEqual({
      withoutRow: [],
      rowsWithoutEndpoint: [],
    });
  });
});
