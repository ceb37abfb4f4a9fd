import type { Queryable } from '../lib/db';

export const passwordResetsRepository = {
  async insert(db: Queryable, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
    await db.query('insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, $3)', [tokenHash, userId, expiresAt.toISOString()]);
  },

  /** Marks a valid token used and returns its user; null when unknown, used or expired. One statement, so a token works once. */
  async consume(db: Queryable, tokenHash: string): Promise<string | null> {
    const { rows } = await db.query<{ user_id: string }>(
      `update password_resets set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id ?? null;
  },

  /** A new link replaces older ones that were not used. */
  async revokeForUser(db: Queryable, userId: string): Promise<void> {
    await db.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [userId]);
  },
};
