import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import { buildApp } from './app';
import type { SharedRedis } from './cluster/redis';
import { serveRoutedConnections } from './cluster/sticky-worker';
import { configuredRemoteCoach } from './coach/configured';
import { createLocalCoach } from './coach/local';
import type { LocalCoach } from './coach/service';
import { answerUnreadableRequest } from './lib/client-errors';
import type { Config } from './lib/config';
import type { Db } from './lib/db';
import { handlersInFlight } from './lib/handlers-in-flight';
import { createServerI18n } from './lib/i18n';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimits, type RateLimits } from './lib/rate-limits';
import { attachRealtime, type Realtime } from './realtime/realtime';
import { UPLOAD_SWEEP_INTERVAL_MS } from './uploads/sweep';

export interface ServerOptions {
  config: Config;
  db: Db;
  logger: Logger;
  sessionSecret: string;
  /** Shared rate limits and socket.io rooms across the processes of a cluster. */
  redis?: SharedRedis;
  mailer?: Mailer;
  rateLimits?: RateLimits;
  staticDir?: string;
  /**
   * The local coach, whose hard blocks always apply. By default the full one (rules and the learned
   * model); API tests that do not test the coach pass a rules-only one, which starts in a fraction of the time.
   */
  coach?: LocalCoach;
  /** A worker of `npm run start:cluster`: the primary owns the port and hands it connections (cluster/sticky-routing.ts). */
  routedConnections?: boolean;
}

export interface RunningServer {
  url: string;
  httpServer: http.Server;
  /** The Express app it serves (socket.io wraps the HTTP server's request listener). */
  app: Express;
  /**
   * Stops accepting connections, closes the sockets (their clients reconnect, to another process in a
   * cluster) and resolves once the requests in flight are answered, cutting those still running after `graceMs`.
   */
  close(graceMs?: number): Promise<void>;
}

const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** How long a shutdown waits for requests in flight. */
export const SHUTDOWN_GRACE_MS = 10_000;
// While draining, a keep-alive connection whose request has been answered is closed this often.
const IDLE_SWEEP_MS = 50;

/** HTTP + socket.io on one port: what main.ts runs and what API tests run against. */
export async function startServer(options: ServerOptions, port = options.config.port): Promise<RunningServer> {
  const { config, logger } = options;
  // The socket server needs the app's session middleware, the app needs the socket server: bound late.
  const late: { realtime?: Realtime } = {};
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  const t = createServerI18n();
  const localCoach = options.coach ?? (await createLocalCoach(t));
  const { app, sessionMiddleware, sessions, originAllowed, sessionUser, sweepImages } = buildApp({
    config,
    db: options.db,
    logger,
    mailer,
    rateLimits: options.rateLimits ?? createRateLimits({ redis: options.redis?.client, multiplier: config.rateLimitMultiplier }),
    sessionSecret: options.sessionSecret,
    t,
    coach: {
      // An OpenAI-compatible chat model or safety classifier when configured; the local hard blocks always apply.
      provider: configuredRemoteCoach(config.openai, { local: localCoach, t, logger }) ?? localCoach,
      local: localCoach,
    },
    realtime: () => late.realtime!,
    redisState: options.redis?.state,
    staticDir: options.staticDir,
  });
  const handlers = handlersInFlight();
  const httpServer = http.createServer(handlers.track(app));
  httpServer.on('clientError', answerUnreadableRequest);
  const attached = attachRealtime(httpServer, { sessionMiddleware, originAllowed, sessionUser, redis: options.redis });
  late.realtime = attached.realtime;
  const routed = options.routedConnections ? serveRoutedConnections(httpServer, attached.io) : undefined;
  // Connections handed over by a cluster's primary are not counted by the server itself: a shutdown waits for these.
  const connections = new Set<Socket>();
  let lastConnectionClosed = () => {};
  httpServer.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      if (!connections.size) lastConnectionClosed();
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    // A routed worker listens on a loopback port of its own that nobody is told of: node's HTTP server applies its
    // timeouts and closes idle connections only once it listens.
    if (routed) httpServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve());
    else httpServer.listen(port, () => resolve());
  });
  routed?.ready();
  const pruner = setInterval(() => sessions.pruneExpired().catch((err) => logger.warn({ err }, 'session pruning failed')), SESSION_PRUNE_INTERVAL_MS);
  pruner.unref();
  // The sweep logs its own failures and never rejects.
  const imageSweeper = setInterval(() => void sweepImages(), UPLOAD_SWEEP_INTERVAL_MS);
  imageSweeper.unref();

  const { port: boundPort } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    httpServer,
    app,
    async close(graceMs = SHUTDOWN_GRACE_MS) {
      const deadline = Date.now() + graceMs;
      clearInterval(pruner);
      clearInterval(imageSweeper);
      routed?.stopping();
      // Closed first, so no new connection is accepted even while socket.io leaves its rooms (in Redis, perhaps away).
      const drained = new Promise<void>((resolve) => {
        lastConnectionClosed = resolve;
        httpServer.close(() => (connections.size ? undefined : resolve()));
      });
      const sweep = setInterval(() => httpServer.closeIdleConnections(), IDLE_SWEEP_MS);
      const cap = setTimeout(() => httpServer.closeAllConnections(), graceMs);
      // Ends each socket's connection without a "disconnect" packet, which is what makes its client reconnect.
      const socketsClosed = attached.io.close();
      await drained;
      clearInterval(sweep);
      clearTimeout(cap);
      // A handler whose client hung up is still running: it gets what is left of the grace to finish with the database.
      await handlers.finished(Math.max(0, deadline - Date.now()));
      // socket.io leaving its rooms in a Redis that is away must not hold the exit.
      let giveUp: NodeJS.Timeout | undefined;
      await Promise.race([socketsClosed, new Promise((resolve) => (giveUp = setTimeout(resolve, graceMs)))]);
      clearTimeout(giveUp);
    },
  };
}
