import type { AdminQueue, AdminQueueEvent, Resolver } from '../../../../shared/admin';
import { SERVER_EVENTS } from '../../../../shared/events';
import { realtimeSocket } from '../../api/socket';

/** A page of a queue or list: the first page has no cursor. */
export interface PageArg {
  cursor: string | null;
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

/**
 * Keeps a queue in step with every admin's windows: an item resolved anywhere leaves it at once, and
 * the queue is read again (`readAgain` invalidates its tag), which brings in what arrived or changed.
 */
export function followQueue<T>(queue: AdminQueue, lifecycle: Lifecycle<T>, handlers: { remove: (draft: T, itemId: string) => void; readAgain: () => void }) {
  return whileCached(lifecycle, (event) => {
    if (event.queue !== queue) return;
    if (leavesQueue(event)) lifecycle.updateCachedData((draft) => handlers.remove(draft, event.itemId));
    handlers.readAgain();
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

/** RTK Query `merge` for cursor pages: the first page replaces the list, a later one adds to it (a row read again is replaced). */
export function mergePage<L extends { nextCursor: string | null }, E>(key: keyof L, idOf: (element: E) => string) {
  return (current: L, next: L, { arg }: { arg: PageArg }): L | undefined => {
    if (!arg.cursor) return next;
    const list = current[key] as E[];
    for (const element of next[key] as E[]) {
      const at = list.findIndex((known) => idOf(known) === idOf(element));
      if (at === -1) list.push(element);
      else list[at] = element;
    }
    current.nextCursor = next.nextCursor;
    return undefined;
  };
}
