import type { AnalyzeContext, Suggestion } from '../../../../shared/coach';
import { SERVER_EVENTS } from '../../../../shared/events';
import type { ReputationScore } from '../../../../shared/reputation';
import { api } from '../../api/api';
import { realtimeSocket } from '../../api/socket';
import { authApi } from '../auth/endpoints';
import { withRetry } from './retry';

export type Pillar = 'identity' | 'coachability' | 'communityTrust';
export type ReputationReason = 'profile' | 'acknowledgedRefinement' | 'ignoredRefinement' | 'reactions' | 'disputeOverturned' | 'disputeUpheld';

export interface ReputationEvent {
  id: string;
  pillar: Pillar;
  change: number;
  reason: ReputationReason;
  createdAt: string;
}

export interface ReputationHistory {
  reputationScore: ReputationScore;
  history: ReputationEvent[];
}

export interface DisputeInput {
  userText: string;
  aiFeedback: Suggestion;
  reason: string;
  source?: string;
}

export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The coach's suggestions, retried on transient failures (product-spec.md section 7). */
    analyzeText: build.mutation<Suggestion[], { text: string; context?: AnalyzeContext }>({
      async queryFn(data, _api, _extra, baseQuery) {
        const outcome = await withRetry(
          () => Promise.resolve(baseQuery({ url: '/callable/analyzeText', method: 'POST', body: { data } })),
          (result) => result.error,
        );
        if (outcome.error) return { error: outcome.error };
        return { data: (outcome.data as { result: { suggestions: Suggestion[] } }).result.suggestions };
      },
    }),

    acknowledgeAiSuggestion: build.mutation<void, { postId: string; suggestionId: string }>({
      query: (data) => ({ url: '/callable/acknowledgeAiSuggestion', method: 'POST', body: { data } }),
      transformResponse: () => undefined,
    }),

    submitDispute: build.mutation<{ disputeId: string }, DisputeInput>({
      query: (data) => ({ url: '/callable/submitDispute', method: 'POST', body: { data } }),
      transformResponse: (reply: { result: { disputeId: string } }) => reply.result,
    }),

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
        const onUpdated = (event: { uid: string; reputationScore: ReputationScore }) => {
          if (event.uid !== uid) return;
          updateCachedData((draft) => {
            draft.reputationScore = event.reputationScore;
          });
          // The new history entries come with a fresh read.
          void dispatch(assistantApi.endpoints.reputation.initiate(uid, { subscribe: false, forceRefetch: true }));
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
  const onUpdated = (event: { uid: string; reputationScore: ReputationScore }) => {
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

export const { useAnalyzeTextMutation, useAcknowledgeAiSuggestionMutation, useSubmitDisputeMutation, useReputationQuery } = assistantApi;
