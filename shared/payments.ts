import { z } from 'zod';
import { TIP_MINIMUM } from './constants';
import { idSchema } from './text';

// Payments: tips to creators, payouts and treasuries (product-spec.md sections 3, 4, 5, 7, 8, 9; api.md).

/** Amounts travel in integer cents: at least 1 dollar (TIP_MINIMUM), at most 1,000 dollars. */
export const PAYMENT_MIN_CENTS = TIP_MINIMUM * 100;
export const PAYMENT_MAX_CENTS = 100_000;

/** One amount of the contract: a JSON number that is a whole number of cents within the bounds; nothing is coerced. */
export const amountSchema = z
  .number({ error: 'AMOUNT_INVALID' })
  .int('AMOUNT_INVALID')
  .min(PAYMENT_MIN_CENTS, 'AMOUNT_TOO_SMALL')
  .max(PAYMENT_MAX_CENTS, 'AMOUNT_TOO_LARGE');

/** The client's key for one payment attempt: its retries send the same key and get the same intent. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'VALIDATION_FAILED');

/** `createPaymentIntent` (api.md, Callable functions), with the attempt's key (docs/api-extensions.md, Payments). */
export const createPaymentIntentSchema = z.strictObject({
  amount: amountSchema,
  recipientId: idSchema,
  postId: idSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;

/** What the card is confirmed with: the provider's client secret, and our id of the intent. */
export interface PaymentIntentResult {
  clientSecret: string;
  paymentIntentId: string;
}

/** The demo provider's confirmation of a card: the number only (test cards; nothing is kept). */
export const demoConfirmSchema = z.strictObject({
  clientSecret: z.string().regex(/^[\w-]{1,200}$/, 'VALIDATION_FAILED'),
  cardNumber: z.string().regex(/^[0-9 ]{12,23}$/, 'CARD_NUMBER_INVALID'),
});
export type DemoConfirmRequest = z.input<typeof demoConfirmSchema>;

export type PaymentProviderName = 'demo' | 'stripe';

/** What the renderer needs to show the right card form (docs/api-extensions.md, Payments). */
export interface PaymentsConfig {
  provider: PaymentProviderName;
  /** Stripe's publishable key; null in demo. */
  publishableKey: string | null;
}

export const PAYOUT_STATES = ['connecting', 'connected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** `POST /api/payments/connect`: connected at once in demo; with Stripe, the Express onboarding link until it is done. */
export interface PayoutConnection {
  state: PayoutState;
  url?: string;
}

/** `GET /api/payments/earnings`, in cents, sums of the ledger; `demo` says the figures are the demo's. */
export interface Earnings {
  lifetime: number;
  last30Days: number;
  availableForPayout: number;
  demo: boolean;
}

/** One contribution to a guild's treasury, as its history lists it. */
export interface TreasuryEntry {
  paymentId: string;
  amount: number;
  contributorId: string;
  createdAt: string;
}

export interface Treasury {
  balance: number;
  history: TreasuryEntry[];
}

/** The custom tip amount as typed: digits with an optional decimal point and at most 2 decimals (product-spec.md section 5). */
export const TIP_AMOUNT_PATTERN = /^\d+(\.\d{0,2})?$/;

/** The custom amount in cents (rounded, as sent), or null when the text is not an amount. */
export function tipCents(text: string): number | null {
  if (!TIP_AMOUNT_PATTERN.test(text)) return null;
  return Math.round(Number(text) * 100);
}
