import { hasVisibleCharacter, isStorableText } from './text';

test('text PostgreSQL can store: no NUL, no UTF-16 half without its pair', () => {
  expect(['', 'Bonjour', 'naïve café', 'emoji 😀 pair', '中文'].every(isStorableText)).toBe(true);
  expect(['a\u0000b', 'a\ud800b', 'a\udc00b', '\ud83d', '😀'.slice(1)].some(isStorableText)).toBe(false);
});

test('a name shows something only with a visible character', () => {
  expect(['A', 'Zoë', 'Zoë\u200dB', '李', '@', '😀'].every(hasVisibleCharacter)).toBe(true);
  expect(['', '   ', '\u200b\u200c\u200d', '\ufeff\u2060', '\u3164', '\u115f\u1160', '\u00ad', '\u034f', '\u2800', '\u202e\u2066', '\u0301'].some(hasVisibleCharacter)).toBe(false);
});
