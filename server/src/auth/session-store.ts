import session from 'express-session';
import type { Db } from '../lib/db';

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
      .query<{ data: session.SessionData }>('select data from sessions where sid = $1 and expires_at > now()', [sid])
      .then(({ rows }) => callback(null, rows[0]?.data ?? null), callback);
  }

  set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const userId = (data as { passport?: { user?: string } }).passport?.user ?? null;
    this.db
      .query(
        `insert into sessions (sid, data, user_id, expires_at) values ($1, $2, $3, $4)
         on conflict (sid) do update set data = excluded.data, user_id = excluded.user_id, expires_at = excluded.expires_at`,
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
    this.db.query('update sessions set expires_at = $2 where sid = $1', [sid, expiry(data)]).then(() => callback?.(), callback);
  }

  destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db.query('delete from sessions where sid = $1', [sid]).then(() => callback?.(), callback);
  }

  /** Ends every session of a user (after a password reset); returns their ids so sockets can be closed too. */
  async destroyForUser(userId: string, exceptSid?: string): Promise<string[]> {
    const { rows } = await this.db.query<{ sid: string }>(
      'delete from sessions where user_id = $1 and sid is distinct from $2 returning sid',
      [userId, exceptSid ?? null],
    );
    return rows.map((r) => r.sid);
  }

  async pruneExpired(): Promise<void> {
    await this.db.query('delete from sessions where expires_at <= now()');
  }
}

function expiry(data: session.SessionData): string {
  const expires = data.cookie?.expires;
  return new Date(expires ? new Date(expires).getTime() : Date.now() + DAY_MS).toISOString();
}
