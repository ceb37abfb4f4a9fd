import type http from 'node:http';
import net from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { isToWorker, type ToPrimary } from './sticky-messages';

// engine.io's code for a request naming a session this process does not hold (its Server.errors.UNKNOWN_SID).
const UNKNOWN_SESSION = 1;

const tell = (message: ToPrimary) =>
  new Promise<void>((resolve, reject) => process.send!(message, undefined, {}, (error: Error | null) => (error ? reject(error) : resolve())));

export interface RoutedConnections {
  /** Connections may be handed to this worker from now on. */
  ready(): void;
  /** No new connection for this worker; its sessions end with its sockets. */
  stopping(): void;
}

/**
 * A worker of `npm run start:cluster` serves the connections the primary hands it (sticky-routing.ts) on
 * `httpServer`, and tells the primary which socket.io sessions it holds, so that their requests come back to it.
 */
export function serveRoutedConnections(httpServer: http.Server, io: SocketServer): RoutedConnections {
  const acknowledged = new Map<string, () => void>();

  process.on('message', (message: unknown, handle: unknown) => {
    if (!isToWorker(message)) return;
    if (message.type === 'city:session-known') {
      acknowledged.get(message.sid)?.();
      acknowledged.delete(message.sid);
    } else if (handle instanceof net.Socket) {
      // As if the connection had come to this server, its first bytes included.
      httpServer.emit('connection', handle);
      handle.emit('data', Buffer.from(message.head, 'base64'));
    }
  });

  // The primary knows a session before its client does: the handshake is answered once the primary has acknowledged it.
  const generateId = io.engine.generateId.bind(io.engine);
  io.engine.generateId = async (req) => {
    const sid = await generateId(req);
    const known = new Promise<void>((resolve) => acknowledged.set(sid, resolve));
    await tell({ type: 'city:session-opened', sid });
    await known;
    return sid;
  };
  io.engine.on('connection', (socket: { id: string; once(event: 'close', listener: () => void): void }) => {
    socket.once('close', () => void tell({ type: 'city:session-closed', sid: socket.id }).catch(() => undefined));
  });

  // A browser sends a request on whichever idle connection it has to the city, and one handed to this worker for
  // an earlier request cannot reach the session's process. Closed unanswered, a reused connection makes the
  // browser send the request again on a new one, which the primary routes by its session.
  const firstRequests = new WeakMap<net.Socket, http.IncomingMessage>();
  httpServer.prependListener('request', (req: http.IncomingMessage) => {
    if (!firstRequests.has(req.socket)) firstRequests.set(req.socket, req);
  });
  io.engine.on('connection_error', ({ req, code }: { req: http.IncomingMessage; code: number }) => {
    const first = firstRequests.get(req.socket);
    if (code === UNKNOWN_SESSION && first && first !== req) req.socket.destroy();
  });

  return {
    ready: () => void tell({ type: 'city:ready' }).catch(() => undefined),
    stopping: () => void tell({ type: 'city:stopping' }).catch(() => undefined),
  };
}
