import type { RequestHandler } from 'express';
import type { Actor } from '../lib/actor';
import { forbidden, unauthenticated } from '../lib/errors';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** What a session resolves to on every request; the full profile is loaded where needed. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Actor {}
  }
}

export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : unauthenticated());

export const requireAdmin: RequestHandler = (req, _res, next) =>
  next(!req.user ? unauthenticated() : req.user.isAdmin ? undefined : forbidden());
