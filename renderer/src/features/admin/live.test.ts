import type { ReportQueue, ReportQueueEntry } from '../../../../shared/reports';
import { leavesQueue, mergePage } from './live';
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

test('Load More adds the next page; the first page read again starts the list over', () => {
  const merge = mergePage<ReportQueue, ReportQueueEntry>('items', (item) => item.itemId);
  const current: ReportQueue = { items: [entry('a'), entry('b')], nextCursor: 'c1' };
  merge(current, { items: [entry('b', 'hidden'), entry('c')], nextCursor: null }, { arg: { cursor: 'c1' } });
  expect(current.items.map((item) => [item.itemId, item.status])).toEqual([
    ['a', 'open'],
    ['b', 'hidden'],
    ['c', 'open'],
  ]);
  expect(current.nextCursor).toBeNull();
  const first = { items: [entry('d')], nextCursor: 'c2' };
  expect(merge(current, first, { arg: { cursor: null } })).toBe(first);
});
