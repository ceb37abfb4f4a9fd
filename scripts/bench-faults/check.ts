import { communityTrust } from '../../shared/reputation-rules';
import type { Ledger, ReactionState } from './ledger';

/** The database as read after the restart: its rows and the counters stored beside them. */
export interface Snapshot {
  users: Array<{ uid: string; communityTrust: number; trustWeight: number; trustAgreeWeight: number }>;
  /** The citizens whose session cookie still opened GET /api/auth/me on the restarted server. */
  signedIn: Set<string>;
  posts: Array<{ id: string; authorId: string; agreeCount: number; disagreeCount: number; commentsCount: number }>;
  comments: Array<{ id: string; postId: string; parentId: string; authorId: string }>;
  reactions: Array<{ postId: string; userId: string; type: 'agree' | 'disagree'; weight: number }>;
  follows: Array<{ followerId: string; followeeId: string; state: string }>;
  hashtags: Array<{ tag: string; postCount: number }>;
  postHashtags: Array<{ tag: string; postId: string }>;
  notifications: Array<{ recipientId: string; actorId: string | null; type: string; postId: string | null; commentId: string | null }>;
}

export interface Verdict {
  /** Per round: acknowledged writes and how many of them were found whole. */
  rounds: Map<number, { acknowledged: number; found: number }>;
  /** Acknowledged writes absent from the database (or their notification, or the session). */
  missing: string[];
  /** Rows that disagree with each other: a counter and the rows it counts, a row pointing at nothing. */
  halfWritten: string[];
  /** Committed writes whose notification is absent, or a notification whose cause is gone. */
  noticesOff: string[];
}

// Trust sums are floating-point running sums: compared to the recount within rounding.
const SAME_WEIGHT = 1e-6;

function tally<T>(items: T[], keyOf: (item: T) => string, amount: (item: T) => number = () => 1): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(keyOf(item), (totals.get(keyOf(item)) ?? 0) + amount(item));
  return totals;
}

/** Compares what the server acknowledged (the ledger) with what the database holds (the snapshot). */
export function checkWrites(ledger: Ledger, db: Snapshot): Verdict {
  const verdict: Verdict = { rounds: new Map(), missing: [], halfWritten: [], noticesOff: [] };
  const count = (round: number, found: boolean, what: string) => {
    const r = verdict.rounds.get(round) ?? { acknowledged: 0, found: 0 };
    r.acknowledged++;
    if (found) r.found++;
    else verdict.missing.push(`round ${round}: ${what}`);
    verdict.rounds.set(round, r);
  };

  const users = new Set(db.users.map((u) => u.uid));
  const posts = new Map(db.posts.map((p) => [p.id, p]));
  const comments = new Map(db.comments.map((c) => [c.id, c]));
  const reactions = new Map(db.reactions.map((r) => [`${r.postId}|${r.userId}`, r]));
  const follows = new Map(db.follows.map((f) => [`${f.followerId}>${f.followeeId}`, f]));
  const notified = new Set(db.notifications.map((n) => `${n.type}|${n.recipientId}|${n.actorId}|${n.postId ?? ''}|${n.commentId ?? ''}`));
  const notice = (type: string, recipientId: string, actorId: string, postId = '', commentId = '') =>
    recipientId === actorId || notified.has(`${type}|${recipientId}|${actorId}|${postId}|${commentId}`);

  // Every acknowledged write, whole: its row, and what the answer promised came with it.
  for (const [uid, u] of ledger.users) {
    if (!users.has(uid)) count(u.round, false, `sign-up ${uid} absent`);
    else count(u.round, db.signedIn.has(uid), `sign-up ${uid}: its session no longer signs in`);
  }
  for (const [id, p] of ledger.posts) count(p.round, posts.has(id), `post ${id} absent`);
  for (const [id, c] of ledger.comments) {
    if (!comments.has(id)) count(c.round, false, `comment ${id} absent`);
    else count(c.round, notice('comment', c.postAuthorId, c.authorId, c.postId, id), `comment ${id}: the post's author was not notified`);
  }
  for (const f of ledger.follows) {
    const row = follows.get(`${f.followerId}>${f.followeeId}`);
    if (row?.state !== 'following') count(f.round, false, `follow ${f.followerId} → ${f.followeeId} absent`);
    else count(f.round, notice('follow', f.followeeId, f.followerId), `follow ${f.followerId} → ${f.followeeId}: not notified`);
  }
  for (const r of ledger.reactions.values()) {
    if (!r.acknowledged) continue;
    const stored: ReactionState = reactions.get(`${r.postId}|${r.userId}`)?.type ?? null;
    count(r.round, r.expected.includes(stored), `reaction of ${r.userId} to ${r.postId}: stored ${stored ?? 'none'}, answered ${r.expected.join(' or ')}`);
  }

  // Whole database: every counter equals the rows it counts; nothing points at a missing row.
  const agrees = tally(db.reactions.filter((r) => r.type === 'agree'), (r) => r.postId);
  const disagrees = tally(db.reactions.filter((r) => r.type === 'disagree'), (r) => r.postId);
  const commentCounts = tally(db.comments, (c) => c.postId);
  for (const p of db.posts) {
    const recount = { agreeCount: agrees.get(p.id) ?? 0, disagreeCount: disagrees.get(p.id) ?? 0, commentsCount: commentCounts.get(p.id) ?? 0 };
    for (const field of ['agreeCount', 'disagreeCount', 'commentsCount'] as const) {
      if (p[field] !== recount[field]) verdict.halfWritten.push(`post ${p.id}: ${field} ${p[field]}, rows ${recount[field]}`);
    }
  }
  const tagged = tally(db.postHashtags, (t) => t.tag);
  for (const h of db.hashtags) {
    if (h.postCount !== (tagged.get(h.tag) ?? 0)) verdict.halfWritten.push(`#${h.tag}: post count ${h.postCount}, rows ${tagged.get(h.tag) ?? 0}`);
  }
  // A citizen's trust sums hold the weights of the reactions of others to their posts.
  const othersReactions = db.reactions.filter((r) => posts.has(r.postId) && posts.get(r.postId)!.authorId !== r.userId);
  const weights = tally(othersReactions, (r) => posts.get(r.postId)!.authorId, (r) => r.weight);
  const agreeWeights = tally(othersReactions.filter((r) => r.type === 'agree'), (r) => posts.get(r.postId)!.authorId, (r) => r.weight);
  for (const u of db.users) {
    const weight = weights.get(u.uid) ?? 0;
    const agreeWeight = agreeWeights.get(u.uid) ?? 0;
    if (Math.abs(u.trustWeight - weight) > SAME_WEIGHT || Math.abs(u.trustAgreeWeight - agreeWeight) > SAME_WEIGHT) {
      verdict.halfWritten.push(`user ${u.uid}: trust sums ${u.trustWeight}/${u.trustAgreeWeight}, reactions ${weight}/${agreeWeight}`);
    }
    // The pillar is recomputed from the sums after the reaction's transaction, in one of its own.
    const trust = communityTrust(u.trustAgreeWeight, u.trustWeight);
    if (u.communityTrust !== trust) verdict.halfWritten.push(`user ${u.uid}: community trust ${u.communityTrust}, its sums make ${trust}`);
  }
  for (const c of db.comments) {
    if (!posts.has(c.postId)) verdict.halfWritten.push(`comment ${c.id} on missing post ${c.postId}`);
    else if (c.parentId !== c.postId && comments.get(c.parentId)?.postId !== c.postId) verdict.halfWritten.push(`reply ${c.id} to missing comment ${c.parentId}`);
  }
  for (const r of db.reactions) if (!posts.has(r.postId) || !users.has(r.userId)) verdict.halfWritten.push(`reaction of ${r.userId} to missing post or citizen ${r.postId}`);
  for (const t of db.postHashtags) if (!posts.has(t.postId)) verdict.halfWritten.push(`#${t.tag} on missing post ${t.postId}`);
  for (const f of db.follows) if (!users.has(f.followerId) || !users.has(f.followeeId)) verdict.halfWritten.push(`follow ${f.followerId} → ${f.followeeId} of a missing citizen`);

  // Notifications are written after the row they tell of: a crash between the two leaves one without the other.
  for (const c of db.comments) {
    const post = posts.get(c.postId);
    if (post && !notice('comment', post.authorId, c.authorId, c.postId, c.id)) verdict.noticesOff.push(`comment ${c.id}: no notification`);
  }
  for (const f of db.follows) {
    if (f.state === 'following' && !notice('follow', f.followeeId, f.followerId)) verdict.noticesOff.push(`follow ${f.followerId} → ${f.followeeId}: no notification`);
  }
  for (const r of db.reactions) {
    const post = posts.get(r.postId);
    if (post && r.type === 'agree' && !notice('agree', post.authorId, r.userId, r.postId)) verdict.noticesOff.push(`agree of ${r.userId} to ${r.postId}: no notification`);
  }
  for (const n of db.notifications) {
    if (n.type === 'agree' && n.postId && reactions.get(`${n.postId}|${n.actorId}`)?.type !== 'agree') verdict.noticesOff.push(`agree notification of ${n.actorId} on ${n.postId}: no agree`);
  }
  return verdict;
}
