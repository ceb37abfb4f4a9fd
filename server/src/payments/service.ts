import { randomUUID } from 'node:crypto';
import { SERVER_EVENTS } from '../../../shared/events';
import {
  amountSchema,
  idempotencyKeySchema,
  type Earnings,
  type PaymentIntentResult,
  type PaymentsConfig,
  type PayoutConnection,
  type Treasury,
} from '../../../shared/payments';
import { refuseIfBlocked } from '../blocks/service';
import type { Db, Queryable } from '../lib/db';
import { HttpError, badRequest, conflict, notFound } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import { parse } from '../lib/validation';
import type { NotificationsService } from '../notifications/service';
import type { PostsService } from '../posts/service';
import { demoCardOutcome } from './demo';
import { ACCOUNTS, ledger } from './ledger';
import { paymentsRepository, payoutsRepository, type NewPayment, type PaymentRow } from './repository';
import type { PaymentProvider, ProviderEvent } from './provider';

const CURRENCY = 'usd';
const EARNINGS_WINDOW_DAYS = 30;
const TREASURY_HISTORY_LIMIT = 50;

type Announce = () => Promise<void>;
const nothing: Announce = async () => {};

/** A payment to start: who pays, for what, how much, and the attempt's key. */
interface PaymentRequest extends Omit<NewPayment, 'id' | 'provider' | 'idempotency_key'> {
  idempotencyKey?: string;
  destinationAccountId?: string;
}

/** Tips to creators, contributions to guild treasuries, creators' payouts, and the ledger of all of it. */
export function createPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  notifications: NotificationsService;
  posts: Pick<PostsService, 'visible' | 'publish'>;
  rateLimits: Pick<RateLimits, 'consume'>;
}) {
  const { db, provider } = deps;

  /**
   * Files the attempt and creates its provider intent, once per key: concurrent retries find the same
   * row, ask the provider with the same idempotency key, and the first intent stored is everyone's.
   */
  async function startPayment(request: PaymentRequest): Promise<PaymentIntentResult> {
    await deps.rateLimits.consume('paymentPerUser', request.payer_id);
    const idempotencyKey = request.idempotencyKey ?? randomUUID();
    const { idempotencyKey: _key, destinationAccountId, ...fields } = request;
    await paymentsRepository.reserve(db, { ...fields, id: randomUUID(), provider: provider.name, idempotency_key: idempotencyKey });
    const filed = (await paymentsRepository.findByKey(db, request.payer_id, idempotencyKey))!;
    const fieldsOfAttempt = ['purpose', 'amount', 'recipient_id', 'post_id', 'guild_id'] as const;
    if (fieldsOfAttempt.some((field) => filed[field] !== request[field])) throw conflict('IDEMPOTENCY_KEY_REUSED');
    const payment = filed.provider_intent_id
      ? filed
      : await paymentsRepository.setIntent(
          db,
          filed.id,
          await provider.createIntent({ paymentId: filed.id, amount: filed.amount, currency: CURRENCY, destinationAccountId, idempotencyKey: `payment-${filed.id}` }),
        );
    return { clientSecret: payment.client_secret!, paymentIntentId: payment.provider_intent_id! };
  }

  /** Inside the confirming transaction: the ledger's pair, the post's supporters, the creator's notification. */
  async function creditWithin(tx: Queryable, payment: PaymentRow): Promise<Announce> {
    const to = payment.purpose === 'tip' ? ACCOUNTS.citizen(payment.recipient_id!) : ACCOUNTS.guild(payment.guild_id!);
    await ledger.transfer(tx, payment.id, { from: ACCOUNTS.platform, to, amount: payment.amount });
    if (payment.purpose !== 'tip') return nothing;
    const supportersCount = payment.post_id ? await paymentsRepository.addSupporter(tx, payment.post_id, payment.payer_id) : null;
    const notified = await deps.notifications.notifyWithin(tx, {
      recipientId: payment.recipient_id!,
      actorId: payment.payer_id,
      type: 'tip',
      postId: payment.post_id ?? undefined,
      amount: payment.amount,
    });
    return async () => {
      await notified();
      if (supportersCount === null || !payment.post_id) return;
      // The post's audience, as the payer's eyes saw it then: everyone who may see it learns the new count.
      const post = await deps.posts.visible(payment.recipient_id!, payment.post_id).catch(() => null);
      if (post) await deps.posts.publish(post, SERVER_EVENTS.postUpdated, { id: payment.post_id, supportersCount });
    };
  }

  /** Applies a confirmation once, whatever repeats it: money moves only here. */
  async function succeededWithin(tx: Queryable, providerIntentId: string): Promise<Announce> {
    const payment = await paymentsRepository.markSucceeded(tx, providerIntentId);
    return payment ? creditWithin(tx, payment) : nothing;
  }

  /** A provider event, applied in one transaction with the record that it was: a replay finds the record and changes nothing. */
  async function applyEvent(event: ProviderEvent): Promise<void> {
    const announce = await db.transaction(async (tx) => {
      if (!(await paymentsRepository.recordEvent(tx, event.id, event.type))) return nothing;
      switch (event.type) {
        case 'payment_succeeded':
          return succeededWithin(tx, event.providerIntentId);
        case 'payment_failed':
          await paymentsRepository.markFailed(tx, event.providerIntentId, event.message);
          return nothing;
        case 'account_connected':
          await payoutsRepository.markConnected(tx, event.accountId);
          return nothing;
        case 'ignored':
          return nothing;
      }
    });
    await announce();
  }

  return {
    config: (): PaymentsConfig => ({ provider: provider.name, publishableKey: provider.publishableKey }),

    /**
     * `createPaymentIntent`: a tip to the author of a post the payer may see, never to oneself, only to
     * a creator whose payouts are connected. The server reads the creator from the post.
     */
    async createTipIntent(payerId: string, input: { amount: number; recipientId: string; postId: string; idempotencyKey?: string }): Promise<PaymentIntentResult> {
      if (input.recipientId === payerId) throw badRequest('CANNOT_TIP_SELF');
      const post = await deps.posts.visible(payerId, input.postId);
      if (post.author_id !== input.recipientId) throw badRequest('TIP_RECIPIENT_MISMATCH', { recipientId: 'This citizen is not the author of the post.' });
      await refuseIfBlocked(db, payerId, input.recipientId);
      const payout = await payoutsRepository.find(db, input.recipientId);
      if (payout?.state !== 'connected' || payout.provider !== provider.name) throw badRequest('PAYOUTS_NOT_CONNECTED');
      return startPayment({
        payer_id: payerId,
        purpose: 'tip',
        recipient_id: input.recipientId,
        post_id: input.postId,
        guild_id: null,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
        destinationAccountId: provider.name === 'stripe' ? payout.account_id : undefined,
      });
    },

    /**
     * A contribution to a guild's treasury through the same provider and ledger. The caller (the guilds
     * domain) checks that the guild exists and the payer may contribute; amounts and keys are checked here.
     */
    async startGuildContribution(input: { payerId: string; guildId: string; amount: unknown; idempotencyKey?: unknown }): Promise<PaymentIntentResult> {
      const amount = parse(amountSchema, input.amount);
      const idempotencyKey = input.idempotencyKey === undefined ? undefined : parse(idempotencyKeySchema, input.idempotencyKey);
      return startPayment({ payer_id: input.payerId, purpose: 'guild_contribution', recipient_id: null, post_id: null, guild_id: input.guildId, amount, idempotencyKey });
    },

    /** A guild's treasury: its balance (a sum of the ledger) and its latest contributions. */
    async treasuryOf(guildId: string): Promise<Treasury> {
      const account = ACCOUNTS.guild(guildId);
      const [balance, history] = await Promise.all([ledger.balance(db, account), ledger.credits(db, account, TREASURY_HISTORY_LIMIT)]);
      return { balance, history };
    },

    /** The demo provider's card check: a test card that succeeds confirms the payment at once; a declining one says why. */
    async confirmDemo(payerId: string, input: { clientSecret: string; cardNumber: string }): Promise<{ status: 'succeeded' }> {
      if (provider.name !== 'demo') throw notFound();
      const payment = await paymentsRepository.findForPayer(db, payerId, input.clientSecret);
      if (!payment?.provider_intent_id) throw notFound();
      const outcome = demoCardOutcome(input.cardNumber);
      const providerIntentId = payment.provider_intent_id;
      if (!outcome.succeeded) {
        await db.transaction((tx) => paymentsRepository.markFailed(tx, providerIntentId, outcome.message));
        throw new HttpError(402, 'CARD_DECLINED', { message: outcome.message, extra: { declineCode: outcome.declineCode } });
      }
      await (await db.transaction((tx) => succeededWithin(tx, providerIntentId)))();
      return { status: 'succeeded' };
    },

    /** `POST /api/payments/webhook`: a provider event whose signature holds, applied exactly once. */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (provider.name === 'demo') throw notFound();
      const event = provider.verifyWebhook(rawBody, signature);
      if (!event) throw badRequest('WEBHOOK_SIGNATURE_INVALID');
      await applyEvent(event);
    },

    /** Settings, Payouts: connecting, then connected (at once in demo; after Express onboarding with Stripe). */
    async connect(uid: string): Promise<PayoutConnection> {
      const stored = await payoutsRepository.find(db, uid);
      // An account of another provider (the demo's, before Stripe was configured) is not resumed.
      const existing = stored && stored.provider === provider.name ? stored : null;
      if (existing?.state === 'connected') return { state: 'connected' };
      const account = await provider.connectPayouts(uid, existing?.account_id ?? null);
      const state = account.connected ? 'connected' : 'connecting';
      await db.transaction((tx) => payoutsRepository.save(tx, { uid, provider: provider.name, account_id: account.accountId, state }));
      return account.onboardingUrl && !account.connected ? { state, url: account.onboardingUrl } : { state };
    },

    /** The creator dashboard's figures: sums of the ledger rows of the creator's account. */
    async earnings(uid: string): Promise<Earnings> {
      const account = ACCOUNTS.citizen(uid);
      const [lifetime, last30Days, availableForPayout] = await Promise.all([
        ledger.received(db, account),
        ledger.received(db, account, EARNINGS_WINDOW_DAYS),
        ledger.balance(db, account),
      ]);
      return { lifetime, last30Days, availableForPayout, demo: provider.name === 'demo' };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
