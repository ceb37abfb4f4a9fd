import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS } from '../../../shared/events';
import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
});
afterAll(() => city.stop());

async function mutualFollowers(): Promise<[Citizen, Citizen]> {
  const a = await signedInCitizen(city);
  const b = await signedInCitizen(city);
  await a.client.post(`/api/users/${b.user.uid}/follow`).expect(200);
  await b.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
  return [a, b];
}

async function conversationOf(a: Citizen, b: Citizen): Promise<string> {
  return (await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(201)).body.id;
}

const openSocket = (citizen: Citizen) => city.socket(citizen.cookie);

const send = (citizen: Citizen, conversationId: string, text: string) => citizen.client.post(`/api/conversations/${conversationId}/messages`).send({ text });

describe('starting a conversation', () => {
  test('needs a mutual follow, in the spec’s words', async () => {
    const a = await signedInCitizen(city);
    const b = await signedInCitizen(city);
    await a.client.post(`/api/users/${b.user.uid}/follow`).expect(200);
    const res = await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(403);
    expect(res.body.error).toMatchObject({ code: 'MUTUAL_FOLLOW_REQUIRED', message: 'Only mutual followers can start a conversation.' });
    await b.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
    await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(201);
  });

  test('a pending request to a protected account is not a follow', async () => {
    const a = await signedInCitizen(city);
    const b = await signedInCitizen(city);
    await b.client.patch('/api/users/me').send({ protected: true }).expect(200);
    await a.client.post(`/api/users/${b.user.uid}/follow`).expect(200);
    await b.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
    await b.client.post('/api/conversations').send({ userId: a.user.uid }).expect(403);
  });

  test('reuses the existing conversation, from either side', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    expect((await a.client.post('/api/conversations').send({ userId: b.user.uid }).expect(200)).body.id).toBe(id);
    expect((await b.client.post('/api/conversations').send({ userId: a.user.uid }).expect(200)).body).toMatchObject({ id, other: { uid: a.user.uid } });
  });

  test('not with oneself, nor with nobody', async () => {
    const a = await signedInCitizen(city);
    expect((await a.client.post('/api/conversations').send({ userId: a.user.uid }).expect(400)).body.error.code).toBe('CANNOT_MESSAGE_SELF');
    await a.client.post('/api/conversations').send({ userId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await a.client.post('/api/conversations').send({ userId: 'not an id' }).expect(400);
  });
});

describe('messages', () => {
  test('are listed newest first with the last message and unread counts, and reading clears them', async () => {
    const [a, b] = await mutualFollowers();
    const [, c] = [a, await signedInCitizen(city)];
    await a.client.post(`/api/users/${c.user.uid}/follow`).expect(200);
    await c.client.post(`/api/users/${a.user.uid}/follow`).expect(200);
    const withB = await conversationOf(a, b);
    const withC = await conversationOf(a, c);
    await send(b, withB, 'Hello from B').expect(201);
    await send(b, withB, 'Are you there?').expect(201);
    await send(c, withC, 'Hello from C').expect(201);

    const list = (await a.client.get('/api/conversations').expect(200)).body;
    expect(list.unreadCount).toBe(3);
    expect(list.conversations.map((x: { id: string }) => x.id)).toEqual([withC, withB]);
    expect(list.conversations[1]).toMatchObject({ other: { uid: b.user.uid }, unreadCount: 2, lastMessage: { text: 'Are you there?', senderId: b.user.uid }, canMessage: true });
    expect((await b.client.get('/api/conversations').expect(200)).body.unreadCount).toBe(0);

    await a.client.post(`/api/conversations/${withB}/read`).expect(204);
    expect((await a.client.get('/api/conversations').expect(200)).body.unreadCount).toBe(1);
  });

  test('notify once per sender, not once per message, and reading the conversation reads its notification', async () => {
    const [a, b] = await mutualFollowers();
    const conversationId = await conversationOf(a, b);
    // The follow's notification, read: what remains unread below is the messages'.
    await a.client.post('/api/notifications/read-all').expect(204);
    for (const text of ['One', 'Two', 'Three']) await send(b, conversationId, text).expect(201);
    const messageNotifications = async () =>
      (await a.client.get('/api/notifications').expect(200)).body.notifications.filter((n: { type: string }) => n.type === 'message');
    expect(await messageNotifications()).toEqual([expect.objectContaining({ actor: expect.objectContaining({ uid: b.user.uid }), conversationId, read: false })]);
    expect((await a.client.get('/api/notifications').expect(200)).body.unreadCount).toBe(1);

    await a.client.post(`/api/conversations/${conversationId}/read`).expect(204);
    expect(await messageNotifications()).toEqual([expect.objectContaining({ read: true })]);
    expect((await a.client.get('/api/notifications').expect(200)).body.unreadCount).toBe(0);
  });

  test('a message has at most 2,000 characters and is not empty', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    await send(a, id, 'x'.repeat(2000)).expect(201);
    expect((await send(a, id, 'x'.repeat(2001)).expect(400)).body.error.code).toBe('TOO_LONG');
    expect((await send(a, id, '   ').expect(400)).body.error.code).toBe('MESSAGE_EMPTY');
    expect((await send(a, id, 'nul\u0000').expect(400)).body.error.code).toBe('INVALID_CHARACTERS');
  });

  test('a message the coach blocks is refused with its suggestions, and nothing is stored', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    const res = await send(a, id, 'I will kill you, you know who you are').expect(422);
    expect(res.body.error.code).toBe('BLOCKED_BY_COACH');
    expect(res.body.suggestions).toEqual([expect.objectContaining({ type: 'BLOCKED' })]);
    expect((await b.client.get(`/api/conversations/${id}/messages`).expect(200)).body.messages).toEqual([]);
  });

  test('history pages by cursor, 30 a page, newest first, without repeats when new messages arrive', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    await city.db.query(
      `insert into messages (id, conversation_id, sender_id, text, created_at)
       select gen_random_uuid()::text, $1, $2, 'message ' || n, timestamptz '2026-01-01' + n * interval '1 second'
       from generate_series(1, 65) n`,
      [id, a.user.uid],
    );
    const first = (await b.client.get(`/api/conversations/${id}/messages`).expect(200)).body;
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0].text).toBe('message 65');
    await send(a, id, 'A new one while reading').expect(201);
    const second = (await b.client.get(`/api/conversations/${id}/messages?cursor=${first.nextCursor}`).expect(200)).body;
    const third = (await b.client.get(`/api/conversations/${id}/messages?cursor=${second.nextCursor}`).expect(200)).body;
    expect(second.messages.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `message ${35 - i}`));
    expect(third.messages.map((m: { text: string }) => m.text)).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);
    expect(third.nextCursor).toBeNull();
    await b.client.get(`/api/conversations/${id}/messages?cursor=garbage`).expect(400);
  });
});

describe('nobody outside a conversation learns it exists', () => {
  test('a non-member gets 404 reading, writing, reading state or leaving, as for an unknown id', async () => {
    const [a, b] = await mutualFollowers();
    const outsider = await signedInCitizen(city);
    const id = await conversationOf(a, b);
    await send(a, id, 'Just between us').expect(201);
    for (const [method, path] of [
      ['get', `/api/conversations/${id}`],
      ['get', `/api/conversations/${id}/messages`],
      ['post', `/api/conversations/${id}/messages`],
      ['post', `/api/conversations/${id}/read`],
      ['delete', `/api/conversations/${id}`],
    ] as const) {
      const res = await outsider.client[method](path).send({ text: 'Let me in' });
      expect({ path, method, status: res.status, code: res.body.error?.code }).toEqual({ path, method, status: 404, code: 'NOT_FOUND' });
    }
    expect((await outsider.client.get('/api/conversations').expect(200)).body).toEqual({ conversations: [], unreadCount: 0 });
    expect((await a.client.get(`/api/conversations/${id}/messages`).expect(200)).body.messages).toHaveLength(1);
  });

  test('a message reaches both members live, with its notification, and no socket of anyone else', async () => {
    const [a, b] = await mutualFollowers();
    const outsider = await signedInCitizen(city);
    const id = await conversationOf(a, b);
    const [aSocket, bSocket, outsiderSocket] = [await openSocket(a), await openSocket(b), await openSocket(outsider)];
    const outsiderHeard: string[] = [];
    outsiderSocket.onAny((event) => outsiderHeard.push(event));
    // A socket cannot ask to join a room: the server listens to no client event and answers none.
    let answered = false;
    outsiderSocket.emit('join', `conversation:${id}`, () => (answered = true));
    outsiderSocket.emit('conversation:join', { conversationId: id }, () => (answered = true));

    const toA = new Promise((resolve) => aSocket.once(SERVER_EVENTS.messageNew, resolve));
    const toB = new Promise((resolve) => bSocket.once(SERVER_EVENTS.messageNew, resolve));
    const notified = new Promise((resolve) => bSocket.once(SERVER_EVENTS.notificationNew, resolve));
    const sent = (await send(a, id, 'Live, for you only').expect(201)).body;
    expect(await toA).toEqual({ conversationId: id, message: sent });
    expect(await toB).toEqual({ conversationId: id, message: sent });
    expect(await notified).toMatchObject({ notification: { type: 'message', conversationId: id, actor: { uid: a.user.uid } } });

    // The outsider's own event, sent after the message, arrives after anything the message could have sent it.
    const ownEvent = new Promise((resolve) => outsiderSocket.once(SERVER_EVENTS.notificationUnread, resolve));
    await outsider.client.post('/api/notifications/read-all').expect(204);
    await ownEvent;
    expect({ outsiderHeard, answered }).toEqual({ outsiderHeard: [SERVER_EVENTS.notificationUnread], answered: false });
  });
});

describe('leaving and blocking', () => {
  test('leaving hides the conversation until a new message comes', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    await a.client.delete(`/api/conversations/${id}`).expect(204);
    expect((await a.client.get('/api/conversations').expect(200)).body.conversations).toEqual([]);
    expect((await b.client.get('/api/conversations').expect(200)).body.conversations).toHaveLength(1);
    await send(b, id, 'Still there?').expect(201);
    expect((await a.client.get('/api/conversations').expect(200)).body.conversations).toMatchObject([{ id, unreadCount: 1 }]);
  });

  test('a blocked citizen can no longer message, follow or react; unblocking lets messages through again', async () => {
    const [a, b] = await mutualFollowers();
    const id = await conversationOf(a, b);
    const postOfA = (await post(a.client, { content: 'A post by the one who blocks.' })).id;
    await a.client.post(`/api/users/${b.user.uid}/block`).expect(204);

    expect((await send(b, id, 'Why?').expect(403)).body.error).toMatchObject({ code: 'BLOCKED' });
    expect((await send(a, id, 'Goodbye').expect(403)).body.error.code).toBe('BLOCKED');
    expect((await b.client.post(`/api/users/${a.user.uid}/follow`).expect(403)).body.error.code).toBe('BLOCKED');
    const reaction = await b.client.post('/api/callable/reactToPost').send({ data: { postId: postOfA, reactionType: 'agree' } });
    expect(reaction.status).toBe(403);
    // Blocking ended the follows both ways: no new conversation can start either.
    expect((await a.client.get(`/api/users/${b.user.uid}`).expect(200)).body.relation).toMatchObject({ isFollowing: false, followsYou: false });
    expect((await a.client.get(`/api/conversations/${id}`).expect(200)).body).toMatchObject({ blockedByMe: true, canMessage: false });
    expect((await b.client.get(`/api/conversations/${id}`).expect(200)).body).toMatchObject({ blockedByMe: false, canMessage: false });

    await a.client.delete(`/api/users/${b.user.uid}/block`).expect(204);
    await send(b, id, 'Thank you').expect(201);
    expect((await react(b.client, postOfA, 'agree')).status).toBe(200);
  });

  test('a block and its end reach both members live, each with their own view, and nobody else', async () => {
    const [a, b] = await mutualFollowers();
    const outsider = await signedInCitizen(city);
    const conversationId = await conversationOf(a, b);
    const [aSocket, bSocket, outsiderSocket] = [await openSocket(a), await openSocket(b), await openSocket(outsider)];
    const outsiderHeard: string[] = [];
    outsiderSocket.onAny((event) => outsiderHeard.push(event));
    const nextUpdate = (socket: Socket) => new Promise((resolve) => socket.once(SERVER_EVENTS.conversationUpdated, resolve));

    let [toA, toB] = [nextUpdate(aSocket), nextUpdate(bSocket)];
    await a.client.post(`/api/users/${b.user.uid}/block`).expect(204);
    expect(await toA).toEqual({ conversationId, blockedByMe: true, canMessage: false });
    expect(await toB).toEqual({ conversationId, blockedByMe: false, canMessage: false });

    [toA, toB] = [nextUpdate(aSocket), nextUpdate(bSocket)];
    await a.client.delete(`/api/users/${b.user.uid}/block`).expect(204);
    expect(await toA).toEqual({ conversationId, blockedByMe: false, canMessage: true });
    expect(await toB).toEqual({ conversationId, blockedByMe: false, canMessage: true });

    // The outsider's own event, sent after the block's, arrives after anything the block could have sent it.
    const ownEvent = new Promise((resolve) => outsiderSocket.once(SERVER_EVENTS.notificationUnread, resolve));
    await outsider.client.post('/api/notifications/read-all').expect(204);
    await ownEvent;
    expect(outsiderHeard).toEqual([SERVER_EVENTS.notificationUnread]);
  });

  test('ending one block of two tells each member the block that remains', async () => {
    const [a, b] = await mutualFollowers();
    const conversationId = await conversationOf(a, b);
    await b.client.post(`/api/users/${a.user.uid}/block`).expect(204);
    await a.client.post(`/api/users/${b.user.uid}/block`).expect(204);
    const [aSocket, bSocket] = [await openSocket(a), await openSocket(b)];
    const toA = new Promise((resolve) => aSocket.once(SERVER_EVENTS.conversationUpdated, resolve));
    const toB = new Promise((resolve) => bSocket.once(SERVER_EVENTS.conversationUpdated, resolve));
    await a.client.delete(`/api/users/${b.user.uid}/block`).expect(204);
    expect(await toA).toEqual({ conversationId, blockedByMe: false, canMessage: false });
    expect(await toB).toEqual({ conversationId, blockedByMe: true, canMessage: false });
  });

  test('blocking a citizen one has no conversation with sends no conversation update', async () => {
    const [a, b] = await mutualFollowers();
    const [aSocket, bSocket] = [await openSocket(a), await openSocket(b)];
    const heard: string[] = [];
    aSocket.onAny((event) => heard.push(`a ${event}`));
    bSocket.onAny((event) => heard.push(`b ${event}`));
    await a.client.post(`/api/users/${b.user.uid}/block`).expect(204);
    await a.client.delete(`/api/users/${b.user.uid}/block`).expect(204);

    // Each one's own event, sent after the block and its end, arrives after anything those could have sent.
    const ownEvents = [aSocket, bSocket].map((socket) => new Promise((resolve) => socket.once(SERVER_EVENTS.notificationUnread, resolve)));
    await a.client.post('/api/notifications/read-all').expect(204);
    await b.client.post('/api/notifications/read-all').expect(204);
    await Promise.all(ownEvents);
    expect(heard.sort()).toEqual([`a ${SERVER_EVENTS.notificationUnread}`, `b ${SERVER_EVENTS.notificationUnread}`]);
  });

  test('one cannot block oneself or nobody', async () => {
    const a = await signedInCitizen(city);
    expect((await a.client.post(`/api/users/${a.user.uid}/block`).expect(400)).body.error.code).toBe('CANNOT_BLOCK_SELF');
    await a.client.post('/api/users/00000000-0000-4000-8000-000000000000/block').expect(404);
  });
});
