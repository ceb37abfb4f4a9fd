import type { AdminQueue, AdminQueueEvent, Resolver } from '../../../../shared/admin';
import { SERVER_EVENTS } from '../../../../shared/events';
import { realtimeSocket } from '../../api/socket';

/** Where a list's items sit in one of its pages, and what tells one from another. */
export interface PageItems<P, E> {
  itemsOf: (page: P) => E[];
  idOf: (element: E) => string;
}

/** How an item was resolved: the action, outcome or decision, and by whom (no one once that admin's account is deleted). */
export interface Resolution {
  resolution: string;
  by: Resolver | null;
}

/** What an item window holds: the item as the server has it, and its resolution once there is one. */
export interface AdminItem<T> {
  item: T;
  resolution: Resolution | null;
}

/** What a cache-entry lifecycle gives to the socket followers below (RTK Query's onCacheEntryAdded). */
interface Lifecycle<T> {
  updateCachedData: (recipe: (draft: T) => void) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Hidden pending review is a ruling that keeps the item in the queue (shared/admin.ts): only the
 * other resolutions take an item out of its queue.
 */
export const leavesQueue = (event: Pick<AdminQueueEvent, 'change' | 'resolution'>) => event.change === 'resolved' && event.resolution !== 'hide';

/**
 * Listens to `admin:queue` while the cache entry lives, from before its first read: an event that comes
 * while that read is under way is not lost (the read it asks for waits for the first to end).
 */
async function whileCached<T>(lifecycle: Lifecycle<T>, onEvent: (event: AdminQueueEvent) => void) {
  const socket = realtimeSocket();
  socket.on(SERVER_EVENTS.adminQueue, onEvent);
  try {
    await lifecycle.cacheDataLoaded;
    await lifecycle.cacheEntryRemoved;
  } catch {
    // the entry went away before its first load
  }
  socket.off(SERVER_EVENTS.adminQueue, onEvent);
}

/** Takes an item out of whichever loaded page holds it (an infinite query's pages, as a draft of its cache entry). */
export function removeFromPages<P, E>(data: { pages: P[] }, { itemsOf, idOf }: PageItems<P, E>, itemId: string) {
  for (const items of data.pages.map(itemsOf)) {
    const at = items.findIndex((element) => idOf(element) === itemId);
    if (at !== -1) items.splice(at, 1);
  }
}

/**
 * Keeps a queue in step with every admin's windows: an item resolved anywhere leaves it at once, and
 * the queue is read again (`readAgain` invalidates its tag). An infinite query reads every page loaded
 * again from the first, which brings in what arrived or changed and keeps the pages Load More added.
 */
export function followQueue<P, E>(queue: AdminQueue, lifecycle: Lifecycle<{ pages: P[] }>, items: PageItems<P, E>, readAgain: () => void) {
  return whileCached(lifecycle, (event) => {
    if (event.queue !== queue) return;
    if (leavesQueue(event)) lifecycle.updateCachedData((draft) => removeFromPages(draft, items, event.itemId));
    readAgain();
  });
}

/** Keeps an item window in step: a resolution shows at once (by whom, what), then the item is read again as it now is (who resolved it included). */
export function followItem<T>(queue: AdminQueue, itemId: string, lifecycle: Lifecycle<AdminItem<T>>, readAgain: () => void) {
  return whileCached(lifecycle, (event) => {
    if (event.queue !== queue || event.itemId !== itemId) return;
    if (event.change === 'resolved' && event.resolution) {
      const resolution: Resolution = { resolution: event.resolution, by: event.by ?? null };
      lifecycle.updateCachedData((draft) => void (draft.resolution = resolution));
    }
    readAgain();
  });
}
