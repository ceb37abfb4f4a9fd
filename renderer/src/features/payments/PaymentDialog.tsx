import { lazy, Suspense, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useModalDialog } from '../../ui/useModalDialog';
import { useDemoCard } from './DemoCard';
import { usePaymentsConfigQuery } from './endpoints';
import { PaymentForm } from './PaymentForm';
import type { PaymentTarget } from './target';
import './payments.css';

const StripePayment = lazy(() => import('./StripePayment'));

interface Props {
  target: PaymentTarget;
  onClose: () => void;
}

function DemoPayment(props: Props) {
  return <PaymentForm {...props} card={useDemoCard()} demo />;
}

/**
 * The payment modal (product-spec.md sections 2, 4, 5, 8), a tip or a guild contribution: the demo's card
 * form or Stripe Elements. `onClose` should be stable: a new one restarts the success message's 2-second close.
 * It is rendered at the body, so that the styles of where it opens from (a guild card's headings) stay out of it.
 */
export function PaymentDialog({ target, onClose }: Props) {
  const { t } = useTranslation('payments');
  const dialogRef = useModalDialog();
  const titleId = useId();
  const { data: config, isError } = usePaymentsConfigQuery();

  return createPortal(
    <dialog ref={dialogRef} className="card payment-dialog" aria-labelledby={titleId} aria-modal="true" onClose={onClose} data-testid="payment-dialog">
      <h2 id={titleId}>{target.title}</h2>
      {isError && (
        <p className="notice notice--error" role="alert">
          {t('unexpected')}
        </p>
      )}
      {!config && !isError && <Spinner />}
      {config?.provider === 'demo' && <DemoPayment target={target} onClose={onClose} />}
      {config?.provider === 'stripe' && config.publishableKey && (
        <Suspense fallback={<Spinner />}>
          <StripePayment publishableKey={config.publishableKey} target={target} onClose={onClose} />
        </Suspense>
      )}
    </dialog>,
    document.body,
  );
}
