import type { PaymentProviderName } from '../../../shared/payments';

/** What the city asks a provider to charge: one payment of ours, in integer cents. */
export interface IntentRequest {
  paymentId: string;
  amount: number;
  currency: string;
  /** The creator's connected account for a tip (a destination charge); none for a guild's treasury, which the platform holds. */
  destinationAccountId?: string;
  /** The same for every retry of one attempt, so the provider creates one intent. */
  idempotencyKey: string;
}

export interface ProviderIntent {
  providerIntentId: string;
  clientSecret: string;
}

/** A creator's payout account as the provider reports it. */
export interface PayoutAccountState {
  accountId: string;
  connected: boolean;
  /** Where the creator finishes onboarding, while not connected. */
  onboardingUrl?: string;
}

/** A provider event the city acts on, once its signature is checked. */
export type ProviderEvent =
  | { id: string; type: 'payment_succeeded'; providerIntentId: string }
  | { id: string; type: 'payment_failed'; providerIntentId: string; message: string }
  | { id: string; type: 'account_connected'; accountId: string }
  /** Verified, but nothing the city does anything with. */
  | { id: string; type: 'ignored'; providerType: string };

/** The card payment provider (product-spec.md section 7) behind one interface: demo or Stripe. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the renderer initialises its card form with; null for the demo's own form. */
  readonly publishableKey: string | null;
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  /** Opens (or resumes) the creator's payout account: instant in demo, Express onboarding with Stripe. */
  connectPayouts(uid: string, existingAccountId: string | null): Promise<PayoutAccountState>;
  /** Checks a webhook's signature on its raw bytes; null when it does not hold. Only Stripe sends webhooks. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}
