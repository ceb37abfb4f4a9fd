import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../shared/events';

/** The live connection, typed by the shared event payloads: listeners get them, and there is nothing to send. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// One live connection per signed-in session. The server accepts it only with a session
// cookie, so it is opened on first use by a signed-in feature and closed at logout; the
// next sign-in opens a fresh one carrying the new session.
let socket: RealtimeSocket | null = null;

/** The signed-in user's connection (same origin, session cookie), opened on first use. */
export function realtimeSocket(): RealtimeSocket {
  socket ??= io({ withCredentials: true });
  return socket;
}

export function closeRealtimeSocket(): void {
  socket?.disconnect();
  socket = null;
}

/**
 * Listens to one server event for as long as an RTK Query cache entry lives, from its first successful load
 * (an entry whose load fails listens to nothing): the body of an `onCacheEntryAdded` that follows one event.
 */
export async function listenWhileCached<E extends keyof ServerToClientEvents>(
  lifecycle: { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> },
  event: E,
  listener: ServerToClientEvents[E],
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const live = realtimeSocket();
  // socket.io's typed `on` cannot follow a generic event name to its listener's type; `E` ties them here.
  live.on(event, listener as never);
  await lifecycle.cacheEntryRemoved;
  live.off(event, listener as never);
}
