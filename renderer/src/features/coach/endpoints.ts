import type { AnalyzeContext, Suggestion } from '../../../../shared/coach';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n';
import { withRetry } from './retry';

interface DisputeInput {
  userText: string;
  aiFeedback: Suggestion;
  reason: string;
  source?: string;
}

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

    submitDispute: build.mutation<{ disputeId: string }, DisputeInput>({
      query: (data) => ({ url: '/callable/submitDispute', method: 'POST', body: { data } }),
      transformResponse: (reply: { result: { disputeId: string } }) => reply.result,
    }),
  }),
});

export const { useAnalyzeTextMutation, useAcknowledgeAiSuggestionMutation, useSubmitDisputeMutation } = coachApi;
