import { TYPING_HEADLINE } from '../../../../shared/constants';
import { nextTypingState, TYPING_START, typingDelay, type TypingState } from './typingHeadline';

const phrases = ['ab', 'xyz'];
const visible = (state: TypingState) => phrases[state.phrase].slice(0, state.length);

describe('typing headline', () => {
  it('types, pauses on the full phrase, deletes, then moves to the next phrase', () => {
    const steps: Array<[string, number]> = [];
    let state = TYPING_START;
    for (let i = 0; i < 7; i++) {
      steps.push([visible(state), typingDelay(state, phrases)]);
      state = nextTypingState(state, phrases);
    }
    const { typeMs, deleteMs, pauseMs } = TYPING_HEADLINE;
    expect(steps).toEqual([
      ['', typeMs],
      ['a', typeMs],
      ['ab', pauseMs],
      ['a', deleteMs],
      ['', typeMs],
      ['x', typeMs],
      ['xy', typeMs],
    ]);
    expect(state.phrase).toBe(1);
  });

  it('starts again with the first phrase after the last', () => {
    const end: TypingState = { phrase: 1, length: 1, deleting: true };
    expect(nextTypingState(end, phrases)).toEqual(TYPING_START);
  });

  it('uses the spec timings: 120 ms to type, 80 ms to delete, 2.5 s pause', () => {
    expect(TYPING_HEADLINE).toEqual({ typeMs: 120, deleteMs: 80, pauseMs: 2500 });
  });
});
