import { PNG } from '../testing/fixtures';
import { countingCoach, signedInCitizen, startTestCity, testCoach, type TestCity } from '../testing/harness';
import { post } from '../testing/fixtures';

let city: TestCity;
let coach: ReturnType<typeof countingCoach>;
beforeAll(async () => {
  coach = countingCoach(await testCoach('rules'));
  city = await startTestCity({ coach });
});
afterAll(() => city.stop());

describe('writing a post', () => {
  test('a post carries its author, their reputation at the time and the contract’s fields', async () => {
    const { client, user } = await signedInCitizen(city);
    const created = await post(client, { content: 'Hello #City and #Trust, see https://example.com' });
    expect(created).toMatchObject({
      authorId: user.uid,
      authorUsername: user.username,
      authorHandle: user.handle,
      authorAvatar: user.avatarUrl,
      authorReputation: 40,
      authorKycStatus: 'unverified',
      content: 'Hello #City and #Trust, see https://example.com',
      imageUrl: null,
      editedAt: null,
      originalContent: null,
      comments: [],
      commentsCount: 0,
      commentsClosed: false,
      audience: 'public',
      acknowledgedSuggestions: [],
      reactions: { agreeCount: 0, disagreeCount: 0, agreedBy: [], disagreedBy: [] },
      myReaction: null,
    });
    expect((await client.get(`/api/posts/${created.id}`).expect(200)).body.id).toBe(created.id);
  });

  test.each([
    [{ content: '' }, 'POST_EMPTY'],
    [{ content: '   \n ' }, 'POST_EMPTY'],
    [{}, 'POST_EMPTY'],
    [{ content: 'x'.repeat(5001) }, 'TOO_LONG'],
    [{ content: 'hi', audience: 'friends' }, 'VALIDATION_FAILED'],
    [{ content: 'hi', imageUrl: 'https://evil.example/x.png' }, 'INVALID_IMAGE'],
    [{ content: 'hi', authorId: 'someone-else' }, 'VALIDATION_FAILED'],
  ])('%o is refused with %s and nothing is stored', async (body, code) => {
    const { client, user } = await signedInCitizen(city);
    const res = await client.post('/api/posts').send(body).expect(400);
    expect(res.body.error.code).toBe(code);
    expect((await client.get(`/api/users/${user.uid}/posts`)).body.posts).toEqual([]);
  });

  test('an image alone is a post; someone else’s uploaded image is not usable', async () => {
    const alice = await signedInCitizen(city);
    const bob = await signedInCitizen(city);
    const { url } = (await alice.client.post('/api/uploads').attach('file', PNG, 'me.png').expect(201)).body;
    expect((await post(alice.client, { imageUrl: url })).imageUrl).toBe(url);
    const res = await bob.client.post('/api/posts').send({ content: 'stolen', imageUrl: url }).expect(400);
    expect(res.body.error.code).toBe('INVALID_IMAGE');
  });
});

describe('the coach reads a text once as it is published', () => {
  const passesDuring = async (publish: () => Promise<unknown>) => {
    const before = coach.passes;
    await publish();
    return coach.passes - before;
  };

  test('one pass per post, whether it stands or is refused, and it serves the ignored-refinement rule too', async () => {
    const { client, user } = await signedInCitizen(city);
    expect(await passesDuring(() => post(client, { content: 'A calm word about the tram' }))).toBe(1);
    expect(await passesDuring(() => client.post('/api/posts').send({ content: 'I will kill you, you know who you are' }).expect(422))).toBe(1);
    expect(await passesDuring(() => post(client, { content: 'Only idiots take the bus!!!' }))).toBe(1);
    const { body } = await client.get(`/api/users/${user.uid}/reputation`).expect(200);
    expect(body.history).toEqual([expect.objectContaining({ pillar: 'coachability', reason: 'ignoredRefinement' })]);
  });

  test('one pass per comment and per edit of a post’s text', async () => {
    const { client } = await signedInCitizen(city);
    const p = await post(client, { content: 'The market opens at nine' });
    expect(await passesDuring(() => client.post(`/api/posts/${p.id}/comments`).send({ text: 'See you there' }).expect(201))).toBe(1);
    expect(await passesDuring(() => client.patch(`/api/posts/${p.id}`).send({ content: 'The market opens at ten' }).expect(200))).toBe(1);
  });
});

describe('editing', () => {
  test('only the author edits; the first version is kept and the post shows it was edited', async () => {
    const alice = await signedInCitizen(city);
    const bob = await signedInCitizen(city);
    const created = await post(alice.client, { content: 'first #draft' });
    await bob.client.patch(`/api/posts/${created.id}`).send({ content: 'hijacked' }).expect(403);

    const edited = (await alice.client.patch(`/api/posts/${created.id}`).send({ content: 'second #final' }).expect(200)).body;
    expect(edited).toMatchObject({ content: 'second #final', originalContent: 'first #draft' });
    expect(edited.editedAt).not.toBeNull();
    const again = (await alice.client.patch(`/api/posts/${created.id}`).send({ content: 'third' }).expect(200)).body;
    expect(again.originalContent).toBe('first #draft');

    expect((await alice.client.get('/api/hashtags/final/posts')).body.posts).toEqual([]);
    expect((await alice.client.get('/api/hashtags/draft/posts')).body.posts).toEqual([]);
  });

  test('closing comments and changing the audience are edits too; emptying the post is refused', async () => {
    const { client } = await signedInCitizen(city);
    const created = await post(client, { content: 'settings' });
    const closed = (await client.patch(`/api/posts/${created.id}`).send({ commentsClosed: true, audience: 'private' }).expect(200)).body;
    expect(closed).toMatchObject({ commentsClosed: true, audience: 'private', editedAt: null, originalContent: null });
    const res = await client.patch(`/api/posts/${created.id}`).send({ content: ' ' }).expect(400);
    expect(res.body.error.code).toBe('POST_EMPTY');
    await client.patch(`/api/posts/${created.id}`).send({ authorId: 'x' }).expect(400);
  });
});

describe('deleting and undo', () => {
  test('the author deletes, the post disappears, Undo restores it', async () => {
    const alice = await signedInCitizen(city);
    const bob = await signedInCitizen(city);
    const created = await post(alice.client, { content: 'to be deleted' });
    await bob.client.delete(`/api/posts/${created.id}`).expect(403);
    await alice.client.delete(`/api/posts/${created.id}`).expect(204);
    await alice.client.get(`/api/posts/${created.id}`).expect(404);
    await bob.client.get(`/api/posts/${created.id}`).expect(404);
    await bob.client.post(`/api/posts/${created.id}/restore`).expect(404);
    await alice.client.delete(`/api/posts/${created.id}`).expect(404);

    const restored = (await alice.client.post(`/api/posts/${created.id}/restore`).expect(200)).body;
    expect(restored.content).toBe('to be deleted');
    await bob.client.get(`/api/posts/${created.id}`).expect(200);
  });

  test('after the undo window the post can no longer be restored', async () => {
    const { client } = await signedInCitizen(city);
    const created = await post(client, { content: 'gone for good' });
    await client.delete(`/api/posts/${created.id}`).expect(204);
    await city.db.query(`update posts set deleted_at = now() - interval '16 minutes' where id = $1`, [created.id]);
    expect((await client.post(`/api/posts/${created.id}/restore`).expect(409)).body.error.code).toBe('RESTORE_EXPIRED');
  });

  test('an admin may delete anyone’s post', async () => {
    const alice = await signedInCitizen(city);
    const admin = await signedInCitizen(city);
    await city.db.query('update users set is_admin = true where uid = $1', [admin.user.uid]);
    const created = await post(alice.client, { content: 'against the rules' });
    await admin.client.patch(`/api/posts/${created.id}`).send({ content: 'admins do not edit' }).expect(403);
    await admin.client.delete(`/api/posts/${created.id}`).expect(204);
    await alice.client.get(`/api/posts/${created.id}`).expect(404);
  });

  test('an admin’s undo of a post it may not see answers 404 and leaves the post deleted', async () => {
    const alice = await signedInCitizen(city);
    const admin = await signedInCitizen(city);
    await city.db.query('update users set is_admin = true where uid = $1', [admin.user.uid]);
    const created = await post(alice.client, { content: 'for my circle only', audience: 'private' });
    await admin.client.delete(`/api/posts/${created.id}`).expect(204);
    expect((await admin.client.post(`/api/posts/${created.id}/restore`).expect(404)).body.error.code).toBe('NOT_FOUND');
    await alice.client.get(`/api/posts/${created.id}`).expect(404);
  });
});

test('every post route needs a session', async () => {
  const anonymous = city.client();
  await anonymous.get('/api/feed').expect(401);
  await anonymous.post('/api/posts').send({ content: 'hi' }).expect(401);
  await anonymous.get('/api/search?q=hi').expect(401);
});
