import type { TreasuryEntry } from '../../../shared/payments';
import type { Queryable } from '../lib/db';

/**
 * The ledger's accounts. Card money enters through `platform` (whose balance is minus everything
 * collected); a creator's earnings are `citizen:<uid>`, a guild's treasury `guild:<id>`.
 */
export const ACCOUNTS = {
  platform: 'platform',
  citizen: (uid: string) => `citizen:${uid}`,
  guild: (guildId: string) => `guild:${guildId}`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const ledger = {
  /**
   * Moves `amount` cents from one account to another for a confirmed payment: a balanced pair of rows.
   * The database refuses at commit a payment whose rows do not sum to zero, and a second credit of one payment.
   */
  async transfer(tx: Queryable, paymentId: string, move: { from: string; to: string; amount: number }): Promise<void> {
    await tx.query('insert into ledger_entries (payment_id, account, amount) values ($1, $2, $3), ($1, $4, $5)', [
      paymentId,
      move.from,
      -move.amount,
      move.to,
      move.amount,
    ]);
  },

  /** An account's balance: the sum of all its rows. */
  async balance(db: Queryable, account: string): Promise<number> {
    const { rows } = await db.query<{ total: number }>('select coalesce(sum(amount), 0)::int8 as total from ledger_entries where account = $1', [account]);
    return rows[0].total;
  },

  /** What came in to an account, in all (payouts out do not lower it) or in the last `days` days. */
  async received(db: Queryable, account: string, days?: number): Promise<number> {
    const since = days === undefined ? null : new Date(Date.now() - days * DAY_MS).toISOString();
    const { rows } = await db.query<{ total: number }>(
      'select coalesce(sum(amount), 0)::int8 as total from ledger_entries where account = $1 and amount > 0 and ($2::timestamptz is null or created_at >= $2)',
      [account, since],
    );
    return rows[0].total;
  },

  /** The credits of an account, newest first, with who paid them. */
  async credits(db: Queryable, account: string, limit: number): Promise<TreasuryEntry[]> {
    const { rows } = await db.query<{ payment_id: string; amount: number; payer_id: string; created_at: string }>(
      `select e.payment_id, e.amount, p.payer_id, e.created_at from ledger_entries e join payments p on p.id = e.payment_id
       where e.account = $1 and e.amount > 0 order by e.created_at desc, e.id desc limit $2`,
      [account, limit],
    );
    return rows.map((row) => ({ paymentId: row.payment_id, amount: row.amount, contributorId: row.payer_id, createdAt: row.created_at }));
  },
};
