import { createHash } from 'node:crypto';
import session from 'express-session';
import type { SessionInfo } from '../../../shared/auth';
import type { Db, Queryable } from '../lib/db';

declare module 'express-session' {
  interface SessionData {
    /** The browser's User-Agent when the citizen signed in: how Settings names the device. */
    device?: string;
  }
}

/** Ends every session of a user, but `exceptSid`, inside the caller's transaction when given one; returns their ids. */
export async function removeSessionsOf(db: Queryable, userId: string, exceptSid?: string): Promise<string[]> {
  const { rows } = await db.query<{ sid: string }>('delete from sessions where user_id = $1 and sid is distinct from $2 returning sid', [userId, exceptSid ?? null]);
  return rows.map((r) => r.sid);
}

/** A session's public name: its id is the cookie's secret, so only a digest of it is ever shown. */
export const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * express-session's store on our own database abstraction, so sessions live in the
 * same PostgreSQL (server or PGlite) as everything else and survive restarts.
 * The user id is kept in its own column so every session of a user can be ended at once.
 */
export class DbSessionStore extends session.Store {
  private readonly touched = new Map<string, number>();

  constructor(private readonly db: Db) {
    super();
  }

  get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      // Every signed-in request asks this: parsed once per connection.
      .query<{ data: session.SessionData }>('select data from sessions where sid = $1 and expires_at > now()', [sid], { prepared: 'session-data' })
      .then(({ rows }) => callback(null, rows[0]?.data ?? null), callback);
  }

  set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const userId = (data as { passport?: { user?: string } }).passport?.user ?? null;
    this.db
      .query(
        `insert into sessions (sid, data, user_id, expires_at) values ($1, $2, $3, $4)
         on conflict (sid) do update set data = excluded.data, user_id = excluded.user_id, expires_at = excluded.expires_at, last_used_at = now()`,
        [sid, JSON.stringify(data), userId, expiry(data)],
      )
      .then(() => callback?.(), callback);
  }

  /**
   * Rolling sessions would write on every request; extending the expiry at most every few
   * minutes per session keeps reads cheap and still keeps active citizens signed in.
   */
  touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? 0) < TOUCH_INTERVAL_MS) return callback?.();
    this.touched.set(sid, now);
    if (this.touched.size > 10_000) this.touched.clear();
    // The last use shown in Settings is as fresh as this: within a few minutes.
    this.db.query('update sessions set expires_at = $2, last_used_at = now() where sid = $1', [sid, expiry(data)]).then(() => callback?.(), callback);
  }

  destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db.query('delete from sessions where sid = $1', [sid]).then(() => callback?.(), callback);
  }

  /** Ends every session of a user (after a password reset); returns their ids so sockets can be closed too. */
  destroyForUser(userId: string, exceptSid?: string): Promise<string[]> {
    return removeSessionsOf(this.db, userId, exceptSid);
  }

  /** The citizen's live sessions, most recently used first; `currentSid` is marked as the one asking. */
  async listForUser(userId: string, currentSid: string): Promise<SessionInfo[]> {
    const { rows } = await this.db.query<{ sid: string; device: string | null; created_at: string; last_used_at: string }>(
      `select sid, data->>'device' as device, created_at, last_used_at from sessions
       where user_id = $1 and expires_at > now() order by last_used_at desc, created_at desc`,
      [userId],
    );
    return rows.map((row) => ({
      id: publicSessionId(row.sid),
      device: row.device,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      current: row.sid === currentSid,
    }));
  }

  async pruneExpired(): Promise<void> {
    await this.db.query('delete from sessions where expires_at <= now()');
  }
}

function expiry(data: session.SessionData): string {
  const expires = data.cookie?.expires;
  return new Date(expires ? new Date(expires).getTime() : Date.now() + DAY_MS).toISOString();
}
