import type { Translate } from '../lib/i18n';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PASSWORD_RESET_LINK_MINUTES, type Language } from '../../../shared/constants';
import { placeholderAvatarUrl } from '../../../shared/avatar';
import type { Db } from '../lib/db';
import { HttpError, badRequest, conflict } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { Realtime } from '../realtime/realtime';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/passwords';
import { usersRepository, type UserRow } from '../users/repository';
import { passwordResetsRepository } from './repository';
import { accountSuspended } from './suspension';

const RESET_LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;

export interface SignupData {
  username: string;
  handle: string;
  email: string;
  password: string;
  language: Language;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  adminEmails: string[];
  t: (lng: Language) => Translate;
  /** The session store: ends every session of a citizen, but the one given, and returns their ids. */
  sessions: { destroyForUser(uid: string, exceptSid?: string): Promise<string[]> };
  realtime: Pick<Realtime, 'disconnectSessions'>;
}) {
  const { db } = deps;

  /** Whoever held the old password is signed out everywhere, sockets included. */
  async function endOtherSessions(uid: string, keptSid?: string): Promise<void> {
    deps.realtime.disconnectSessions(await deps.sessions.destroyForUser(uid, keptSid));
  }

  return {
    async signup(data: SignupData): Promise<UserRow> {
      if (await usersRepository.findByEmail(db, data.email)) throw conflict('EMAIL_IN_USE', { email: 'Email is already in use' });
      if (await usersRepository.handleTaken(db, data.handle)) throw conflict('HANDLE_TAKEN', { handle: 'This handle is already taken' });
      const passwordHash = await hashPassword(data.password);
      try {
        return await usersRepository.insert(db, {
          uid: randomUUID(),
          email: data.email,
          passwordHash,
          username: data.username,
          handle: data.handle,
          avatarUrl: placeholderAvatarUrl(data.username),
          language: data.language,
          isAdmin: deps.adminEmails.includes(data.email),
        });
      } catch (error) {
        // Two sign-ups racing for one email or handle: the unique index decides.
        const constraint = (error as { constraint?: string }).constraint ?? String((error as Error).message);
        if (constraint.includes('users_email_key')) throw conflict('EMAIL_IN_USE');
        if (constraint.includes('users_handle_key')) throw conflict('HANDLE_TAKEN');
        throw error;
      }
    },

    /**
     * The user for these credentials, or null; an unknown email costs as much time as a wrong password.
     * A suspended citizen with the right password is told so, and why (403 ACCOUNT_SUSPENDED).
     */
    async authenticate(email: string, password: string): Promise<UserRow | null> {
      const user = await usersRepository.findByEmail(db, email);
      if (!user) {
        await verifyPassword(await dummyPasswordHash(), password);
        return null;
      }
      if (!(await verifyPassword(user.password_hash, password))) return null;
      if (user.suspended) throw accountSuspended(user.suspension_reason);
      return user;
    },

    /** Sends a one-time link when the address belongs to a citizen; says nothing either way. */
    async requestPasswordReset(email: string, language: Language): Promise<void> {
      const user = await usersRepository.findByEmail(db, email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await passwordResetsRepository.revokeForUser(tx, user.uid);
        await passwordResetsRepository.insert(tx, sha256(token), user.uid, new Date(Date.now() + RESET_LINK_LIFETIME_MS));
      });
      const link = `${deps.publicUrl}/login?reset=${encodeURIComponent(token)}`;
      const t = deps.t(user.language ?? language);
      const mail = { subject: t('mail:passwordReset.subject'), text: t('mail:passwordReset.text', { name: user.username, link }) };
      deps.mailer.send({ to: user.email, ...mail }).catch((error) => deps.logger.error({ err: error }, 'password reset mail failed'));
    },

    /** A session has ended (logout): its live connections close too. */
    loggedOut(sid: string): void {
      deps.realtime.disconnectSessions([sid]);
    },

    /** Sets the new password if the token is valid, unused and unexpired, and ends every session of the citizen. */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const uid = await db.transaction(async (tx) => {
        const userId = await passwordResetsRepository.consume(tx, sha256(token));
        if (userId) await usersRepository.setPasswordHash(tx, userId, passwordHash);
        return userId;
      });
      if (!uid) throw badRequest('RESET_TOKEN_INVALID');
      await endOtherSessions(uid);
    },

    /** "Sign out of all other devices": every other session ends, sockets included; returns how many. */
    async signOutOthers(uid: string, currentSid: string): Promise<number> {
      const sids = await deps.sessions.destroyForUser(uid, currentSid);
      deps.realtime.disconnectSessions(sids);
      return sids.length;
    },

    /** Changes the password and ends the citizen's other sessions; `currentSid`, the one asking, stays signed in. */
    async changePassword(uid: string, currentPassword: string, newPassword: string, currentSid: string): Promise<void> {
      const user = await usersRepository.findById(db, uid);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(400, 'INCORRECT_CURRENT_PASSWORD', { fields: { currentPassword: 'Incorrect current password.' } });
      }
      await usersRepository.setPasswordHash(db, uid, await hashPassword(newPassword));
      await endOtherSessions(uid, currentSid);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
