import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import type { GuildDetail } from '../../../shared/guilds';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
});
afterAll(() => city.stop());

const REQUIRED = 'Guild Name and Charter are required.';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function found(founder: Citizen, body: Record<string, unknown> = {}): Promise<GuildDetail> {
  const guild = { name: `Guild ${Math.random().toString(36).slice(2, 8)}`, description: 'Neighbours who garden', charter: 'Be kind. Share seeds.', ...body };
  return (await founder.client.post('/api/guilds').send(guild).expect(201)).body;
}

const guildOf = (c: Citizen, id: string) => c.client.get(`/api/guilds/${id}`);
const ids = (list: Array<{ id: string }>) => list.map((x) => x.id);
const roleOf = async (viewer: Citizen, guildId: string, uid: string) => (await guildOf(viewer, guildId).expect(200)).body.members.find((m: { uid: string }) => m.uid === uid)?.role ?? null;

/** A public guild with a founder, an officer and a member, and an outsider. */
async function cast(body: Record<string, unknown> = { joinPolicy: 'open' }) {
  const [founder, officer, member, outsider] = [await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city), await signedInCitizen(city)];
  const guild = await found(founder, body);
  for (const c of [officer, member]) {
    if (body.privacy === 'secret') await founder.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: c.user.uid }).expect(201);
    expect((await c.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: body.joinPolicy === 'request' ? 'requested' : 'member' });
    if (body.joinPolicy === 'request') await founder.client.post(`/api/guilds/${guild.id}/requests/${c.user.uid}/approve`).expect(204);
  }
  await founder.client.post(`/api/guilds/${guild.id}/members/${officer.user.uid}/role`).send({ role: 'officer' }).expect(204);
  return { guild, founder, officer, member, outsider };
}

describe('founding a guild', () => {
  test('name and charter are required, in the spec’s words, and nothing is created without them', async () => {
    const founder = await signedInCitizen(city);
    for (const body of [{ charter: 'Be kind.' }, { name: 'Gardeners' }, { name: '   ', charter: 'Be kind.' }, { name: 'Gardeners', charter: '\u200b\n' }, {}]) {
      const res = await founder.client.post('/api/guilds').send(body).expect(400);
      expect(res.body.error).toMatchObject({ code: 'GUILD_FIELDS_REQUIRED', message: REQUIRED });
    }
    expect((await founder.client.get('/api/guilds?mine=true').expect(200)).body).toEqual({ guilds: [], nextCursor: null });
  });

  test('bad fields are 400 with the field named; a visitor is 401', async () => {
    const founder = await signedInCitizen(city);
    const base = { name: 'Gardeners', charter: 'Be kind.' };
    expect((await founder.client.post('/api/guilds').send({ ...base, name: 'x'.repeat(81) }).expect(400)).body.error.code).toBe('TOO_LONG');
    expect((await founder.client.post('/api/guilds').send({ ...base, privacy: 'hidden' }).expect(400)).body.error.fields).toHaveProperty('privacy');
    expect((await founder.client.post('/api/guilds').send({ ...base, joinPolicy: 'invite' }).expect(400)).body.error.fields).toHaveProperty('joinPolicy');
    expect((await founder.client.post('/api/guilds').send({ ...base, treasury: 1000 }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');
    await city.client().post('/api/guilds').send(base).expect(401);
    await city.client().get('/api/guilds').expect(401);
  });

  test('the founder leads the new guild; a secret guild is joined by invitation only', async () => {
    const founder = await signedInCitizen(city);
    const open = await found(founder, { name: '  Open Gardeners  ', joinPolicy: 'open' });
    expect(open).toMatchObject({ name: 'Open Gardeners', privacy: 'public', joinPolicy: 'open', memberCount: 1, myRole: 'founder', myStatus: 'member', pending: { requests: [], invitations: [] } });
    expect(open.members).toEqual([expect.objectContaining({ uid: founder.user.uid, role: 'founder' })]);
    expect(await found(founder, { privacy: 'secret', joinPolicy: 'open' })).toMatchObject({ privacy: 'secret', joinPolicy: 'invite' });
    expect((await found(founder)).joinPolicy).toBe('request');
  });
});

describe('joining', () => {
  test('an open guild lets a citizen in at once; leaving takes them out', async () => {
    const { guild, outsider } = await cast();
    expect((await outsider.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: 'member' });
    expect((await guildOf(outsider, guild.id).expect(200)).body).toMatchObject({ memberCount: 4, myRole: 'member', myStatus: 'member', pending: null });
    await outsider.client.post(`/api/guilds/${guild.id}/leave`).expect(204);
    expect((await guildOf(outsider, guild.id).expect(200)).body).toMatchObject({ memberCount: 3, myRole: null, myStatus: 'none' });
  });

  test('a guild of requests: founder and officers see and settle them, members and outsiders cannot', async () => {
    const { guild, founder, officer, member, outsider } = await cast({ joinPolicy: 'request' });
    const [asker, declined] = [await signedInCitizen(city), await signedInCitizen(city)];
    for (const c of [asker, declined]) expect((await c.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: 'requested' });
    expect((await asker.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: 'requested' });
    expect((await guildOf(asker, guild.id).expect(200)).body).toMatchObject({ myStatus: 'requested', pending: null });

    expect(ids((await guildOf(officer, guild.id)).body.pending.requests.map((c: { uid: string }) => ({ id: c.uid })))).toEqual([asker.user.uid, declined.user.uid]);
    expect((await guildOf(member, guild.id)).body.pending).toBeNull();
    for (const c of [member, outsider, asker]) {
      await c.client.post(`/api/guilds/${guild.id}/requests/${asker.user.uid}/approve`).expect(403);
    }
    await officer.client.post(`/api/guilds/${guild.id}/requests/${asker.user.uid}/approve`).expect(204);
    await founder.client.post(`/api/guilds/${guild.id}/requests/${declined.user.uid}/decline`).expect(204);
    // Settled once: a second answer finds no request.
    await founder.client.post(`/api/guilds/${guild.id}/requests/${asker.user.uid}/approve`).expect(404);
    expect((await guildOf(asker, guild.id)).body.myStatus).toBe('member');
    expect((await guildOf(declined, guild.id)).body.myStatus).toBe('none');
  });

  test('withdrawing a request', async () => {
    const { guild, founder } = await cast({ joinPolicy: 'request' });
    const asker = await signedInCitizen(city);
    await asker.client.post(`/api/guilds/${guild.id}/join`).expect(200);
    await asker.client.post(`/api/guilds/${guild.id}/leave`).expect(204);
    expect((await guildOf(founder, guild.id)).body.pending.requests).toEqual([]);
  });
});

describe('roles', () => {
  test('promote and remove: the founder anyone, an officer plain members only, a member and an outsider nobody', async () => {
    const { guild, founder, officer, member, outsider } = await cast();
    const other = await signedInCitizen(city);
    await other.client.post(`/api/guilds/${guild.id}/join`).expect(200);
    const role = (c: Citizen, target: Citizen, r: string) => c.client.post(`/api/guilds/${guild.id}/members/${target.user.uid}/role`).send({ role: r });
    const remove = (c: Citizen, target: Citizen) => c.client.delete(`/api/guilds/${guild.id}/members/${target.user.uid}`);

    await role(member, other, 'officer').expect(403);
    await role(outsider, other, 'officer').expect(403);
    await remove(member, other).expect(403);
    await remove(outsider, other).expect(403);
    await role(officer, founder, 'member').expect(403);
    await remove(officer, founder).expect(403);
    await role(founder, founder, 'member').expect(403);
    await role(officer, member, 'founder').expect(400);

    await role(officer, other, 'officer').expect(204);
    expect(await roleOf(member, guild.id, other.user.uid)).toBe('officer');
    // One officer cannot step down or remove another: that is the founder's call.
    await role(officer, other, 'member').expect(403);
    await remove(officer, other).expect(403);
    await role(founder, other, 'member').expect(204);
    await remove(officer, other).expect(204);
    expect(await roleOf(founder, guild.id, other.user.uid)).toBeNull();
    await remove(founder, officer).expect(204);
    await remove(founder, outsider).expect(404);
    expect((await guildOf(founder, guild.id)).body.memberCount).toBe(2);
    await city.client().delete(`/api/guilds/${guild.id}/members/${member.user.uid}`).expect(401);
  });

  test('the founder hands the guild over and stays as an officer; no one else can, and the founder cannot just leave', async () => {
    const { guild, founder, officer, member, outsider } = await cast();
    const handOver = (c: Citizen, to: Citizen) => c.client.post(`/api/guilds/${guild.id}/handover`).send({ userId: to.user.uid });
    expect((await founder.client.post(`/api/guilds/${guild.id}/leave`).expect(409)).body.error.code).toBe('GUILD_FOUNDER_MUST_HAND_OVER');
    await handOver(officer, officer).expect(403);
    await handOver(member, member).expect(403);
    await handOver(outsider, outsider).expect(403);
    await handOver(founder, outsider).expect(404);
    expect((await handOver(founder, founder).expect(409)).body.error.code).toBe('GUILD_ALREADY_FOUNDER');

    await handOver(founder, member).expect(204);
    expect(await roleOf(outsider, guild.id, member.user.uid)).toBe('founder');
    expect(await roleOf(outsider, guild.id, founder.user.uid)).toBe('officer');
    await handOver(founder, officer).expect(403);
    await founder.client.post(`/api/guilds/${guild.id}/leave`).expect(204);
  });

  test('a deleted founder’s guild passes to the longest-serving officer', async () => {
    const { guild, founder, officer, member } = await cast();
    await founder.client.delete('/api/auth/account').send({ password: founder.credentials.password }).expect(204);
    expect(await roleOf(member, guild.id, officer.user.uid)).toBe('founder');
  });
});

describe('invitations', () => {
  test('leaders invite, the invitee is notified and joins; members cannot invite; a member cannot be invited', async () => {
    const { guild, officer, member, outsider } = await cast({ joinPolicy: 'request' });
    const socket = await city.socket(outsider.cookie);
    const live = new Promise((resolve) => socket.once(SERVER_EVENTS.notificationNew, resolve));
    await member.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: outsider.user.uid }).expect(403);
    expect((await officer.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: outsider.user.uid }).expect(201)).body).toEqual({ status: 'invited' });
    expect(await live).toMatchObject({ notification: { type: 'guild_invite', guildId: guild.id, actor: { uid: officer.user.uid } } });
    const { notifications } = (await outsider.client.get('/api/notifications').expect(200)).body;
    expect(notifications[0]).toMatchObject({ type: 'guild_invite', guildId: guild.id });
    expect((await guildOf(officer, guild.id)).body.pending.invitations.map((c: { uid: string }) => c.uid)).toEqual([outsider.user.uid]);

    expect((await outsider.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: 'member' });
    expect((await officer.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: member.user.uid }).expect(409)).body.error.code).toBe('GUILD_ALREADY_MEMBER');
    await officer.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: UNKNOWN }).expect(404);
    await officer.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: 'nobody' }).expect(400);
  });

  test('any member of a secret guild invites (api.md), and the invitee is notified and joins', async () => {
    const { guild, member, outsider } = await cast({ privacy: 'secret' });
    expect((await member.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: outsider.user.uid }).expect(201)).body).toEqual({ status: 'invited' });
    const { notifications } = (await outsider.client.get('/api/notifications').expect(200)).body;
    expect(notifications[0]).toMatchObject({ type: 'guild_invite', guildId: guild.id, actor: { uid: member.user.uid } });
    expect((await outsider.client.post(`/api/guilds/${guild.id}/join`).expect(200)).body).toEqual({ status: 'member' });
    // Members still see no pending lists: settling them is the leaders' work.
    expect((await guildOf(member, guild.id)).body.pending).toBeNull();
  });

  test('inviting a citizen who asked to join lets them in', async () => {
    const { guild, founder } = await cast({ joinPolicy: 'request' });
    const asker = await signedInCitizen(city);
    await asker.client.post(`/api/guilds/${guild.id}/join`).expect(200);
    expect((await founder.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: asker.user.uid }).expect(201)).body).toEqual({ status: 'member' });
  });
});

describe('a secret guild', () => {
  let s: Awaited<ReturnType<typeof cast>>;
  let secretPost: { id: string };
  beforeAll(async () => {
    s = await cast({ privacy: 'secret', name: 'Quiet Quokkas', description: 'whisperers' });
    secretPost = (await s.member.client.post(`/api/guilds/${s.guild.id}/posts`).send({ content: 'Hush #quokkasecret moonlit plans' }).expect(201)).body;
  });

  test('is 404 to an outsider on every route, exactly like an unknown id', async () => {
    const { guild, outsider, member } = s;
    for (const id of [guild.id, UNKNOWN]) {
      const routes: Array<[string, 'get' | 'post' | 'delete', object?]> = [
        [`/api/guilds/${id}`, 'get'],
        [`/api/guilds/${id}/posts`, 'get'],
        [`/api/guilds/${id}/posts`, 'post', { content: 'Let me in' }],
        [`/api/guilds/${id}/join`, 'post'],
        [`/api/guilds/${id}/leave`, 'post'],
        [`/api/guilds/${id}/invites`, 'post', { userId: outsider.user.uid }],
        [`/api/guilds/${id}/requests/${outsider.user.uid}/approve`, 'post'],
        [`/api/guilds/${id}/members/${member.user.uid}/role`, 'post', { role: 'officer' }],
        [`/api/guilds/${id}/members/${member.user.uid}`, 'delete'],
        [`/api/guilds/${id}/handover`, 'post', { userId: outsider.user.uid }],
      ];
      for (const [path, method, body] of routes) {
        const res = await outsider.client[method](path).send(body);
        expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
      }
    }
    await outsider.client.get(`/api/posts/${secretPost.id}`).expect(404);
    expect((await member.client.get(`/api/posts/${secretPost.id}`).expect(200)).body.guild).toEqual({ id: guild.id, name: 'Quiet Quokkas' });
  });

  test('is in no list, search, count or Explore of an outsider; its members find it', async () => {
    const { guild, outsider, member } = s;
    expect(ids((await outsider.client.get('/api/guilds').expect(200)).body.guilds)).not.toContain(guild.id);
    expect(ids((await member.client.get('/api/guilds').expect(200)).body.guilds)).toContain(guild.id);
    expect(ids((await member.client.get('/api/guilds?mine=true').expect(200)).body.guilds)).toEqual([guild.id]);

    const outsiderSearch = (await outsider.client.get('/api/search?q=quokka').expect(200)).body;
    expect(outsiderSearch.guilds).toEqual([]);
    expect(outsiderSearch.hashtags).toEqual([]);
    expect((await outsider.client.get('/api/search?q=moonlit').expect(200)).body.posts).toEqual([]);
    expect(ids((await member.client.get('/api/search?q=quokka').expect(200)).body.guilds)).toEqual([guild.id]);
    expect(ids((await member.client.get('/api/search?q=moonlit').expect(200)).body.posts)).toEqual([secretPost.id]);

    const explore = JSON.stringify((await outsider.client.get('/api/explore').expect(200)).body);
    expect(explore).not.toContain(guild.id);
    expect(explore).not.toContain(secretPost.id);
    expect(explore).not.toContain('quokkasecret');
    expect(JSON.stringify((await member.client.get('/api/explore').expect(200)).body)).not.toContain(guild.id);
  });

  test('its posts reach members only: feeds, profile, hashtags, comments and reactions', async () => {
    const { outsider, member, founder } = s;
    expect(ids((await founder.client.get('/api/feed').expect(200)).body.posts)).toContain(secretPost.id);
    expect(ids((await outsider.client.get('/api/feed').expect(200)).body.posts)).not.toContain(secretPost.id);
    expect(ids((await outsider.client.get(`/api/users/${member.user.uid}/posts`).expect(200)).body.posts)).not.toContain(secretPost.id);
    expect((await outsider.client.get('/api/hashtags/quokkasecret/posts').expect(200)).body.posts).toEqual([]);
    await outsider.client.post(`/api/posts/${secretPost.id}/comments`).send({ text: 'Hello?' }).expect(404);
    expect((await outsider.client.post('/api/callable/reactToPost').send({ data: { postId: secretPost.id, reactionType: 'agree' } })).status).toBe(404);
    await founder.client.post(`/api/posts/${secretPost.id}/comments`).send({ text: 'Count me in.' }).expect(201);
    // Its author cannot move it out to the public square.
    await member.client.patch(`/api/posts/${secretPost.id}`).send({ audience: 'public', content: 'Hush, edited' }).expect(200);
    await outsider.client.get(`/api/posts/${secretPost.id}`).expect(404);
  });

  test('live events of its posts reach members, never an outsider', async () => {
    const { guild, founder, officer, member } = s;
    const outsider = await signedInCitizen(city);
    const [memberSocket, outsiderSocket] = [await city.socket(member.cookie), await city.socket(outsider.cookie)];
    // Scores are public (a reaction moves the author's); nothing about the post itself may arrive.
    const heard: string[] = [];
    outsiderSocket.onAny((event: string) => event !== SERVER_EVENTS.reputationUpdated && heard.push(event));
    const arrived = new Promise<{ post: { id: string } }>((resolve) => memberSocket.once(SERVER_EVENTS.postNew, resolve));
    const created = (await officer.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'Only for us' }).expect(201)).body;
    expect((await arrived).post.id).toBe(created.id);
    await founder.client.post(`/api/posts/${created.id}/comments`).send({ text: 'Seen.' }).expect(201);
    await founder.client.post('/api/callable/reactToPost').send({ data: { postId: created.id, reactionType: 'agree' } }).expect(200);
    // The outsider's own event comes after anything the posts could have sent it.
    await expectOwnEventLast(outsider, outsiderSocket);
    expect(heard).toEqual([SERVER_EVENTS.notificationUnread]);
  });

  test('a removed member loses its posts and its page; an invitation declined takes its notification away', async () => {
    const { guild, founder, officer } = await cast({ privacy: 'secret' });
    const [removed, invitee] = [await signedInCitizen(city), await signedInCitizen(city)];
    await founder.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: removed.user.uid }).expect(201);
    await removed.client.post(`/api/guilds/${guild.id}/join`).expect(200);
    const p = (await officer.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'Before you left' }).expect(201)).body;
    await removed.client.get(`/api/posts/${p.id}`).expect(200);
    await founder.client.delete(`/api/guilds/${guild.id}/members/${removed.user.uid}`).expect(204);
    await removed.client.get(`/api/posts/${p.id}`).expect(404);
    await guildOf(removed, guild.id).expect(404);

    await founder.client.post(`/api/guilds/${guild.id}/invites`).send({ userId: invitee.user.uid }).expect(201);
    // Invited: the charter and members, not the posts.
    expect((await guildOf(invitee, guild.id).expect(200)).body).toMatchObject({ myStatus: 'invited', charter: 'Be kind. Share seeds.' });
    await invitee.client.get(`/api/guilds/${guild.id}/posts`).expect(404);
    await invitee.client.post(`/api/guilds/${guild.id}/leave`).expect(204);
    await guildOf(invitee, guild.id).expect(404);
    expect((await invitee.client.get('/api/notifications').expect(200)).body).toEqual({ notifications: [], unreadCount: 0 });
  });
});

describe('a public guild’s posts', () => {
  test('members post to the guild; its feed and the city see them; outsiders cannot post there', async () => {
    const { guild, member, outsider } = await cast();
    const shared = (await member.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'Seed swap on Saturday #seedswap' }).expect(201)).body;
    expect(shared).toMatchObject({ guild: { id: guild.id, name: guild.name }, audience: 'public' });
    expect(ids((await outsider.client.get(`/api/guilds/${guild.id}/posts`).expect(200)).body.posts)).toEqual([shared.id]);
    expect(ids((await outsider.client.get('/api/hashtags/seedswap/posts').expect(200)).body.posts)).toEqual([shared.id]);
    const refused = await outsider.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'Can I?' }).expect(403);
    expect(refused.body.error.code).toBe('GUILD_MEMBERS_ONLY');
    expect((await member.client.post(`/api/guilds/${guild.id}/posts`).send({ content: '  ' }).expect(400)).body.error.code).toBe('POST_EMPTY');
    await member.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'x', audience: 'private' }).expect(400);
  });

  test('public guilds are listed, found by name and words, and the most active shown on Explore', async () => {
    const founder = await signedInCitizen(city);
    const guild = await found(founder, { name: 'Beekeepers of the East', description: 'honey and hives' });
    const viewer = await signedInCitizen(city);
    expect(ids((await viewer.client.get('/api/guilds').expect(200)).body.guilds)[0]).toBe(guild.id);
    expect(ids((await viewer.client.get('/api/search?q=beekee').expect(200)).body.guilds)).toEqual([guild.id]);
    expect(ids((await viewer.client.get('/api/search?q=hives').expect(200)).body.guilds)).toEqual([guild.id]);
    expect(ids((await viewer.client.get('/api/guilds?q=honey').expect(200)).body.guilds)).toEqual([guild.id]);
    await founder.client.post(`/api/guilds/${guild.id}/posts`).send({ content: 'The bees are back' }).expect(201);
    expect((await viewer.client.get('/api/explore').expect(200)).body.activeGuilds[0]).toEqual({ id: guild.id, name: guild.name, memberCount: 1 });
  });

  test('the list pages with a cursor', async () => {
    const founder = await signedInCitizen(city);
    const made = [await found(founder), await found(founder), await found(founder)];
    const first = (await founder.client.get('/api/guilds?mine=true&limit=2').expect(200)).body;
    const second = (await founder.client.get(`/api/guilds?mine=true&limit=2&cursor=${first.nextCursor}`).expect(200)).body;
    expect([...ids(first.guilds), ...ids(second.guilds)]).toEqual(ids(made).reverse());
    expect(second.nextCursor).toBeNull();
    await founder.client.get('/api/guilds?cursor=nonsense').expect(400);
  });
});

describe('the treasury', () => {
  const card = (c: Citizen, clientSecret: string) => c.client.post('/api/payments/demo/confirm').send({ clientSecret, cardNumber: '4242 4242 4242 4242' });

  test('a member contributes through the payment provider; the treasury shows the balance and who gave, once', async () => {
    const { guild, member, founder } = await cast();
    const contribution = { amount: 2500, idempotencyKey: 'guild-contribution-1' };
    const intent = (await member.client.post(`/api/guilds/${guild.id}/contributions`).send(contribution).expect(201)).body;
    expect(intent).toEqual({ clientSecret: expect.any(String), paymentIntentId: expect.any(String) });
    // A retry of the same attempt is the same payment.
    expect((await member.client.post(`/api/guilds/${guild.id}/contributions`).send(contribution).expect(201)).body).toEqual(intent);
    expect((await guildOf(founder, guild.id).expect(200)).body.treasury).toEqual({ balance: 0, history: [] });
    await card(member, intent.clientSecret).expect(200);
    await card(member, intent.clientSecret).expect(200);
    const { treasury } = (await guildOf(founder, guild.id).expect(200)).body;
    expect(treasury).toEqual({
      balance: 2500,
      history: [{ paymentId: expect.any(String), amount: 2500, contributor: expect.objectContaining({ uid: member.user.uid }), createdAt: expect.any(String) }],
    });
  });

  test('amounts are validated like tips; only members contribute, and a secret guild stays 404 to outsiders', async () => {
    const { guild, member, outsider } = await cast();
    for (const amount of ['-1', 0, 0.5, 0.001, 1e21, '100', null, [2500], 99, 100_001]) {
      const res = await member.client.post(`/api/guilds/${guild.id}/contributions`).send({ amount });
      expect({ amount, status: res.status }).toEqual({ amount, status: 400 });
    }
    await member.client.post(`/api/guilds/${guild.id}/contributions`).set('Content-Type', 'application/json').send('{"amount": NaN}').expect(400);
    const refused = await outsider.client.post(`/api/guilds/${guild.id}/contributions`).send({ amount: 500 }).expect(403);
    expect(refused.body.error.code).toBe('GUILD_MEMBERS_ONLY');
    const secret = await cast({ privacy: 'secret' });
    await secret.outsider.client.post(`/api/guilds/${secret.guild.id}/contributions`).send({ amount: 500 }).expect(404);
    await secret.member.client.post(`/api/guilds/${secret.guild.id}/contributions`).send({ amount: 500 }).expect(201);
    await city.client().post(`/api/guilds/${guild.id}/contributions`).send({ amount: 500 }).expect(401);
  });
});

async function expectOwnEventLast(citizen: Citizen, socket: Socket) {
  const own = new Promise((resolve) => socket.once(SERVER_EVENTS.notificationUnread, resolve));
  await citizen.client.post('/api/notifications/read-all').expect(204);
  await own;
}
