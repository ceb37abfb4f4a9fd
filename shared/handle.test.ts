import { normalizeHandle } from './handle';
import { signupSchema } from './auth';
import { unreadBadgeText } from './badge';
import { placeholderAvatarUrl } from './avatar';
import * as constants from './constants';

test('a handle is forced to start with @ and stripped to letters, digits and underscore', () => {
  expect(normalizeHandle('jane')).toBe('@jane');
  expect(normalizeHandle('@jane_doe42')).toBe('@jane_doe42');
  expect(normalizeHandle('@@ja ne-doé!')).toBe('@janedo');
  expect(normalizeHandle('')).toBe('@');
});

describe('sign-up schema', () => {
  const valid = { username: 'Jane', handle: 'jane', email: ' Jane@Example.com ', password: 'secret' };

  test('normalises the handle and the email', () => {
    expect(signupSchema.parse(valid)).toMatchObject({ handle: '@jane', email: 'jane@example.com', language: 'en' });
  });

  test.each([
    [{ username: '   ' }, 'PROFILE_FIELDS_REQUIRED'],
    [{ handle: '@' }, 'PROFILE_FIELDS_REQUIRED'],
    [{ handle: '!!' }, 'PROFILE_FIELDS_REQUIRED'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL'],
    [{ password: '12345' }, 'WEAK_PASSWORD'],
  ])('%o fails with %s', (override, code) => {
    const result = signupSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(code);
  });

  test('a one-letter handle after the @ is long enough', () => {
    expect(signupSchema.safeParse({ ...valid, handle: 'j' }).success).toBe(true);
  });
});

test('the unread badge shows the count, 9+ above 9, nothing at 0', () => {
  expect(unreadBadgeText(0)).toBeNull();
  expect(unreadBadgeText(1)).toBe('1');
  expect(unreadBadgeText(9)).toBe('9');
  expect(unreadBadgeText(10)).toBe('9+');
});

test('the default avatar is an image with the first letter of the display name', () => {
  const svg = decodeURIComponent(placeholderAvatarUrl('élise <b>').split(',')[1]);
  expect(placeholderAvatarUrl('x')).toMatch(/^data:image\/svg\+xml/);
  expect(svg).toContain('>É</text>');
  expect(decodeURIComponent(placeholderAvatarUrl('<script>'))).toContain('&#60;');
});

test('the constants of spec section 9', () => {
  expect(constants.REPUTATION_WEIGHTS).toEqual({ identity: 0.2, coachability: 0.4, communityTrust: 0.4 });
  expect(constants.REPUTATION_DEFAULTS).toEqual({ identity: 0, coachability: 50, communityTrust: 50 });
  expect(constants.SCORE_COLOUR_THRESHOLDS).toEqual({ green: 80, yellow: 50 });
  expect(constants.FEED_PAGE_SIZE).toBe(10);
  expect(constants.RECENCY_WINDOW_MINUTES).toBe(10080);
  expect([constants.AI_MIN_CHARACTERS, constants.AI_TYPING_PAUSE_MS, constants.AI_MAX_ATTEMPTS]).toEqual([15, 1500, 3]);
  expect([constants.COMMENT_INDENT_PX, constants.COMMENT_MAX_LEVEL]).toEqual([20, 5]);
  expect([constants.TIP_PRESETS, constants.TIP_DEFAULT, constants.TIP_MINIMUM, constants.TIP_SUCCESS_CLOSE_MS]).toEqual([[2, 5, 10], 5, 1, 2000]);
  expect(constants.AUDIENCES).toEqual(['public', 'private']);
  expect(constants.REPORT_REASONS).toEqual(['spam', 'hate', 'violence', 'other']);
  expect(constants.LANGUAGES).toEqual(['en', 'fr']);
  expect([constants.NOTIFICATIONS_LIMIT, constants.PUBLIC_POSTS_LIMIT, constants.UNREAD_BADGE_MAX]).toEqual([50, 100, 9]);
  expect(constants.TYPING_HEADLINE).toEqual({ typeMs: 120, deleteMs: 80, pauseMs: 2500 });
});
