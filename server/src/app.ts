import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { SESSION_IDLE_DAYS } from '../../shared/constants';
import { createCitizensService } from './admin/citizens/service';
import { createKycService } from './admin/kyc/service';
import { createAdminQueueEvents } from './admin/queue-events';
import { adminRoutes } from './admin/routes';
import { createAuditService } from './audit/service';
import { requireUser } from './auth/middleware';
import { createAccountDeletion } from './auth/account-deletion';
import { authRoutes, createPassport } from './auth/routes';
import { createAuthService } from './auth/service';
import { DbSessionStore } from './auth/session-store';
import { refuseSuspendedWrites, rememberSessionUser } from './auth/suspension';
import { blocksRoutes } from './blocks/routes';
import { createBlocksService } from './blocks/service';
import { callableErrors, callableRoutes } from './callable/routes';
import { commentsRoutes } from './comments/routes';
import { createCommentsService } from './comments/service';
import type { CoachProvider } from './coach/provider';
import { coachCallables } from './coach/routes';
import { createCoachService, type LocalCoach } from './coach/service';
import { conversationsRoutes } from './conversations/routes';
import { createConversationsService } from './conversations/service';
import { disputesCallables } from './disputes/routes';
import { exploreRoutes } from './explore/routes';
import { createExploreService } from './explore/service';
import { createDisputesService } from './disputes/service';
import { followsRoutes } from './follows/routes';
import { guildsRoutes } from './guilds/routes';
import { createGuildsService } from './guilds/service';
import { createFollowSuggestions } from './follows/suggestions';
import { followSuggestionsRoutes } from './follows/suggestions-routes';
import { createFollowsService } from './follows/service';
import { healthRoutes } from './health/routes';
import type { Config } from './lib/config';
import type { Db } from './lib/db';
import { HttpError } from './lib/errors';
import type { createServerI18n } from './lib/i18n';
import { logFailedRequest, type Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { createOriginCheck } from './lib/origin';
import type { RateLimits } from './lib/rate-limits';
import { rejectDeepBodies } from './lib/validation';
import { notificationsRoutes } from './notifications/routes';
import { configuredPaymentProvider } from './payments/configured';
import { paymentsCallables, paymentsRoutes, paymentsWebhookRoute } from './payments/routes';
import { createPaymentsService } from './payments/service';
import { postsRoutes } from './posts/routes';
import { createPostsService } from './posts/service';
import { reactionsCallables } from './reactions/routes';
import { createReactionsService } from './reactions/service';
import { reportsCallables } from './reports/routes';
import { createReportsService } from './reports/service';
import { reputationRoutes } from './reputation/routes';
import { createReputationService } from './reputation/service';
import { searchRoutes } from './search/routes';
import { createSearchService } from './search/service';
import { createImageAccess } from './uploads/access';
import { createUploadsService } from './uploads/service';
import { localDiskStorage } from './uploads/storage';
import { uploadsRoutes, uploadsStatic } from './uploads/routes';
import { sweepPostImages } from './uploads/sweep';
import { createNotificationsService } from './notifications/service';
import type { Realtime } from './realtime/realtime';
import { usersRoutes } from './users/routes';
import { createUsersService } from './users/service';

export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'dataDir' | 'adminEmails' | 'stripe'>;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  sessionSecret: string;
  t: ReturnType<typeof createServerI18n>;
  /** Late-bound: the socket server is attached to the HTTP server after the app exists. */
  realtime: () => Realtime;
  /** Whether Redis answers, when the processes share it (told by /api/health). */
  redisState?: () => 'up' | 'down';
  /** The coach: the provider the composer asks, and the local one whose hard blocks always apply. */
  coach: { provider: CoachProvider; local: LocalCoach };
  /** The built renderer; when missing, only the API is served. */
  staticDir?: string;
}

export const SESSION_COOKIE = 'city.sid';
/** Stripe Elements loads its script and card frame from Stripe and talks to Stripe's API; only when Stripe is the provider. */
const STRIPE_CSP = {
  scriptSrc: (provider: string) => (provider === 'stripe' ? ['https://js.stripe.com'] : []),
  frameSrc: (provider: string) => (provider === 'stripe' ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
  connectSrc: (provider: string) => (provider === 'stripe' ? ['https://api.stripe.com'] : []),
};
const SESSION_MAX_AGE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
const JSON_BODY_LIMIT = '100kb';

/** Builds the Express app without listening, so tests run it in-process. */
export function buildApp(deps: AppDeps) {
  const { db, logger } = deps;
  const realtime: Realtime = {
    toUser: (...args) => deps.realtime().toUser(...args),
    toUsers: (...args) => deps.realtime().toUsers(...args),
    toEveryone: (...args) => deps.realtime().toEveryone(...args),
    toEveryoneExcept: (...args) => deps.realtime().toEveryoneExcept(...args),
    disconnectSessions: (sids) => deps.realtime().disconnectSessions(sids),
    toAdmins: (...args) => deps.realtime().toAdmins(...args),
    setAdmin: (uid, admin) => deps.realtime().setAdmin(uid, admin),
  };
  const originAllowed = createOriginCheck(deps.config.publicUrl, deps.config.allowedOrigins);
  const sessions = new DbSessionStore(db);
  const reputation = createReputationService({ db, realtime });
  const uploads = createUploadsService(localDiskStorage(path.join(deps.config.dataDir, 'uploads')));
  const notifications = createNotificationsService({ db, realtime });
  const queueEvents = createAdminQueueEvents(db, realtime);
  const kyc = createKycService({ db, reputation, notifications, queueEvents });
  const users = createUsersService(db, reputation, uploads, kyc.requested);
  const auth = createAuthService({ db, mailer: deps.mailer, logger, publicUrl: deps.config.publicUrl, adminEmails: deps.config.adminEmails, t: deps.t, sessions, realtime });
  const follows = createFollowsService({ db, users, notifications });
  const images = createImageAccess({ db, uploads });
  const coach = createCoachService({ db, provider: deps.coach.provider, local: deps.coach.local, rateLimits: deps.rateLimits, reputation, t: deps.t });
  const posts = createPostsService({ db, realtime, uploads, coach });
  const comments = createCommentsService({ db, posts, notifications, coach });
  const reactions = createReactionsService({ db, posts, notifications, reputation });
  const search = createSearchService({ db, posts });
  const disputes = createDisputesService({ db, reputation, notifications, queueEvents, dataDir: deps.config.dataDir, logger });
  const deleteAccount = createAccountDeletion({ db, realtime, reputation, uploads });
  const conversations = createConversationsService({ db, realtime, notifications, coach });
  const blocks = createBlocksService({ db, realtime });
  const reports = createReportsService({ db, rateLimits: deps.rateLimits, realtime, notifications, posts, queueEvents });
  const paymentProvider = configuredPaymentProvider(deps.config.stripe, deps.config.publicUrl);
  const payments = createPaymentsService({ db, provider: paymentProvider, notifications, posts, rateLimits: deps.rateLimits });
  const callables = {
    ...reactionsCallables(reactions),
    ...coachCallables(coach),
    ...disputesCallables(disputes),
    ...reportsCallables(reports),
    ...paymentsCallables(payments),
  };
  const guilds = createGuildsService({ db, posts, notifications, payments });

  const passport = createPassport(auth, (uid) => users.sessionUser(uid));

  const sessionOptions: session.SessionOptions = {
    name: SESSION_COOKIE,
    secret: deps.sessionSecret,
    store: sessions,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: deps.config.publicUrl.startsWith('https:'), maxAge: SESSION_MAX_AGE_MS },
  };
  const sessionMiddleware = session(sessionOptions);
  // Images only read the session: no image response sets a cookie that a shared cache could keep and hand out.
  const imageSessionMiddleware = session({ ...sessionOptions, rolling: false });

  const app = express();
  // Read by the authorization matrix, which must have a row for every callable.
  app.locals.callableNames = Object.keys(callables);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:', ...STRIPE_CSP.connectSrc(paymentProvider.name)],
          scriptSrc: ["'self'", ...STRIPE_CSP.scriptSrc(paymentProvider.name)],
          frameSrc: ["'self'", ...STRIPE_CSP.frameSrc(paymentProvider.name)],
        },
      },
    }),
  );

  const rejectForeignOrigin: RequestHandler = (req, _res, next) => {
    const safe = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
    next(safe || originAllowed(req.get('origin')) ? undefined : new HttpError(403, 'FORBIDDEN_ORIGIN'));
  };

  const api = express.Router();
  // Before the session: health must say what is down even to a request with a cookie, whose session the database would read.
  api.use('/health', healthRoutes(db, deps.redisState));
  // Before the JSON parser and the origin check: the provider signs the raw bytes, and sends no Origin.
  api.use(paymentsWebhookRoute(payments));
  api.use(rejectForeignOrigin, express.json({ limit: JSON_BODY_LIMIT }), rejectDeepBodies, sessionMiddleware, rememberSessionUser, passport.initialize(), passport.session());
  api.use('/auth', authRoutes({ passport, auth, users, limits: deps.rateLimits, sessions, deleteAccount }));
  // Signing in, out and the account's own settings answer a suspended session themselves; every other write is refused with the reason.
  api.use(refuseSuspendedWrites(db));
  // Callables answer in their own error format, signed out included.
  api.use('/callable', callableRoutes(callables), callableErrors({ logger, toHttpError }));
  // Everything below is for signed-in citizens only.
  api.use(requireUser);
  api.use('/users', usersRoutes(users, deps.rateLimits));
  api.use('/notifications', notificationsRoutes(notifications));
  api.use('/uploads', uploadsRoutes({ access: images, limits: deps.rateLimits }));
  api.use(followsRoutes(follows));
  api.use(followSuggestionsRoutes(createFollowSuggestions(db)));
  api.use(postsRoutes({ posts, comments }));
  api.use(commentsRoutes(comments));
  api.use(searchRoutes(search));
  api.use(exploreRoutes(createExploreService({ db, posts })));
  api.use('/guilds', guildsRoutes(guilds));
  api.use(reputationRoutes(reputation));
  api.use('/conversations', conversationsRoutes(conversations));
  api.use(blocksRoutes(blocks));
  api.use('/payments', paymentsRoutes(payments));
  api.use('/admin', adminRoutes({ disputes, reports, kyc, citizens: createCitizensService({ db, realtime }), audit: createAuditService(db) }));
  api.use((_req, _res, next) => next(new HttpError(404, 'NOT_FOUND')));
  app.use('/api', api);
  // An image is served to those who may see it, so the viewer is read from the session.
  app.use('/uploads', imageSessionMiddleware, passport.initialize(), passport.session(), uploadsStatic(uploads, images));

  if (deps.staticDir && fs.existsSync(path.join(deps.staticDir, 'index.html'))) {
    const index = path.join(deps.staticDir, 'index.html');
    app.use(express.static(deps.staticDir, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET gets the app, which routes itself.
    app.get(/.*/, (_req, res) => res.sendFile(index));
  }

  const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
    const error = toHttpError(err);
    logFailedRequest(logger, error.status, err, req.path);
    if (error.headers) res.set(error.headers);
    res.status(error.status).json(error.toBody());
  };
  app.use(errorHandler);

  const sweepImages = () => sweepPostImages({ db, storage: uploads.storage, logger });
  return { app, sessionMiddleware, sessions, originAllowed, sessionUser: (uid: string) => users.sessionUser(uid), sweepImages };
}

/** What an error thrown anywhere becomes on the wire: bad requests caught by Express and its parsers are 4xx, never 500. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { type, status } = (err ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.too.large') return new HttpError(413, 'PAYLOAD_TOO_LARGE');
  if (type === 'entity.parse.failed' || type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new HttpError(400, 'VALIDATION_FAILED', { message: 'The request body is not valid JSON.' });
  }
  // The router could not percent-decode a path parameter (`/api/posts/%ZZ`).
  if (err instanceof URIError) return new HttpError(400, 'VALIDATION_FAILED', { message: 'The address is not valid.' });
  if (isMalformedMultipart(err)) return new HttpError(400, 'VALIDATION_FAILED', { message: 'The upload is not a well-formed form.' });
  // The body parser's other refusals, e.g. a gzip or br body that does not inflate.
  if (typeof status === 'number' && status >= 400 && status < 500) return new HttpError(400, 'VALIDATION_FAILED', { message: 'The request body cannot be read.' });
  return new HttpError(500, 'INTERNAL');
}

/**
 * The upload parser's refusals of a form: it marks the ones it aborts on (`storageErrors`: no closing
 * boundary, a NUL in a part's header); the form parser it starts refuses a missing boundary with "Multipart: …".
 */
function isMalformedMultipart(err: unknown): boolean {
  return err instanceof Error && ('storageErrors' in err || err.message.startsWith('Multipart: '));
}
