import { io, type Socket } from 'socket.io-client';

// One live connection per signed-in session. The server accepts it only with a session
// cookie, so it is opened on first use by a signed-in feature and closed at logout; the
// next sign-in opens a fresh one carrying the new session.
let socket: Socket | null = null;

/** The signed-in user's connection (same origin, session cookie), opened on first use. */
export function realtimeSocket(): Socket {
  socket ??= io({ withCredentials: true });
  return socket;
}

export function closeRealtimeSocket(): void {
  socket?.disconnect();
  socket = null;
}
