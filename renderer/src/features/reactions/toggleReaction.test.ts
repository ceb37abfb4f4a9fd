import type { Reactions } from '../../../../shared/posts';
import { toggleReaction } from './toggleReaction';

const none: Reactions = { agreeCount: 2, disagreeCount: 1, agreedBy: ['a', 'b'], disagreedBy: ['c'] };

describe('toggleReaction', () => {
  it('adds a reaction', () => {
    expect(toggleReaction(none, null, 'agree', 'me')).toEqual({
      reactions: { agreeCount: 3, disagreeCount: 1, agreedBy: ['a', 'b', 'me'], disagreedBy: ['c'] },
      myReaction: 'agree',
    });
  });

  it('switches to the other reaction', () => {
    const agreed = toggleReaction(none, null, 'agree', 'me');
    const switched = toggleReaction(agreed.reactions, agreed.myReaction, 'disagree', 'me');
    expect(switched.myReaction).toBe('disagree');
    expect(switched.reactions).toMatchObject({ agreeCount: 2, disagreeCount: 2, disagreedBy: ['c', 'me'] });
  });

  it('removes the active reaction when pressed again', () => {
    const agreed = toggleReaction(none, null, 'agree', 'me');
    expect(toggleReaction(agreed.reactions, 'agree', 'agree', 'me')).toEqual({ reactions: none, myReaction: null });
  });
});
