import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentProvider } from './provider';

/** What the demo card form does with a test card: succeed, or decline with the card's reason (Stripe's decline codes) and message. */
export type CardOutcome = { succeeded: true } | { succeeded: false; declineCode: string; message: string };

/** The usual test cards that succeed (Visa, Visa debit, Mastercard, Mastercard 2-series, Amex, Discover). */
const SUCCEEDING_CARDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117']);

/** The usual test cards that decline, each with its reason and what the card's bank says. */
const DECLINING_CARDS: Record<string, { declineCode: string; message: string }> = {
  '4000000000000002': { declineCode: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const TEST_CARDS_ONLY = { declineCode: 'test_cards_only', message: 'The demo accepts test cards only, such as 4242 4242 4242 4242.' };

/** The demo's answer for a card number (spaces ignored). Real cards are refused: nothing is ever charged in demo. */
export function demoCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/\s/g, '');
  if (SUCCEEDING_CARDS.has(digits)) return { succeeded: true };
  return { succeeded: false, ...(DECLINING_CARDS[digits] ?? TEST_CARDS_ONLY) };
}

/**
 * The default provider when no Stripe keys are set: everything offline. Intents are ours, the card
 * is checked by the city itself (POST /api/payments/demo/confirm), payouts connect at once.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    name: 'demo',
    publishableKey: null,
    async createIntent({ paymentId }) {
      const providerIntentId = `demo_pi_${paymentId.replace(/-/g, '')}`;
      return { providerIntentId, clientSecret: `${providerIntentId}_secret_${randomBytes(18).toString('base64url')}` };
    },
    async connectPayouts(_uid, existingAccountId) {
      return { accountId: existingAccountId ?? `demo_acct_${randomUUID().replace(/-/g, '')}`, connected: true };
    },
    verifyWebhook: () => null,
  };
}
