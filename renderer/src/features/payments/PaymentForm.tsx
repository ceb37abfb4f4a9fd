import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIP_DEFAULT, TIP_PRESETS, TIP_SUCCESS_CLOSE_MS } from '../../../../shared/constants';
import { PAYMENT_MIN_CENTS, TIP_AMOUNT_PATTERN, tipCents } from '../../../../shared/payments';
import { problemOf, problemText } from '../../api/errors';
import type { CardInput } from './card';
import { formatMoney } from './money';
import type { PaymentTarget } from './target';

type Phase = 'choose' | 'processing' | 'success';

interface Props {
  target: PaymentTarget;
  card: CardInput;
  demo: boolean;
  onClose: () => void;
}

/**
 * The payment modal's form, for a tip or a contribution alike. Choose an amount (presets 2, 5, 10 dollars,
 * 5 preselected, or a custom one: digits with an optional decimal point and at most 2 decimals), pay by
 * card, then the target's success message, which closes after 2 seconds.
 */
export function PaymentForm({ target, card, demo, onClose }: Props) {
  const { t, i18n } = useTranslation('payments');
  const customId = useId();
  const [preset, setPreset] = useState<number | null>(TIP_DEFAULT);
  const [custom, setCustom] = useState('');
  const [phase, setPhase] = useState<Phase>('choose');
  const [error, setError] = useState<string | null>(null);

  const cents = custom ? tipCents(custom) : preset === null ? null : preset * 100;
  const underMinimum = cents === null || cents < PAYMENT_MIN_CENTS;
  const canPay = phase === 'choose' && !underMinimum && card.complete;

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(onClose, TIP_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  const typeCustom = (text: string) => {
    // Only what can become an amount is taken: digits, one decimal point, two decimals.
    if (text !== '' && !TIP_AMOUNT_PATTERN.test(text)) return;
    setCustom(text);
    setPreset(text ? null : TIP_DEFAULT);
  };

  const choosePreset = (dollars: number) => {
    setCustom('');
    setPreset(dollars);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay || cents === null) return;
    setPhase('processing');
    setError(null);
    try {
      // A key per attempt: a retried request of this attempt is the same payment on the server.
      const { clientSecret } = await target.requestIntent(cents, crypto.randomUUID());
      if (!clientSecret) throw new Error(t('missingSecret'));
      const failure = await card.confirm(clientSecret);
      if (failure !== null) {
        setError(t('paymentFailed', { message: failure }));
        setPhase('choose');
        return;
      }
      setPhase('success');
      target.onPaid?.();
    } catch (failure) {
      setError(problemText(problemOf(failure), t('unexpected')));
      setPhase('choose');
    }
  };

  if (phase === 'success') {
    return (
      <p className="notice notice--success payment-dialog__success" role="status">
        {target.successMessage(formatMoney(cents ?? 0, i18n.language))}
      </p>
    );
  }

  return (
    <form className="payment-form" onSubmit={pay} noValidate>
      {demo && <p className="payment-form__demo" data-testid="demo-label">{t('demoNotice')}</p>}
      <fieldset className="payment-form__presets" disabled={phase === 'processing'}>
        <legend>{t('chooseAmount')}</legend>
        {TIP_PRESETS.map((dollars) => (
          <label key={dollars} className="payment-form__preset">
            <input type="radio" name="payment-preset" checked={preset === dollars} onChange={() => choosePreset(dollars)} />
            {formatMoney(dollars * 100, i18n.language)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={customId}>{t('customAmount')}</label>
      <input
        id={customId}
        className="payment-form__custom"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('customPlaceholder')}
        value={custom}
        disabled={phase === 'processing'}
        aria-invalid={!!custom && underMinimum}
        onChange={(e) => typeCustom(e.target.value.replace(',', '.'))}
      />
      {custom && underMinimum && <p className="payment-form__hint">{t('minimum', { amount: formatMoney(PAYMENT_MIN_CENTS, i18n.language) })}</p>}
      {card.fields}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="payment-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={phase === 'processing'}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!canPay}>
          {phase === 'processing' ? t('processing') : underMinimum ? t('pay') : t('payAmount', { amount: formatMoney(cents, i18n.language) })}
        </button>
      </div>
    </form>
  );
}
