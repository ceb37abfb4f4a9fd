import type { ReactionType, Reactions } from '../../../../shared/posts';

/**
 * The toggle rules of product-spec.md section 4: pressing the active reaction removes it,
 * pressing the other switches. Returns the counts and reaction the server will agree on.
 */
export function toggleReaction(reactions: Reactions, mine: ReactionType | null, pressed: ReactionType, uid: string): { reactions: Reactions; myReaction: ReactionType | null } {
  const agreedBy = reactions.agreedBy.filter((id) => id !== uid);
  const disagreedBy = reactions.disagreedBy.filter((id) => id !== uid);
  const myReaction = mine === pressed ? null : pressed;
  if (myReaction === 'agree') agreedBy.push(uid);
  if (myReaction === 'disagree') disagreedBy.push(uid);
  const agreeCount = reactions.agreeCount - (mine === 'agree' ? 1 : 0) + (myReaction === 'agree' ? 1 : 0);
  const disagreeCount = reactions.disagreeCount - (mine === 'disagree' ? 1 : 0) + (myReaction === 'disagree' ? 1 : 0);
  return { reactions: { agreeCount, disagreeCount, agreedBy, disagreedBy }, myReaction };
}
