import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/errors';
import type { CardInput } from './card';
import { useConfirmDemoCardMutation } from './endpoints';

const CARD_NUMBER = /^\d{12,19}$/;
const EXPIRY = /^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/;
const CVC = /^\d{3,4}$/;

/** Groups of four digits as the number is typed: 4242 4242 4242 4242. */
const grouped = (text: string) => text.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The demo provider's card form: number, expiry, security code. The city checks the number against
 * the usual test cards; nothing is charged, and a real card is refused.
 */
export function useDemoCard(): CardInput {
  const { t, i18n } = useTranslation('payments');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [confirmDemo] = useConfirmDemoCardMutation();
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const complete = CARD_NUMBER.test(number.replace(/\s/g, '')) && EXPIRY.test(expiry) && CVC.test(cvc);

  const fields = (
    <fieldset className="demo-card" data-testid="demo-card">
      <legend>{t('card.legend')}</legend>
      <p className="demo-card__hint">{t('card.demoHint')}</p>
      <label htmlFor={ids.number}>{t('card.number')}</label>
      <input id={ids.number} inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" value={number} onChange={(e) => setNumber(grouped(e.target.value))} />
      <div className="demo-card__row">
        <div>
          <label htmlFor={ids.expiry}>{t('card.expiry')}</label>
          <input id={ids.expiry} inputMode="numeric" autoComplete="off" placeholder={t('card.expiryPlaceholder')} maxLength={7} value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        </div>
        <div>
          <label htmlFor={ids.cvc}>{t('card.cvc')}</label>
          <input id={ids.cvc} inputMode="numeric" autoComplete="off" placeholder="123" maxLength={4} value={cvc} onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))} />
        </div>
      </div>
    </fieldset>
  );

  return {
    fields,
    complete,
    async confirm(clientSecret) {
      try {
        await confirmDemo({ clientSecret, cardNumber: number }).unwrap();
        return null;
      } catch (error) {
        const problem = problemOf(error);
        if (problem.code !== 'CARD_DECLINED' || !problem.message) throw error;
        // The reason in the reader's language where the city knows it, else the bank's words.
        const declineCode = ((error as { data?: { declineCode?: unknown } }).data?.declineCode ?? '') as string;
        return i18n.exists(`payments:declines.${declineCode}`) ? t(`declines.${declineCode}` as 'declines.card_declined') : problem.message;
      }
    },
  };
}
