import Stripe from 'stripe';
import type { PaymentProvider, ProviderEvent } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where onboarding returns the creator: the city's own address. */
  publicUrl: string;
  /** Another Stripe API server (stripe-mock, the tests' local one); Stripe's own by default. */
  apiBase?: string;
}

/** The SDK's host, port and protocol options for an API base such as http://127.0.0.1:12111. */
function apiOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/** A Stripe event as the city reads it: what succeeded or failed, which account finished onboarding. */
function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: 'payment_succeeded', providerIntentId: event.data.object.id };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment_failed', providerIntentId: event.data.object.id, message: event.data.object.last_payment_error?.message ?? 'Your card was declined.' };
    case 'account.updated':
      return isConnected(event.data.object) ? { id: event.id, type: 'account_connected', accountId: event.data.object.id } : { id: event.id, type: 'ignored', providerType: event.type };
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

/** An Express account that finished onboarding and may take charges. */
const isConnected = (account: Stripe.Account) => account.details_submitted === true && account.charges_enabled === true;

/**
 * Stripe: PaymentIntents as destination charges to the creator's Express connected account (integer
 * cents, the attempt's idempotency key), Connect Express onboarding, webhooks checked on the raw body.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...apiOptions(settings.apiBase) });
  const settingsPage = (step: string) => `${settings.publicUrl}/settings?payouts=${step}#payouts`;

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ paymentId, amount, currency, destinationAccountId, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency,
          allowed_payment_method_types: ['card'],
          metadata: { paymentId },
          ...(destinationAccountId ? { transfer_data: { destination: destinationAccountId } } : {}),
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { providerIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async connectPayouts(uid, existingAccountId) {
      const account = existingAccountId
        ? await stripe.accounts.retrieve(existingAccountId)
        : await stripe.accounts.create(
            { type: 'express', metadata: { uid }, capabilities: { card_payments: { requested: true }, transfers: { requested: true } } },
            { idempotencyKey: `connect-${uid}` },
          );
      if (isConnected(account)) return { accountId: account.id, connected: true };
      const link = await stripe.accountLinks.create({ account: account.id, type: 'account_onboarding', refresh_url: settingsPage('refresh'), return_url: settingsPage('return') });
      return { accountId: account.id, connected: false, onboardingUrl: link.url };
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) return null;
      try {
        return toProviderEvent(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret));
      } catch {
        return null;
      }
    },
  };
}
