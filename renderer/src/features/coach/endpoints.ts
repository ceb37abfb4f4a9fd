import type { AnalyzeContext, Suggestion } from '../../../../shared/coach';
import { api } from '../../api/api';
import { problemOf } from '../../api/errors';
import { currentLanguage } from '../../i18n';
import { withRetry } from './retry';

interface DisputeInput {
  userText: string;
  aiFeedback: Suggestion;
  reason: string;
  source?: string;
}

/** A dispute's identity as the server counts it: one citizen, one suggestion, one text (trimmed). */
export const disputeKey = (userText: string, suggestionId: string) => JSON.stringify([userText.trim(), suggestionId]);

/** Disputed suggestions stay marked for the whole session (`resetApiState` at sign-out forgets them). */
const SESSION_SECONDS = 24 * 60 * 60;

const coachApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The coach's suggestions, retried on transient failures (product-spec.md section 7), with the
     * interface language, which its messages follow: the account's may be another device's.
     */
    analyzeText: build.mutation<Suggestion[], { text: string; context?: AnalyzeContext }>({
      async queryFn({ text, context }, _api, _extra, baseQuery) {
        const data = { text, context: { kind: 'post' as const, ...context, language: currentLanguage() } };
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

    /**
     * The `disputeKey`s of what this citizen disputed in this session, kept on the client only, so a
     * suggestion stays marked however often its text is analysed again. A dispute filed on another
     * device is learnt from the server's refusal of a second one.
     */
    disputedSuggestions: build.query<string[], void>({
      queryFn: () => ({ data: [] }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),

    submitDispute: build.mutation<{ disputeId: string }, DisputeInput>({
      query: (data) => ({ url: '/callable/submitDispute', method: 'POST', body: { data } }),
      transformResponse: (reply: { result: { disputeId: string } }) => reply.result,
      async onQueryStarted({ userText, aiFeedback }, { dispatch, queryFulfilled }) {
        const markDisputed = () =>
          dispatch(
            coachApi.util.updateQueryData('disputedSuggestions', undefined, (keys) => {
              const key = disputeKey(userText, aiFeedback.id);
              if (!keys.includes(key)) keys.push(key);
            }),
          );
        try {
          await queryFulfilled;
          markDisputed();
        } catch (failure) {
          if (problemOf((failure as { error?: unknown }).error).code === 'DISPUTE_ALREADY_FILED') markDisputed();
        }
      },
    }),
  }),
});

export const { useAnalyzeTextMutation, useAcknowledgeAiSuggestionMutation, useSubmitDisputeMutation, useDisputedSuggestionsQuery } = coachApi;
