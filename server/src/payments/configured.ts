import type { Config } from '../lib/config';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';

/** Stripe when its keys are set (start-up checked they come together), the offline demo otherwise. */
export function configuredPaymentProvider(stripe: Config['stripe'], publicUrl: string): PaymentProvider {
  if (!stripe.secretKey || !stripe.publishableKey || !stripe.webhookSecret) return createDemoProvider();
  return createStripeProvider({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret, publicUrl, apiBase: stripe.apiBase });
}
