import { useEffect, useState } from 'react';
import { TYPING_HEADLINE } from '../../../../shared/constants';

/** Which phrase is showing, how many of its characters, and whether they are being deleted. */
export interface TypingState {
  phrase: number;
  length: number;
  deleting: boolean;
}

export const TYPING_START: TypingState = { phrase: 0, length: 0, deleting: false };

/**
 * One step of the headline: type a character; once the phrase is complete start deleting;
 * deleting the last character moves on to the next phrase (after the last, the first).
 */
export function nextTypingState(state: TypingState, phrases: readonly string[]): TypingState {
  const full = phrases[state.phrase].length;
  if (!state.deleting) return state.length < full ? { ...state, length: state.length + 1 } : { ...state, length: full - 1, deleting: true };
  if (state.length > 1) return { ...state, length: state.length - 1 };
  return { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false };
}

/** How long the headline stays in `state` before the next step. */
export function typingDelay(state: TypingState, phrases: readonly string[], timing = TYPING_HEADLINE): number {
  if (state.deleting) return timing.deleteMs;
  return state.length < phrases[state.phrase].length ? timing.typeMs : timing.pauseMs;
}

/** The headline's visible text, typed and deleted phrase after phrase. */
export function useTypingHeadline(phrases: readonly string[]): string {
  const [state, setState] = useState(TYPING_START);
  useEffect(() => {
    const timer = setTimeout(() => setState((current) => nextTypingState(current, phrases)), typingDelay(state, phrases));
    return () => clearTimeout(timer);
  }, [state, phrases]);
  return phrases[state.phrase].slice(0, state.length);
}
