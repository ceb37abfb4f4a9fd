// A citizen's score, why it moved, and the signed-in user's score kept live.
export { ReputationHistory } from './ReputationHistory';
export { useReputationQuery } from './endpoints';
export { useOwnReputationLive } from './useOwnReputationLive';
