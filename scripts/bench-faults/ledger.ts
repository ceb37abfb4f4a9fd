// What the load was told: every write the server acknowledged with a 2xx, tagged with its round,
// so that after a crash the check can ask the database whether each of them is still there.

export type ReactionState = 'agree' | 'disagree' | null;

export interface Ledger {
  /** Sign-ups: uid → the session cookie the answer set. */
  users: Map<string, { round: number; cookie: string }>;
  posts: Map<string, { round: number; authorId: string }>;
  comments: Map<string, { round: number; postId: string; parentId: string; authorId: string; postAuthorId: string }>;
  follows: Array<{ round: number; followerId: string; followeeId: string }>;
  /**
   * One entry per citizen and post they reacted to. `expected` is what may be stored: the state
   * the last answer reported, and also the state a later unanswered press would have left (it
   * may or may not have been committed before the crash). `acknowledged`: some press was answered.
   */
  reactions: Map<string, { round: number; postId: string; userId: string; postAuthorId: string; expected: ReactionState[]; acknowledged: boolean }>;
}

export function emptyLedger(): Ledger {
  return { users: new Map(), posts: new Map(), comments: new Map(), follows: [], reactions: new Map() };
}

export const reactionKey = (postId: string, userId: string) => `${postId}|${userId}`;

/** The toggle rules (product-spec section 4): pressing the active one removes it, the other switches. */
export const afterPress = (previous: ReactionState, pressed: 'agree' | 'disagree'): ReactionState => (previous === pressed ? null : pressed);

/** How many writes of `round` were acknowledged (what the check counts, without a database to look in). */
export function acknowledgedIn(ledger: Ledger, round: number): number {
  const inRound = (entries: Iterable<{ round: number }>) => [...entries].filter((e) => e.round === round).length;
  return inRound(ledger.users.values()) + inRound(ledger.posts.values()) + inRound(ledger.comments.values()) + inRound(ledger.follows) +
    inRound([...ledger.reactions.values()].filter((r) => r.acknowledged));
}
