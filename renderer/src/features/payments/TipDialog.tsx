import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useModalDialog } from '../../ui/useModalDialog';
import { useDemoCard } from './DemoCard';
import { usePaymentsConfigQuery } from './endpoints';
import { TipForm, type TipTarget } from './TipForm';
import './payments.css';

const StripeTip = lazy(() => import('./StripeTip'));

interface Props {
  target: TipTarget;
  onClose: () => void;
}

function DemoTip(props: Props) {
  return <TipForm {...props} card={useDemoCard()} demo />;
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
        <Suspense fallback={<Spinner />}>
          <StripeTip publishableKey={config.publishableKey} target={target} onClose={onClose} />
        </Suspense>
      )}
    </dialog>
  );
}
