import type { ReactNode } from 'react';

/** A card form of one provider: its fields, whether they are filled in, and how it confirms a payment. */
export interface CardInput {
  fields: ReactNode;
  complete: boolean;
  /** Confirms the intent with the card: null once paid, else the card's failure message (a decline). */
  confirm(clientSecret: string): Promise<string | null>;
}
