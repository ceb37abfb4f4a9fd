import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServerEventName, ServerEventPayload } from '../../../shared/events';

/** What the domains may do with live connections: send events, each with its payload's shared type. Clients never write over the socket. */
export interface Realtime {
  toUser<E extends ServerEventName>(uid: string, event: E, payload: ServerEventPayload<E>): void;
  toUsers<E extends ServerEventName>(uids: string[], event: E, payload: ServerEventPayload<E>): void;
  /** Every signed-in citizen (public content only). */
  toEveryone<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
  toEveryoneExcept<E extends ServerEventName>(uids: string[], event: E, payload: ServerEventPayload<E>): void;
  /** Closes the sockets of ended sessions (logout, password reset). */
  disconnectSessions(sids: string[]): void;
  /** Admins only: their sockets join the admins room when they connect. */
  toAdmins<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
  /** A citizen made or no longer an admin: their open sockets join or leave the admins room at once. */
  setAdmin(uid: string, admin: boolean): void;
}

const userRoom = (uid: string) => `user:${uid}`;
const EVERYONE = 'citizens';
const ADMINS = 'admins';
const sessionRoom = (sid: string) => `session:${sid}`;

type SessionRequest = IncomingMessage & { sessionID?: string; session?: { passport?: { user?: string } } };

/**
 * socket.io on the HTTP server: the handshake must come from an allowed origin and carry
 * a signed-in session cookie (read by the same express-session middleware as HTTP).
 */
export function attachRealtime(
  httpServer: HttpServer,
  options: {
    sessionMiddleware: RequestHandler;
    originAllowed: (origin: string | undefined) => boolean;
    /** Who a session's user id stands for, or null when the account is gone or suspended (as for HTTP). */
    sessionUser: (uid: string) => Promise<Express.User | null>;
    redis?: Redis;
  },
): { io: Server; realtime: Realtime } {
  // Emits are typed by the Realtime interface, event by event: socket.io's own typing cannot follow a generic event.
  // No listener is registered for client events: clients send none (ClientToServerEvents is empty).
  const io = new Server(httpServer, {
    serveClient: false,
    allowRequest: (req, callback) => callback(null, options.originAllowed(req.headers.origin)),
  });
  if (options.redis) io.adapter(createAdapter(options.redis, options.redis.duplicate()));
  io.engine.use(options.sessionMiddleware);

  io.use((socket, next) => {
    const req = socket.request as SessionRequest;
    const uid = req.session?.passport?.user;
    if (!uid || !req.sessionID) return next(new Error('UNAUTHENTICATED'));
    const sid = req.sessionID;
    options.sessionUser(uid).then((user) => {
      if (!user) return next(new Error('UNAUTHENTICATED'));
      socket.data.uid = uid;
      void socket.join([userRoom(uid), sessionRoom(sid), EVERYONE, ...(user.isAdmin ? [ADMINS] : [])]);
      next();
    }, next);
  });

  return {
    io,
    realtime: {
      toUser: (uid, event, payload) => void io.to(userRoom(uid)).emit(event, payload),
      toUsers: (uids, event, payload) => {
        if (uids.length) io.to(uids.map(userRoom)).emit(event, payload);
      },
      toEveryone: (event, payload) => void io.to(EVERYONE).emit(event, payload),
      toEveryoneExcept: (uids, event, payload) => void io.to(EVERYONE).except(uids.map(userRoom)).emit(event, payload),
      disconnectSessions: (sids) => {
        if (sids.length) io.in(sids.map(sessionRoom)).disconnectSockets(true);
      },
      toAdmins: (event, payload) => void io.to(ADMINS).emit(event, payload),
      setAdmin: (uid, admin) => (admin ? io.in(userRoom(uid)).socketsJoin(ADMINS) : io.in(userRoom(uid)).socketsLeave(ADMINS)),
    },
  };
}
