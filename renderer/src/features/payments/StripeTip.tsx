import { Elements } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useStripeCard } from './StripeCard';
import { TipForm, type TipTarget } from './TipForm';

/** Stripe.js, loaded once per key, only when Stripe is the provider and a tip starts. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripeLoads.has(publishableKey)) stripeLoads.set(publishableKey, loadStripe(publishableKey));
  return stripeLoads.get(publishableKey)!;
}

interface Props {
  publishableKey: string;
  target: TipTarget;
  onClose: () => void;
}

function StripeTipForm({ target, onClose }: Omit<Props, 'publishableKey'>) {
  return <TipForm target={target} onClose={onClose} card={useStripeCard()} demo={false} />;
}

/** The tip form with Stripe Elements' card field: its own chunk, which the demo never loads. */
export default function StripeTip({ publishableKey, ...props }: Props) {
  const { i18n } = useTranslation();
  // Stripe writes the card field and its decline messages in the reader's language.
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: i18n.language === 'fr' ? 'fr' : 'en' }}>
      <StripeTipForm {...props} />
    </Elements>
  );
}
