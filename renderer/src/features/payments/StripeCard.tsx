import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardInput } from './card';

/** Stripe Elements' card field (postal code hidden, product-spec.md section 7); Stripe.js confirms the payment. */
export function useStripeCard(): CardInput {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const fields = (
    <fieldset className="stripe-card">
      <legend>{t('card.legend')}</legend>
      <CardElement options={{ hidePostalCode: true }} onChange={(event) => setComplete(event.complete)} />
    </fieldset>
  );

  return {
    fields,
    complete: complete && !!stripe && !!elements,
    async confirm(clientSecret) {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error(t('unexpected'));
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      return result.error ? (result.error.message ?? t('unexpected')) : null;
    },
  };
}
