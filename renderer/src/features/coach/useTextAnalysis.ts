import { useCallback, useEffect, useRef, useState } from 'react';
import { isBlocking, type AnalyzeContext, type Suggestion } from '../../../../shared/coach';
import { AI_MIN_CHARACTERS, AI_TYPING_PAUSE_MS } from '../../../../shared/constants';
import { useAcknowledgeAiSuggestionMutation, useAnalyzeTextMutation } from './endpoints';

/** A suggestion as the composer shows it (product-spec.md section 3). */
export interface ShownSuggestion extends Suggestion {
  acknowledged: boolean;
}

const newDraftId = () => `new_${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

/**
 * The AI coach on a text being written: analyses it once the trimmed text has 15 characters,
 * after a 1.5 s pause in typing; a newer text makes an older result stale. Until the coach has
 * read the text as it stands (the pause, then the call), it counts as analysing, so nothing
 * is posted over suggestions that no longer match the text.
 */
export function useTextAnalysis(text: string, context: AnalyzeContext, { enabled = true }: { enabled?: boolean } = {}) {
  const [analyzeText] = useAnalyzeTextMutation();
  const [acknowledgeCall] = useAcknowledgeAiSuggestionMutation();
  const [suggestions, setSuggestions] = useState<ShownSuggestion[]>([]);
  /** The trimmed text the current suggestions (or the failure) belong to. */
  const [analyzedText, setAnalyzedText] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [draftId, setDraftId] = useState(newDraftId);
  /** The text the server refused, whose BLOCKED suggestions show even if it is short. */
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const latest = useRef(0);
  const { kind, replyToUserId } = context;

  useEffect(() => {
    const request = ++latest.current;
    const trimmed = text.trim();
    // A short text is not analysed; what an older text got is hidden below and ignored when it lands.
    if (!enabled || trimmed.length < AI_MIN_CHARACTERS) return;
    const timer = setTimeout(() => {
      analyzeText({ text: trimmed, context: { kind, ...(replyToUserId ? { replyToUserId } : {}) } })
        .unwrap()
        .then((result) => {
          if (request !== latest.current) return;
          setSuggestions(result.map((s) => ({ ...s, acknowledged: false })));
          setUnavailable(false);
          setAnalyzedText(trimmed);
        })
        .catch((error: unknown) => {
          if (request !== latest.current) return;
          console.error('AI analysis failed', error);
          setSuggestions([]);
          setUnavailable(true);
          setAnalyzedText(trimmed);
        });
    }, AI_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, enabled, kind, replyToUserId, analyzeText]);

  const setAcknowledged = (id: string, acknowledged: boolean) => setSuggestions((all) => all.map((s) => (s.id === id ? { ...s, acknowledged } : s)));

  /** Optimistic: set at once, reverted if the call fails (product-spec.md section 4). */
  const acknowledge = async (suggestion: ShownSuggestion) => {
    if (suggestion.type !== 'REFINEMENT' || suggestion.acknowledged) return;
    setAcknowledged(suggestion.id, true);
    try {
      await acknowledgeCall({ postId: draftId, suggestionId: suggestion.id }).unwrap();
    } catch (error) {
      console.error('Acknowledging the suggestion failed', error);
      setAcknowledged(suggestion.id, false);
    }
  };

  /** Shows the suggestions the server returned with a refusal (HTTP 422 BLOCKED_BY_COACH). */
  const showBlocked = useCallback(
    (blocked: Suggestion[]) => {
      latest.current++;
      setAnalyzedText(text.trim());
      setRefusedText(text);
      setSuggestions(blocked.map((s) => ({ ...s, acknowledged: false })));
    },
    [text],
  );

  /** After publishing: a new draft, a new session id. */
  const reset = useCallback(() => {
    latest.current++;
    setSuggestions([]);
    setAnalyzedText(null);
    setUnavailable(false);
    setRefusedText(null);
    setDraftId(newDraftId());
  }, []);

  const active = enabled && text.trim().length >= AI_MIN_CHARACTERS;
  const shown = active || refusedText === text ? suggestions : [];
  return {
    suggestions: shown,
    analyzing: active && analyzedText !== text.trim(),
    unavailable: active && unavailable,
    blocked: isBlocking(shown),
    acknowledgedIds: shown.filter((s) => s.acknowledged).map((s) => s.id),
    acknowledge,
    showBlocked,
    reset,
  };
}

/** The suggestions a refusal carries: `{error: {code: 'BLOCKED_BY_COACH'}, suggestions}` with HTTP 422. */
export function blockedSuggestions(error: unknown): Suggestion[] | null {
  const data = (error as { status?: unknown; data?: { error?: { code?: string }; suggestions?: Suggestion[] } } | null)?.data;
  if (data?.error?.code !== 'BLOCKED_BY_COACH') return null;
  return Array.isArray(data.suggestions) ? data.suggestions : [];
}
