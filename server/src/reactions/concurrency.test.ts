import { communityTrust } from '../../../shared/reputation-rules';
import { post, react } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

const READERS = 12;
let city: TestCity;
let readers: Array<Awaited<ReturnType<typeof signedInCitizen>>>;
beforeAll(async () => {
  city = await startTestCity();
  // Shared by the tests: sign-ups are rate limited.
  readers = await Promise.all(Array.from({ length: READERS }, () => signedInCitizen(city)));
});
afterAll(() => city.stop());

const ROUNDS = 3;
const REQUESTS_PER_ROUND = 40;

/**
 * The load that deadlocked reactions on PostgreSQL: agrees and disagrees on several posts of one
 * author, each moving the author's community trust (which re-ranks all their posts), with comments
 * on the same posts and the author's own profile changes moving their score at the same time.
 */
test('concurrent reactions, comments and score changes on one author all succeed and leave everything consistent', async () => {
  const author = await signedInCitizen(city);
  const posts = await Promise.all([1, 2, 3].map((n) => post(author.client, { content: `post ${n} of the busy author` })));

  const failures: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const requests = Array.from({ length: REQUESTS_PER_ROUND }, (_, i) => {
      const reader = readers[(i * 7 + round) % READERS];
      const target = posts[(i + round) % posts.length];
      if (i % 10 === 9) return { what: 'profile change', sent: author.client.patch('/api/users/me').send({ bio: i % 20 === 9 ? `round ${round}` : '' }) };
      if (i % 5 === 4) return { what: 'comment', sent: reader.client.post(`/api/posts/${target.id}/comments`).send({ text: `a thought, round ${round}` }) };
      return { what: 'reaction', sent: react(reader.client, target.id, (i + round) % 3 === 0 ? 'disagree' : 'agree') };
    });
    const answers = await Promise.all(requests.map((r) => r.sent));
    answers.forEach((res, i) => {
      if (res.status >= 300) failures.push(`${requests[i].what}: ${res.status} ${JSON.stringify(res.body)}`);
    });
  }
  expect(failures).toEqual([]);

  const postIds = posts.map((p) => p.id);
  const { rows: counters } = await city.db.query<{ id: string; agree_count: number; disagree_count: number; comments_count: number; agrees: number; disagrees: number; comments: number }>(
    `select p.id, p.agree_count, p.disagree_count, p.comments_count,
       (select count(*)::int from post_reactions r where r.post_id = p.id and r.type = 'agree') as agrees,
       (select count(*)::int from post_reactions r where r.post_id = p.id and r.type = 'disagree') as disagrees,
       (select count(*)::int from comments c where c.post_id = p.id) as comments
     from posts p where p.id = any($1::text[])`,
    [postIds],
  );
  for (const c of counters) expect([c.agree_count, c.disagree_count, c.comments_count]).toEqual([c.agrees, c.disagrees, c.comments]);

  const { rows: sums } = await city.db.query<{ weight: number; agree_weight: number }>(
    `select coalesce(sum(weight), 0)::float8 as weight, coalesce(sum(weight) filter (where type = 'agree'), 0)::float8 as agree_weight
     from post_reactions where post_id = any($1::text[]) and user_id <> $2`,
    [postIds, author.user.uid],
  );
  const { rows: trust } = await city.db.query<{ trust_weight: number; trust_agree_weight: number; community_trust: number }>(
    'select trust_weight::float8 as trust_weight, trust_agree_weight::float8 as trust_agree_weight, community_trust from users where uid = $1',
    [author.user.uid],
  );
  expect(trust[0].trust_weight).toBeCloseTo(sums[0].weight, 6);
  expect(trust[0].trust_agree_weight).toBeCloseTo(sums[0].agree_weight, 6);
  expect(trust[0].community_trust).toBe(communityTrust(sums[0].agree_weight, sums[0].weight));

  // Every agree standing has its notification, and no agree notification outlives its agree.
  const { rows: unmatched } = await city.db.query<{ side: string; user_id: string; post_id: string }>(
    `select 'agree without notification' as side, r.user_id, r.post_id from post_reactions r
       where r.post_id = any($1::text[]) and r.type = 'agree'
         and not exists (select 1 from notifications n where n.type = 'agree' and n.actor_id = r.user_id and n.post_id = r.post_id)
     union all
     select 'notification without agree', n.actor_id, n.post_id from notifications n
       where n.recipient_id = $2 and n.type = 'agree'
         and not exists (select 1 from post_reactions r where r.type = 'agree' and r.user_id = n.actor_id and r.post_id = n.post_id)
     union all
     select 'comment without notification', c.author_id, c.post_id from comments c
       where c.post_id = any($1::text[])
         and not exists (select 1 from notifications n where n.type = 'comment' and n.comment_id = c.id)`,
    [postIds, author.user.uid],
  );
  expect(unmatched).toEqual([]);
});

const REFINEMENTS = ['insult', 'profanity', 'shouting', 'exclamations', 'generalisation', 'dismissive', 'styleBrevity', 'styleData', 'styleEmpathy', 'styleQuestion'];

/** An acknowledgement saves the suggestion with the post and moves its author's score: it takes the same locks as a reaction. */
test('the author acknowledging suggestions on posts that are being reacted to: every answer a success', async () => {
  const author = await signedInCitizen(city);
  const posts = await Promise.all([1, 2, 3].map((n) => post(author.client, { content: `acknowledged post ${n}` })));
  const requests = posts.flatMap((p, n) =>
    REFINEMENTS.flatMap((rule, i) => [
      { what: 'acknowledgement', sent: author.client.post('/api/callable/acknowledgeAiSuggestion').send({ data: { postId: p.id, suggestionId: `REFINEMENT:${rule}` } }) },
      { what: 'reaction', sent: react(readers[(i + n) % READERS].client, p.id, i % 3 === 0 ? 'disagree' : 'agree') },
    ]),
  );
  const answers = await Promise.all(requests.map((r) => r.sent));
  expect(answers.flatMap((res, i) => (res.status >= 300 ? [`${requests[i].what}: ${res.status} ${JSON.stringify(res.body)}`] : []))).toEqual([]);
  const { rows } = await city.db.query<{ n: number }>('select count(*)::int as n from coach_acknowledgements where user_id = $1', [author.user.uid]);
  expect(rows[0].n).toBe(posts.length * REFINEMENTS.length);
});
