import { commentScoreColour, postScoreColour, reputationTotal, withTotal } from './reputation';
import { REPUTATION_DEFAULTS } from './constants';

describe('reputation total', () => {
  test('is the rounded weighted sum 0.2 identity + 0.4 coachability + 0.4 community trust', () => {
    expect(reputationTotal({ identity: 0, coachability: 50, communityTrust: 50 })).toBe(40);
    expect(reputationTotal({ identity: 100, coachability: 100, communityTrust: 100 })).toBe(100);
    expect(reputationTotal({ identity: 10, coachability: 61, communityTrust: 70 })).toBe(Math.round(2 + 24.4 + 28)); // 54.4 -> 54
    expect(reputationTotal({ identity: 15, coachability: 61, communityTrust: 70 })).toBe(55); // 55.4 -> 55
    expect(reputationTotal({ identity: 0, coachability: 51, communityTrust: 50 })).toBe(40); // 40.4 -> 40
    expect(reputationTotal({ identity: 5, coachability: 51, communityTrust: 50 })).toBe(41); // 41.4 -> 41
    expect(reputationTotal({ identity: 0, coachability: 52, communityTrust: 50 })).toBe(41); // 40.8 -> 41
  });

  test('accepts a bare number as the total', () => {
    expect(reputationTotal(73)).toBe(73);
  });

  test('a new citizen starts at 0 / 50 / 50, total 40', () => {
    expect(withTotal(REPUTATION_DEFAULTS)).toEqual({ identity: 0, coachability: 50, communityTrust: 50, total: 40 });
  });
});

describe('score colours', () => {
  test.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [50, 'yellow'],
    [49, 'red'],
    [0, 'red'],
  ])('a post author at %i is %s', (score, colour) => expect(postScoreColour(score)).toBe(colour));

  test.each([
    [80, 'green'],
    [79, 'yellow'],
    [10, 'yellow'],
  ])('a comment author at %i is %s', (score, colour) => expect(commentScoreColour(score)).toBe(colour));
});
