import { Elements } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useModalDialog } from '../../ui/useModalDialog';
import { useDemoCard } from './DemoCard';
import { usePaymentsConfigQuery } from './endpoints';
import { useStripeCard } from './StripeCard';
import { TipForm, type TipTarget } from './TipForm';
import './payments.css';

/** Stripe.js, loaded once per key and only when Stripe is the provider. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripeLoads.has(publishableKey)) stripeLoads.set(publishableKey, loadStripe(publishableKey));
  return stripeLoads.get(publishableKey)!;
}

interface Props {
  target: TipTarget;
  onClose: () => void;
}

function DemoTip(props: Props) {
  return <TipForm {...props} card={useDemoCard()} demo />;
}

function StripeTip(props: Props) {
  return <TipForm {...props} card={useStripeCard()} demo={false} />;
}

/** The Support Creator modal (product-spec.md sections 2, 4, 5, 8): the demo's card form or Stripe Elements. */
export function TipDialog({ target, onClose }: Props) {
  const { t } = useTranslation('payments');
  const dialogRef = useModalDialog();
  const titleId = useId();
  const { data: config, isError } = usePaymentsConfigQuery();

  return (
    <dialog ref={dialogRef} className="card tip-dialog" aria-labelledby={titleId} aria-modal="true" onClose={onClose} data-testid="tip-dialog">
      <h2 id={titleId}>{t('title', { name: target.creatorName })}</h2>
      {isError && (
        <p className="notice notice--error" role="alert">
          {t('unexpected')}
        </p>
      )}
      {!config && !isError && <Spinner />}
      {config?.provider === 'demo' && <DemoTip target={target} onClose={onClose} />}
      {config?.provider === 'stripe' && config.publishableKey && (
        <Elements stripe={stripeFor(config.publishableKey)}>
          <StripeTip target={target} onClose={onClose} />
        </Elements>
      )}
    </dialog>
  );
}
