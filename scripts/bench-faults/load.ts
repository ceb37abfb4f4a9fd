import { randomBytes } from 'node:crypto';
import { afterPress, reactionKey, type Ledger, type ReactionState } from './ledger';
import { sleep } from './server';

// A mixed write load: each writer signs a citizen up, then posts, comments, reacts and follows at
// random, one request at a time, and writes every 2xx answer into the ledger.

const REQUEST_TIMEOUT_MS = 15_000;
// After a failure a writer waits a little, so a dead server is not hammered in a tight loop.
const BACK_OFF_MS = 100;

// Everyday texts the coach lets through.
const POSTS = [
  'The farmers market on the square had lovely apples this morning #market',
  'Le marché du samedi avait de belles pommes ce matin #marche',
  'The new reading room at the library opens on Monday #library',
  'Quelqu’un sait si la piscine du quartier ouvre dimanche ? #quartier',
  'The tram to the river was on time all week #tram',
  'Jazz in the park tonight at seven, bring a blanket #jazz',
];
const COMMENTS = ['Thanks for sharing, see you there!', 'Merci pour l’info, à bientôt.', 'Good to know, I will bring my neighbours.', 'Great idea.'];

type Status = number | 'no answer';

/** Answers by status ('2xx', '500', 'no answer'), bucketed by the phase they arrived in. */
export type Answers = Map<string, Map<string, number>>;

export interface Load {
  /** Answers arriving from now on are counted under `phase`. */
  setPhase(phase: string): void;
  readonly answers: Answers;
  /** Server errors (5xx) by request, e.g. "500 POST /api/posts/:id/comments", to find the bug behind them. */
  readonly serverErrors: Map<string, number>;
  /** Resolves once every writer has signed its citizen up (the slow part of a cold start). */
  readonly signedUp: Promise<void>;
  /** Resolves with the time of the next 2xx write answer. */
  nextSuccess(): Promise<number>;
  /** Stops the writers and waits for their requests in flight to end. */
  stop(): Promise<void>;
}

interface Citizen {
  uid: string;
  cookie: string;
}

export function startLoad(url: string, ledger: Ledger, round: number, writers = 8): Load {
  let phase = 'load';
  let stopped = false;
  const answers: Answers = new Map();
  const serverErrors = new Map<string, number>();
  let waiting: Array<(at: number) => void> = [];
  // What this round's writers may act on: acknowledged citizens, posts and top-level comments.
  const citizens: string[] = [];
  const posts: Array<{ id: string; authorId: string }> = [];
  const topComments = new Map<string, string[]>();
  const followed = new Set<string>();

  function count(status: Status) {
    const key = typeof status === 'number' && status >= 200 && status < 300 ? '2xx' : String(status);
    const bucket = answers.get(phase) ?? new Map<string, number>();
    bucket.set(key, (bucket.get(key) ?? 0) + 1);
    answers.set(phase, bucket);
    if (key === '2xx') {
      for (const resolve of waiting) resolve(Date.now());
      waiting = [];
    }
  }

  /** One request as a browser of the city sends it; `T` is the body a 2xx answer carries. */
  async function send<T>(method: string, path: string, body: unknown, cookie = ''): Promise<{ status: Status; json: T | null; setCookie: string }> {
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        // State-changing requests need the app's own origin (api.md, Conventions).
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => null)) as T | null;
      count(res.status);
      if (res.status >= 500) {
        const request = `${res.status} ${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`;
        serverErrors.set(request, (serverErrors.get(request) ?? 0) + 1);
      }
      if (res.status >= 500) await sleep(BACK_OFF_MS);
      return { status: res.status, json, setCookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    } catch {
      count('no answer');
      await sleep(BACK_OFF_MS);
      return { status: 'no answer', json: null, setCookie: '' };
    }
  }
  const ok = (status: Status) => typeof status === 'number' && status >= 200 && status < 300;
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

  async function signUp(): Promise<Citizen | null> {
    const name = `f${round}_${randomBytes(5).toString('hex')}`;
    const res = await send<{ user: { uid: string } }>('POST', '/api/auth/signup', { email: `${name}@faults.city`, password: 'fault bench', username: `Bench ${name}`, handle: `@${name}` });
    if (!ok(res.status) || !res.json) return null;
    const uid = res.json.user.uid;
    ledger.users.set(uid, { round, cookie: res.setCookie });
    citizens.push(uid);
    return { uid, cookie: res.setCookie };
  }

  async function writePost(me: Citizen) {
    const res = await send<{ id: string }>('POST', '/api/posts', { content: pick(POSTS) }, me.cookie);
    if (!ok(res.status) || !res.json) return;
    const id = res.json.id;
    ledger.posts.set(id, { round, authorId: me.uid });
    posts.push({ id, authorId: me.uid });
  }

  async function comment(me: Citizen) {
    const post = pick(posts);
    if (!post) return writePost(me);
    // One comment in three answers an earlier one, so replies and their parents are checked too.
    const parentId = Math.random() < 1 / 3 ? (pick(topComments.get(post.id) ?? []) ?? post.id) : post.id;
    const res = await send<{ id: string }>('POST', `/api/posts/${post.id}/comments`, { text: pick(COMMENTS), parentId }, me.cookie);
    if (!ok(res.status) || !res.json) return;
    const id = res.json.id;
    ledger.comments.set(id, { round, postId: post.id, parentId, authorId: me.uid, postAuthorId: post.authorId });
    if (parentId === post.id) topComments.set(post.id, [...(topComments.get(post.id) ?? []), id]);
  }

  async function react(me: Citizen) {
    const post = pick(posts);
    if (!post) return writePost(me);
    const key = reactionKey(post.id, me.uid);
    const entry = ledger.reactions.get(key) ?? { round, postId: post.id, userId: me.uid, postAuthorId: post.authorId, expected: [null], acknowledged: false };
    // After an unanswered press the stored state is unknown: this citizen leaves that post alone.
    if (entry.expected.length > 1) return;
    const type = Math.random() < 0.5 ? 'agree' : 'disagree';
    const res = await send<{ result: { myReaction: ReactionState } }>('POST', '/api/callable/reactToPost', { data: { postId: post.id, reactionType: type } }, me.cookie);
    if (ok(res.status) && res.json) {
      entry.expected = [res.json.result.myReaction];
      entry.acknowledged = true;
    } else if (res.status === 'no answer' || res.status >= 500) {
      entry.expected = [entry.expected[0], afterPress(entry.expected[0], type)];
    }
    ledger.reactions.set(key, entry);
  }

  async function follow(me: Citizen) {
    const followee = pick(citizens.filter((uid) => uid !== me.uid && !followed.has(`${me.uid}>${uid}`)));
    if (!followee) return writePost(me);
    const res = await send<{ state: string }>('POST', `/api/users/${followee}/follow`, {}, me.cookie);
    if (!ok(res.status) || res.json?.state !== 'following') return;
    followed.add(`${me.uid}>${followee}`);
    ledger.follows.push({ round, followerId: me.uid, followeeId: followee });
  }

  const mix: Array<[number, (me: Citizen) => Promise<unknown>]> = [
    [1, () => signUp()],
    [3, writePost],
    [3, comment],
    [3, react],
    [2, follow],
  ];
  const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
  function nextWrite() {
    let roll = Math.random() * totalWeight;
    for (const [weight, write] of mix) if ((roll -= weight) < 0) return write;
    return mix[0][1];
  }

  let signedUpWriters = 0;
  let allSignedUp = () => {};
  const signedUp = new Promise<void>((resolve) => (allSignedUp = resolve));
  async function writer() {
    let me: Citizen | null = null;
    while (!stopped) {
      if (me) await nextWrite()(me);
      else if ((me = await signUp()) && ++signedUpWriters === writers) allSignedUp();
    }
  }
  const running = Array.from({ length: writers }, writer);

  return {
    setPhase: (next) => void (phase = next),
    answers,
    serverErrors,
    signedUp,
    nextSuccess: () => new Promise((resolve) => waiting.push(resolve)),
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
