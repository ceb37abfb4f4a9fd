// Agree / Disagree on a post, as the post card shows them.
export { ReactionBar } from './ReactionBar';
