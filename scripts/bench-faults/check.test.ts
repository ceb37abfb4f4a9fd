import { checkWrites, type Snapshot } from './check';
import { acknowledgedIn, emptyLedger, reactionKey, type Ledger } from './ledger';

// Ana wrote a post, Ben commented on it, agreed with it and follows Ana: acknowledged, and in the database.
function wholeCity(): { ledger: Ledger; db: Snapshot } {
  const ledger = emptyLedger();
  ledger.users.set('ana', { round: 1, cookie: 'city.sid=a' });
  ledger.users.set('ben', { round: 1, cookie: 'city.sid=b' });
  ledger.posts.set('p1', { round: 1, authorId: 'ana' });
  ledger.comments.set('c1', { round: 1, postId: 'p1', parentId: 'p1', authorId: 'ben', postAuthorId: 'ana' });
  ledger.follows.push({ round: 1, followerId: 'ben', followeeId: 'ana' });
  ledger.reactions.set(reactionKey('p1', 'ben'), { round: 1, postId: 'p1', userId: 'ben', postAuthorId: 'ana', expected: ['agree'], acknowledged: true });
  const db: Snapshot = {
    users: [
      { uid: 'ana', communityTrust: 52, trustWeight: 0.5, trustAgreeWeight: 0.5 },
      { uid: 'ben', communityTrust: 50, trustWeight: 0, trustAgreeWeight: 0 },
    ],
    signedIn: new Set(['ana', 'ben']),
    posts: [{ id: 'p1', authorId: 'ana', agreeCount: 1, disagreeCount: 0, commentsCount: 1 }],
    comments: [{ id: 'c1', postId: 'p1', parentId: 'p1', authorId: 'ben' }],
    reactions: [{ postId: 'p1', userId: 'ben', type: 'agree', weight: 0.5 }],
    follows: [{ followerId: 'ben', followeeId: 'ana', state: 'following' }],
    hashtags: [{ tag: 'market', postCount: 1 }],
    postHashtags: [{ tag: 'market', postId: 'p1' }],
    notifications: [
      { recipientId: 'ana', actorId: 'ben', type: 'comment', postId: 'p1', commentId: 'c1' },
      { recipientId: 'ana', actorId: 'ben', type: 'follow', postId: null, commentId: null },
      { recipientId: 'ana', actorId: 'ben', type: 'agree', postId: 'p1', commentId: null },
    ],
  };
  return { ledger, db };
}

test('a database holding every acknowledged write, whole, passes', () => {
  const { ledger, db } = wholeCity();
  const verdict = checkWrites(ledger, db);
  expect(verdict).toMatchObject({ missing: [], halfWritten: [], noticesOff: [] });
  expect(verdict.rounds.get(1)).toEqual({ acknowledged: 6, found: 6 });
  // What a round whose server never came back reports: the same count, from the ledger alone.
  expect(acknowledgedIn(ledger, 1)).toBe(6);
});

test('an acknowledged post, comment, follow or sign-up that is not in the database is reported missing', () => {
  const { ledger, db } = wholeCity();
  ledger.posts.set('p2', { round: 2, authorId: 'ben' });
  ledger.comments.set('c2', { round: 2, postId: 'p1', parentId: 'p1', authorId: 'ana', postAuthorId: 'ana' });
  ledger.follows.push({ round: 2, followerId: 'ana', followeeId: 'ben' });
  db.signedIn.delete('ben');
  const verdict = checkWrites(ledger, db);
  expect(verdict.missing).toEqual([
    'round 1: sign-up ben: its session no longer signs in',
    'round 2: post p2 absent',
    'round 2: comment c2 absent',
    'round 2: follow ana → ben absent',
  ]);
  expect(verdict.rounds.get(1)).toEqual({ acknowledged: 6, found: 5 });
  expect(verdict.rounds.get(2)).toEqual({ acknowledged: 3, found: 0 });
});

test('a reaction is found when the stored state is the answered one, or what an unanswered later press left', () => {
  const { ledger, db } = wholeCity();
  const ben = ledger.reactions.get(reactionKey('p1', 'ben'))!;
  ben.expected = ['disagree'];
  expect(checkWrites(ledger, db).missing).toEqual(['round 1: reaction of ben to p1: stored agree, answered disagree']);
  ben.expected = ['disagree', 'agree'];
  expect(checkWrites(ledger, db).missing).toEqual([]);
});

test('a counter that disagrees with the rows it counts is reported half-written', () => {
  const { ledger, db } = wholeCity();
  db.posts[0].commentsCount = 2;
  db.posts[0].agreeCount = 0;
  db.hashtags[0].postCount = 3;
  db.users[0].trustWeight = 0.9;
  db.users[1].communityTrust = 52;
  expect(checkWrites(ledger, db).halfWritten).toEqual([
    'post p1: agreeCount 0, rows 1',
    'post p1: commentsCount 2, rows 1',
    '#market: post count 3, rows 1',
    'user ana: trust sums 0.9/0.5, reactions 0.5/0.5',
    'user ana: community trust 52, its sums make 50',
    'user ben: community trust 52, its sums make 50',
  ]);
});

test('a comment on a missing post, or a reply to a missing comment, is reported half-written', () => {
  const { ledger, db } = wholeCity();
  db.comments.push({ id: 'c9', postId: 'gone', parentId: 'gone', authorId: 'ben' }, { id: 'c10', postId: 'p1', parentId: 'c-gone', authorId: 'ben' });
  db.posts[0].commentsCount = 2;
  expect(checkWrites(ledger, db).halfWritten).toEqual(['comment c9 on missing post gone', 'reply c10 to missing comment c-gone']);
});

test('a committed comment without its notification, or an agree notification without the agree, is reported', () => {
  const { ledger, db } = wholeCity();
  db.notifications = db.notifications.filter((n) => n.type !== 'comment');
  db.reactions = [];
  db.posts[0].agreeCount = 0;
  db.users[0] = { uid: 'ana', communityTrust: 50, trustWeight: 0, trustAgreeWeight: 0 };
  const verdict = checkWrites(ledger, db);
  expect(verdict.noticesOff).toEqual(['comment c1: no notification', 'agree notification of ben on p1: no agree']);
  expect(verdict.missing).toEqual(['round 1: comment c1: the post\'s author was not notified', 'round 1: reaction of ben to p1: stored none, answered agree']);
});
