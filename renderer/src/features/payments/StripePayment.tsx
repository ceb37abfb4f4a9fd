import { Elements } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { PaymentForm } from './PaymentForm';
import { useStripeCard } from './StripeCard';
import type { PaymentTarget } from './target';

/** Stripe.js, loaded once per key, only when Stripe is the provider and a payment starts. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripeLoads.has(publishableKey)) stripeLoads.set(publishableKey, loadStripe(publishableKey));
  return stripeLoads.get(publishableKey)!;
}

interface Props {
  publishableKey: string;
  target: PaymentTarget;
  onClose: () => void;
}

function StripePaymentForm({ target, onClose }: Omit<Props, 'publishableKey'>) {
  return <PaymentForm target={target} onClose={onClose} card={useStripeCard()} demo={false} />;
}

/** The payment form with Stripe Elements' card field: its own chunk, which the demo never loads. */
export default function StripePayment({ publishableKey, ...props }: Props) {
  const { i18n } = useTranslation();
  // Stripe writes the card field and its decline messages in the reader's language.
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}
