import type { RequestHandler } from 'express';
import { HttpError } from '../lib/errors';
import type { Queryable } from '../lib/db';

/** A suspended citizen is told so, with the admin's reason, when signing in or writing. */
export const accountSuspended = (reason: string | null) => new HttpError(403, 'ACCOUNT_SUSPENDED', { reason: reason ?? undefined });

declare module 'express-serve-static-core' {
  interface Locals {
    /** The citizen the session cookie named, before the session was found to be no longer valid. */
    sessionUid?: string;
  }
}

/** Before passport reads the session (which forgets a suspended citizen): who the session was for. */
export const rememberSessionUser: RequestHandler = (req, res, next) => {
  res.locals.sessionUid = (req.session as { passport?: { user?: string } } | undefined)?.passport?.user;
  next();
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Suspending a citizen ends their sessions, but a request already under way, or another server's
 * session cache, may still carry one: its reads count as signed out (401), its writes are refused
 * with the suspension and its reason, so the citizen knows why.
 */
export function refuseSuspendedWrites(db: Queryable): RequestHandler {
  return (req, res, next) => {
    const uid = res.locals.sessionUid;
    if (req.user || !uid || SAFE_METHODS.has(req.method)) return next();
    db.query<{ suspended: boolean; suspension_reason: string | null }>('select suspended, suspension_reason from users where uid = $1', [uid]).then(
      ({ rows }) => next(rows[0]?.suspended ? accountSuspended(rows[0].suspension_reason) : undefined),
      next,
    );
  };
}
