import { dayLabel, withDaySeparators } from './days';

const message = (id: string, createdAt: string) => ({ id, conversationId: 'c', senderId: 'u', text: id, createdAt });

test('a separator opens each day, and only once', () => {
  const rows = withDaySeparators([message('a', '2026-03-01T10:00:00'), message('b', '2026-03-01T18:00:00'), message('c', '2026-03-02T09:00:00')]);
  expect(rows.map((row) => (row.kind === 'day' ? 'day' : row.message.id))).toEqual(['day', 'a', 'b', 'day', 'c']);
});

test('today and yesterday are named in the interface language, older days by their date', () => {
  const now = new Date('2026-03-10T12:00:00');
  expect(dayLabel('2026-03-10T08:00:00', now, 'en')).toBe('Today');
  expect(dayLabel('2026-03-09T23:00:00', now, 'fr')).toBe('Hier');
  expect(dayLabel('2026-03-02T08:00:00', now, 'en')).toBe('Monday, March 2');
  expect(dayLabel('2025-12-24T08:00:00', now, 'fr')).toBe('mercredi 24 décembre 2025');
});
