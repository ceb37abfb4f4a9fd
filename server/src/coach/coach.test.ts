import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity({ coach: 'full' });
});
afterAll(() => city.stop());

const call = (client: ReturnType<TestCity['client']>, name: string, data: unknown) => client.post(`/api/callable/${name}`).send({ data });

describe('analyzeText', () => {
  const insultOf = (res: { body: { result: { suggestions: Array<{ id: string }> } } }) => res.body.result.suggestions.find((s) => s.id === 'REFINEMENT:insult');

  test('speaks the citizen’s interface language and rewrites in the text’s, for signed-in citizens only', async () => {
    const { client } = await signedInCitizen(city, { language: 'en' });
    const inFrench = await call(client, 'analyzeText', { text: 'You are such an idiot, honestly.', context: { language: 'fr' } }).expect(200);
    expect(insultOf(inFrench)).toMatchObject({
      type: 'REFINEMENT',
      severity: 'moderate',
      message: expect.stringMatching(/^Ce texte insulte une personne/),
      examples: ['I see this differently, and here is why: …'],
    });
    // A client that does not say: the language of the citizen's account.
    const inEnglish = await call(client, 'analyzeText', { text: 'Tu es vraiment un idiot, franchement.' }).expect(200);
    expect(insultOf(inEnglish)).toMatchObject({
      message: expect.stringMatching(/^This calls a person names/),
      examples: ['Je vois les choses autrement, et voici pourquoi : …'],
    });
    expect((await call(client, 'analyzeText', { text: 'You are such an idiot, honestly.', context: { language: 'de' } })).status).toBe(400);
    const anonymous = await call(city.client(), 'analyzeText', { text: 'hello there everyone' });
    expect([anonymous.status, anonymous.body.error.status]).toEqual([401, 'UNAUTHENTICATED']);
  });

  test('a reply is read with the other citizen’s communication styles in mind', async () => {
    const reader = await signedInCitizen(city);
    await reader.client.patch('/api/users/me').send({ communicationStyles: ['prefersData'] }).expect(200);
    const { client } = await signedInCitizen(city);
    const res = await call(client, 'analyzeText', {
      text: 'I think the tram is better than the bus.',
      context: { kind: 'comment', replyToUserId: reader.user.uid },
    }).expect(200);
    expect(res.body.result.suggestions.map((s: { id: string }) => s.id)).toContain('REFINEMENT:styleData');
  });

  test('is rate-limited per citizen: RESOURCE_EXHAUSTED with Retry-After', async () => {
    const { client } = await signedInCitizen(city);
    for (let i = 0; i < 60; i++) await call(client, 'analyzeText', { text: `a calm sentence number ${i}` }).expect(200);
    const res = await call(client, 'analyzeText', { text: 'one too many' });
    expect([res.status, res.body.error.status]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    expect(res.headers['retry-after']).toBeDefined();
    const other = await signedInCitizen(city);
    await call(other.client, 'analyzeText', { text: 'someone else is fine' }).expect(200);
  });
});

describe('publishing re-runs the hard blocks, so no client can skip the coach', () => {
  test('a threat is refused with 422 and the suggestions, and nothing is stored', async () => {
    const { client, user } = await signedInCitizen(city);
    const res = await client.post('/api/posts').send({ content: 'I will kill you, you know who you are' }).expect(422);
    expect(res.body.error.code).toBe('BLOCKED_BY_COACH');
    expect(res.body.suggestions).toEqual([expect.objectContaining({ type: 'BLOCKED', id: 'BLOCKED:threat' })]);
    expect((await client.get(`/api/users/${user.uid}/posts`)).body.posts).toEqual([]);
  });

  test('a threat no rule names, that the harm model recognises, is refused the same way', async () => {
    const { client, user } = await signedInCitizen(city);
    const res = await client
      .post('/api/posts')
      .send({ content: "Nice shop you have on Fleury. Be a shame if the windows didn't make it through the weekend, know what I mean" })
      .expect(422);
    expect(res.body.suggestions).toEqual([expect.objectContaining({ type: 'BLOCKED', id: 'BLOCKED:threat', severity: 'severe' })]);
    expect((await client.get(`/api/users/${user.uid}/posts`)).body.posts).toEqual([]);
  });

  test('editing a post into a slur is refused too', async () => {
    const { client } = await signedInCitizen(city);
    const p = await post(client, { content: 'A calm post about the market' });
    await client.patch(`/api/posts/${p.id}`).send({ content: 'Les immigrés sont des parasites' }).expect(422);
    expect((await client.get(`/api/posts/${p.id}`)).body.content).toBe('A calm post about the market');
  });

  test('comments are checked as well, and keep what the coach said of them', async () => {
    const author = await signedInCitizen(city);
    const { client } = await signedInCitizen(city);
    const p = await post(author.client, { content: 'What do you think of the new park?' });
    const blocked = await client.post(`/api/posts/${p.id}/comments`).send({ text: 'va te pendre' }).expect(422);
    expect(blocked.body.suggestions[0].id).toBe('BLOCKED:selfHarm');
    const rude = await client.post(`/api/posts/${p.id}/comments`).send({ text: 'You are such an idiot for liking it' }).expect(201);
    expect(rude.body.aiFlags.map((s: { id: string }) => s.id)).toContain('REFINEMENT:insult');
    expect(rude.body.aiFeedback).toMatch(/calls a person names/);
    const fine = await client.post(`/api/posts/${p.id}/comments`).send({ text: 'I like the new benches.' }).expect(201);
    expect(fine.body).toMatchObject({ aiFeedback: null, aiFlags: [] });
    expect((await author.client.get(`/api/posts/${p.id}`)).body.commentsCount).toBe(2);
  });
});

describe('acknowledgeAiSuggestion', () => {
  test('a REFINEMENT is saved on the author’s post; other kinds are refused', async () => {
    const { client } = await signedInCitizen(city);
    const p = await post(client, { content: 'Nobody cares about the old bridge' });
    await call(client, 'acknowledgeAiSuggestion', { postId: p.id, suggestionId: 'REFINEMENT:dismissive' }).expect(200);
    await call(client, 'acknowledgeAiSuggestion', { postId: p.id, suggestionId: 'REFINEMENT:dismissive' }).expect(200);
    expect((await client.get(`/api/posts/${p.id}`)).body.acknowledgedSuggestions).toEqual(['REFINEMENT:dismissive']);
    const blocked = await call(client, 'acknowledgeAiSuggestion', { postId: p.id, suggestionId: 'BLOCKED:threat' });
    expect([blocked.status, blocked.body.error.status]).toEqual([412, 'FAILED_PRECONDITION']);
    const validation = await call(client, 'acknowledgeAiSuggestion', { postId: 'new_123', suggestionId: 'VALIDATION:asksQuestion' });
    expect(validation.status).toBe(412);
  });

  test('a suggestion can be named by its message, and acknowledged before the post exists', async () => {
    const { client, user } = await signedInCitizen(city);
    const message = 'Writing mostly in capital letters reads as shouting.';
    await call(client, 'acknowledgeAiSuggestion', { postId: 'new_abc', suggestionId: message }).expect(200);
    const { rows } = await city.db.query('select ref, suggestion_id from coach_acknowledgements where user_id = $1', [user.uid]);
    expect(rows).toEqual([{ ref: 'new_abc', suggestion_id: message }]);
  });

  test('nobody acknowledges on someone else’s post', async () => {
    const author = await signedInCitizen(city);
    const other = await signedInCitizen(city);
    const p = await post(author.client, { content: 'Nobody cares about the old bridge' });
    const res = await call(other.client, 'acknowledgeAiSuggestion', { postId: p.id, suggestionId: 'REFINEMENT:dismissive' });
    expect(res.status).toBe(404);
    expect((await author.client.get(`/api/posts/${p.id}`)).body.acknowledgedSuggestions).toEqual([]);
  });
});

describe('submitDispute', () => {
  const aiFeedback = { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'This calls a person names.', severity: 'moderate', examples: [] };

  test('is stored for the admin queue', async () => {
    const { client, user } = await signedInCitizen(city);
    const res = await call(client, 'submitDispute', {
      userText: 'You clown, great show!',
      aiFeedback,
      reason: '  It was a compliment to a performer.  ',
      source: 'https://example.org/circus',
    }).expect(200);
    const { rows } = await city.db.query('select user_id, reason, source, status from disputes where id = $1', [res.body.result.disputeId]);
    expect(rows).toEqual([{ user_id: user.uid, reason: 'It was a compliment to a performer.', source: 'https://example.org/circus', status: 'pending' }]);
  });

  test.each([
    [{ reason: '   ' }, 'A reason is required to submit a dispute.'],
    [{ reason: 'fine', source: 'not a url' }, 'Please enter a valid URL.'],
    [{ reason: 'fine', source: 'javascript:alert(1)' }, 'Please enter a valid URL.'],
  ])('%o is refused with "%s"', async (override, message) => {
    const { client } = await signedInCitizen(city);
    const res = await call(client, 'submitDispute', { userText: 'text', aiFeedback, ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message });
  });

  test('an empty source is no source', async () => {
    const { client } = await signedInCitizen(city);
    await call(client, 'submitDispute', { userText: 'text', aiFeedback, reason: 'because', source: '' }).expect(200);
  });
});
