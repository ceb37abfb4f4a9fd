import type { DisputeOutcome } from '../../../../shared/disputes';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import type { ReputationScore } from '../../../../shared/reputation';
import { api } from '../../api/api';
import { realtimeSocket } from '../../api/socket';
import { authApi } from '../auth';

export type Pillar = 'identity' | 'coachability' | 'communityTrust';
export type ReputationReason = 'profile' | 'acknowledgedRefinement' | 'ignoredRefinement' | 'reactions' | 'disputeOverturned' | 'disputeUpheld' | 'identityReviewed';

export interface ReputationEvent {
  id: string;
  pillar: Pillar;
  change: number;
  reason: ReputationReason;
  createdAt: string;
  /** On a ruling on the signed-in citizen's own dispute: the feedback they disputed, the outcome and the admin's note. */
  dispute?: { suggestion: string; outcome: DisputeOutcome; note: string | null };
}

export interface ReputationHistory {
  reputationScore: ReputationScore;
  history: ReputationEvent[];
}

const reputationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A citizen's score and why it changed, newest first; the signed-in user's follows `reputation:updated`. */
    reputation: build.query<ReputationHistory, string>({
      query: (uid) => `/users/${encodeURIComponent(uid)}/reputation`,
      async onCacheEntryAdded(uid, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const socket = realtimeSocket();
        const onUpdated = (event: ServerEventPayload<'reputation:updated'>) => {
          if (event.uid !== uid) return;
          updateCachedData((draft) => {
            draft.reputationScore = event.reputationScore;
          });
          // The new history entries come with a fresh read.
          void dispatch(reputationApi.endpoints.reputation.initiate(uid, { subscribe: false, forceRefetch: true }));
        };
        socket.on(SERVER_EVENTS.reputationUpdated, onUpdated);
        await cacheEntryRemoved;
        socket.off(SERVER_EVENTS.reputationUpdated, onUpdated);
      },
    }),
  }),
});

/** Keeps the signed-in user's `me` score in step with `reputation:updated` while mounted. */
export function followOwnReputation(dispatch: (action: unknown) => unknown): () => void {
  const socket = realtimeSocket();
  const onUpdated = (event: ServerEventPayload<'reputation:updated'>) => {
    dispatch(
      authApi.util.updateQueryData('me', undefined, (draft) => {
        if (draft && draft.uid === event.uid) draft.reputationScore = event.reputationScore;
      }),
    );
  };
  socket.on(SERVER_EVENTS.reputationUpdated, onUpdated);
  return () => {
    socket.off(SERVER_EVENTS.reputationUpdated, onUpdated);
  };
}

export const { useReputationQuery } = reputationApi;
