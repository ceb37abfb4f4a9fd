import { relativeTime } from './relativeTime';

const now = new Date('2026-03-01T12:00:00Z');

describe('relativeTime', () => {
  it('speaks the interface language', () => {
    expect(relativeTime('2026-03-01T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-03-01T11:55:00Z', now, 'fr')).toBe('il y a 5 minutes');
  });

  it('says now under a minute and picks the largest unit', () => {
    expect(relativeTime('2026-03-01T11:59:30Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-02-27T12:00:00Z', now, 'en')).toBe('2 days ago');
  });
});
