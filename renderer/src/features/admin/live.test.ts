import type { ReportQueue, ReportQueueEntry } from '../../../../shared/reports';
import { leavesQueue, removeFromPages, type PageItems } from './live';
import { isHiddenPendingReview, reportResolution } from './resolution';

const entry = (itemId: string, status: ReportQueueEntry['status'] = 'open'): ReportQueueEntry => ({
  itemType: 'post',
  itemId,
  item: null,
  reporterCount: 1,
  reasonCounts: { spam: 1 },
  lastReportedAt: '2026-12-07T00:00:00.000Z',
  status,
  resolvedBy: status === 'dismissed' || status === 'removed' ? { uid: 'u1', username: 'Ada' } : null,
  reports: [],
});

test('an item hidden pending review stays in its queue; every other ruling takes it out', () => {
  expect(leavesQueue({ change: 'resolved', resolution: 'remove' })).toBe(true);
  expect(leavesQueue({ change: 'resolved', resolution: 'dismiss' })).toBe(true);
  expect(leavesQueue({ change: 'resolved', resolution: 'overturned' })).toBe(true);
  expect(leavesQueue({ change: 'resolved', resolution: 'hide' })).toBe(false);
  expect(leavesQueue({ change: 'added' })).toBe(false);
  expect(leavesQueue({ change: 'updated', resolution: 'hide' })).toBe(false);
});

test('a reported item read from the server shows as resolved once dismissed or removed, by whom, not while hidden', () => {
  expect(reportResolution(entry('a', 'removed'))).toEqual({ resolution: 'removed', by: { uid: 'u1', username: 'Ada' } });
  expect(reportResolution(entry('a', 'dismissed'))).toEqual({ resolution: 'dismissed', by: { uid: 'u1', username: 'Ada' } });
  expect(reportResolution({ ...entry('a', 'removed'), resolvedBy: null })).toEqual({ resolution: 'removed', by: null });
  expect(reportResolution(entry('a', 'hidden'))).toBeNull();
  expect(isHiddenPendingReview(entry('a', 'hidden'))).toBe(true);
  expect(reportResolution(entry('a'))).toBeNull();
});

test('an item resolved elsewhere leaves whichever loaded page holds it; the other pages stay as they are', () => {
  const items: PageItems<ReportQueue, ReportQueueEntry> = { itemsOf: (page) => page.items, idOf: (item) => item.itemId };
  const data = {
    pages: [
      { items: [entry('a'), entry('b')], nextCursor: 'c1' },
      { items: [entry('c'), entry('d')], nextCursor: null },
    ],
  };
  const ids = () => data.pages.map((page) => page.items.map((item) => item.itemId));
  removeFromPages(data, items, 'c');
  expect(ids()).toEqual([['a', 'b'], ['d']]);
  expect(data.pages.map((page) => page.nextCursor)).toEqual(['c1', null]);
  removeFromPages(data, items, 'a');
  expect(ids()).toEqual([['b'], ['d']]);
  removeFromPages(data, items, 'unknown');
  expect(ids()).toEqual([['b'], ['d']]);
});
