import type { PaymentProviderName, PayoutState } from '../../../shared/payments';
import type { Queryable } from '../lib/db';

export type PaymentPurpose = 'tip' | 'guild_contribution';
export type PaymentStatus = 'requires_payment' | 'succeeded' | 'failed';

export interface PaymentRow {
  id: string;
  provider: PaymentProviderName;
  provider_intent_id: string | null;
  client_secret: string | null;
  payer_id: string;
  purpose: PaymentPurpose;
  recipient_id: string | null;
  post_id: string | null;
  guild_id: string | null;
  amount: number;
  idempotency_key: string;
  status: PaymentStatus;
  failure_message: string | null;
}

export type NewPayment = Pick<PaymentRow, 'id' | 'provider' | 'payer_id' | 'purpose' | 'recipient_id' | 'post_id' | 'guild_id' | 'amount' | 'idempotency_key'>;

export interface PayoutAccountRow {
  uid: string;
  provider: PaymentProviderName;
  account_id: string;
  state: PayoutState;
}

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const paymentsRepository = {
  /** Files a payment attempt, unless the payer already filed one with this key (a retry): then nothing. */
  async reserve(db: Queryable, payment: NewPayment): Promise<void> {
    await db.query(
      `insert into payments (id, provider, payer_id, purpose, recipient_id, post_id, guild_id, amount, idempotency_key)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (payer_id, idempotency_key) do nothing`,
      [payment.id, payment.provider, payment.payer_id, payment.purpose, payment.recipient_id, payment.post_id, payment.guild_id, payment.amount, payment.idempotency_key],
    );
  },

  async findByKey(db: Queryable, payerId: string, idempotencyKey: string): Promise<PaymentRow | null> {
    return first((await db.query<PaymentRow>('select * from payments where payer_id = $1 and idempotency_key = $2', [payerId, idempotencyKey])).rows);
  },

  /** Keeps the provider's intent of a payment: the first one stored stands, and is returned to every retry. */
  async setIntent(db: Queryable, id: string, intent: { providerIntentId: string; clientSecret: string }): Promise<PaymentRow> {
    await db.query('update payments set provider_intent_id = $2, client_secret = $3 where id = $1 and provider_intent_id is null', [id, intent.providerIntentId, intent.clientSecret]);
    return (await db.query<PaymentRow>('select * from payments where id = $1', [id])).rows[0];
  },

  /** The payer's payment with this client secret (the demo's confirmation). */
  async findForPayer(db: Queryable, payerId: string, clientSecret: string): Promise<PaymentRow | null> {
    return first((await db.query<PaymentRow>('select * from payments where payer_id = $1 and client_secret = $2', [payerId, clientSecret])).rows);
  },

  /** Marks a payment succeeded, once: null when it is unknown or already succeeded (a replay). */
  async markSucceeded(tx: Queryable, providerIntentId: string): Promise<PaymentRow | null> {
    const { rows } = await tx.query<PaymentRow>(
      `update payments set status = 'succeeded', succeeded_at = date_trunc('milliseconds', clock_timestamp()), failure_message = null
       where provider_intent_id = $1 and status <> 'succeeded' returning *`,
      [providerIntentId],
    );
    return first(rows);
  },

  /** A declined card: the attempt may still succeed with another card; a payment that succeeded stays so. */
  async markFailed(tx: Queryable, providerIntentId: string, message: string): Promise<void> {
    await tx.query(`update payments set status = 'failed', failure_message = $2 where provider_intent_id = $1 and status <> 'succeeded'`, [providerIntentId, message]);
  },

  /** Records a provider event as applied; false when it already was (a replay or a duplicate). */
  async recordEvent(tx: Queryable, id: string, type: string): Promise<boolean> {
    const { rows } = await tx.query('insert into payment_events (id, type) values ($1, $2) on conflict (id) do nothing returning id', [id, type]);
    return rows.length > 0;
  },

  /** Counts the payer among the post's supporters; the post's new count when they were not yet, else null. */
  async addSupporter(tx: Queryable, postId: string, uid: string): Promise<number | null> {
    const { rows } = await tx.query('insert into post_supporters (post_id, uid) values ($1, $2) on conflict do nothing returning uid', [postId, uid]);
    if (rows.length === 0) return null;
    const updated = await tx.query<{ supporters_count: number }>('update posts set supporters_count = supporters_count + 1 where id = $1 returning supporters_count', [postId]);
    return updated.rows[0]?.supporters_count ?? null;
  },
};

export const payoutsRepository = {
  async find(db: Queryable, uid: string): Promise<PayoutAccountRow | null> {
    return first((await db.query<PayoutAccountRow>('select uid, provider, account_id, state from payout_accounts where uid = $1', [uid])).rows);
  },

  /** Keeps the creator's payout account and its state; connected, it turns monetization on. */
  async save(tx: Queryable, account: PayoutAccountRow): Promise<void> {
    await tx.query(
      `insert into payout_accounts (uid, provider, account_id, state, connected_at) values ($1, $2, $3, $4, case when $4 = 'connected' then now() end)
       on conflict (uid) do update set provider = excluded.provider, account_id = excluded.account_id, state = excluded.state,
         connected_at = coalesce(payout_accounts.connected_at, excluded.connected_at)`,
      [account.uid, account.provider, account.account_id, account.state],
    );
    if (account.state === 'connected') await tx.query('update users set monetization_enabled = true where uid = $1', [account.uid]);
  },

  /** The provider says onboarding is done: the account is connected and its creator monetized. */
  async markConnected(tx: Queryable, accountId: string): Promise<void> {
    const { rows } = await tx.query<{ uid: string }>(
      `update payout_accounts set state = 'connected', connected_at = coalesce(connected_at, now()) where account_id = $1 returning uid`,
      [accountId],
    );
    if (rows[0]) await tx.query('update users set monetization_enabled = true where uid = $1', [rows[0].uid]);
  },
};
