import { Router, type Request, type Response } from 'express';
import { Passport, type PassportStatic } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { RESET_EMAIL_SENT } from '../../../shared/errors';
import { deleteAccountSchema, loginSchema, passwordChangeSchema, passwordResetConfirmSchema, passwordResetSchema, signupSchema, SIGNUP_FIELD_ORDER } from '../../../shared/auth';
import { HttpError, unauthenticated } from '../lib/errors';
import { loginFailureKey, type RateLimits } from '../lib/rate-limits';
import { parse } from '../lib/validation';
import type { UsersService } from '../users/service';
import { requireUser } from './middleware';
import type { AuthService } from './service';
import type { DbSessionStore } from './session-store';

/**
 * Passport checks email + password; the session keeps only the user id. One instance per
 * app (not passport's global one), so several apps in one process never share strategies.
 */
export function createPassport(auth: AuthService, loadSessionUser: (uid: string) => Promise<Express.User | null>): PassportStatic {
  const passport = new Passport() as PassportStatic;
  passport.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      auth.authenticate(email, password).then((user) => done(null, user ? { uid: user.uid, isAdmin: user.is_admin } : false), done);
    }),
  );
  passport.serializeUser<string>((user, done) => done(null, user.uid));
  passport.deserializeUser<string>((uid, done) => {
    loadSessionUser(uid).then((user) => done(null, user ?? false), done);
  });
  return passport;
}

const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS');

/** Runs passport-local's check of email + password. */
function authenticateLocal(passport: PassportStatic, req: Request, res: Response): Promise<Express.User | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: Express.User | false) => (err ? reject(err) : resolve(user)))(req, res, reject);
  });
}

/** Signs the user in on a fresh session id (passport regenerates the session), noting the device for Settings. */
async function login(req: Request, user: Express.User): Promise<void> {
  await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  req.session.device = req.get('user-agent')?.slice(0, MAX_DEVICE_LENGTH);
}

const MAX_DEVICE_LENGTH = 300;

/** Ends the request's session and forgets its cookie. */
async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  res.clearCookie('city.sid', { path: '/' });
}

export function authRoutes(deps: {
  passport: PassportStatic;
  auth: AuthService;
  users: UsersService;
  limits: RateLimits;
  sessions: Pick<DbSessionStore, 'listForUser'>;
  deleteAccount: (uid: string, password: string) => Promise<void>;
}): Router {
  const { auth, users, limits } = deps;
  const router = Router();

  const meOf = async (uid: string) => {
    const me = await users.me(uid);
    if (!me) throw unauthenticated();
    return me;
  };

  router.post('/signup', limits.perIp('signupPerIp'), async (req, res) => {
    const input = parse(signupSchema, req.body, SIGNUP_FIELD_ORDER);
    const user = await auth.signup(input);
    await login(req, { uid: user.uid, isAdmin: user.is_admin });
    res.status(201).json({ user: await meOf(user.uid) });
  });

  router.post('/login', limits.perIp('loginPerIp'), async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    // A missing field is a failed sign-in like any other: same status, same words.
    if (!parsed.success) throw invalidCredentials();
    const { email } = parsed.data;
    req.body = parsed.data;
    // Counted before the check, so parallel guesses cannot slip past the limit; a success forgets them.
    const failureKey = loginFailureKey(email, req.ip);
    await limits.consume('loginFailuresPerAccountAndIp', failureKey);
    const user = await authenticateLocal(deps.passport, req, res);
    if (!user) throw invalidCredentials();
    await limits.reset('loginFailuresPerAccountAndIp', failureKey);
    await login(req, user);
    res.json({ user: await meOf(user.uid) });
  });

  router.post('/logout', async (req, res) => {
    const sid = req.sessionID;
    await endSession(req, res);
    auth.loggedOut(sid);
    res.status(204).end();
  });

  router.get('/me', requireUser, async (req, res) => {
    res.json({ user: await meOf(req.user!.uid) });
  });

  router.post('/password-reset', limits.perIp('passwordResetPerIp'), async (req, res) => {
    const { email, language } = parse(passwordResetSchema, req.body);
    await limits.consume('passwordResetPerAccount', email);
    await auth.requestPasswordReset(email, language);
    res.json({ message: RESET_EMAIL_SENT });
  });

  router.post('/password-reset/confirm', limits.perIp('passwordResetPerIp'), async (req, res) => {
    const { token, password } = parse(passwordResetConfirmSchema, req.body);
    await auth.confirmPasswordReset(token, password);
    res.status(204).end();
  });

  router.post('/password', requireUser, async (req, res) => {
    const uid = req.user!.uid;
    await limits.consume('passwordChangePerAccount', uid);
    const { currentPassword, newPassword } = parse(passwordChangeSchema, req.body);
    await auth.changePassword(uid, currentPassword, newPassword, req.sessionID);
    res.status(204).end();
  });

  router.get('/sessions', requireUser, async (req, res) => {
    res.json({ sessions: await deps.sessions.listForUser(req.user!.uid, req.sessionID) });
  });

  router.post('/sessions/sign-out-others', requireUser, async (req, res) => {
    res.json({ ended: await auth.signOutOthers(req.user!.uid, req.sessionID) });
  });

  router.delete('/account', requireUser, async (req, res) => {
    const uid = req.user!.uid;
    // Asks for the password, so it is paced as password changes are.
    await limits.consume('passwordChangePerAccount', uid);
    const { password } = parse(deleteAccountSchema, req.body);
    await deps.deleteAccount(uid, password);
    await endSession(req, res);
    res.status(204).end();
  });

  return router;
}
