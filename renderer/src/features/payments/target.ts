import type { PaymentIntentResult } from '../../../../shared/payments';

/**
 * What a payment goes to (a creator's post for a tip, a guild's treasury for a contribution): the only
 * parts of the payment modal that differ. Amounts, the card, processing, success and errors are shared.
 */
export interface PaymentTarget {
  /** The modal's title: "Support {name}", "Contribute to {guild}". */
  title: string;
  /** The success message for the amount paid, written as the reader's language writes money. */
  successMessage(amount: string): string;
  /** Asks the server for the intent of one payment attempt (a retry with the same key is the same payment). */
  requestIntent(amount: number, idempotencyKey: string): Promise<PaymentIntentResult>;
  /** Once the card is confirmed: what the page refreshes (a treasury's balance). */
  onPaid?(): void;
}
