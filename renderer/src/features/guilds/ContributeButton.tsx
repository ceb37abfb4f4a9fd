import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuildDetail } from '../../../../shared/guilds';
import { useAppDispatch } from '../../app/hooks';
import { PaymentDialog, type PaymentTarget } from '../payments';
import { guildPaid, useContributeToGuildMutation } from './endpoints';

/** A member's Contribute button: the payment modal, paying into the guild's treasury. */
export function ContributeButton({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const dispatch = useAppDispatch();
  const [contribute] = useContributeToGuildMutation();
  const [open, setOpen] = useState(false);
  // Stable, so that a refetched guild does not restart the success message's 2-second close.
  const close = useCallback(() => setOpen(false), []);

  const target: PaymentTarget = {
    title: t('contribute.title', { name: guild.name }),
    successMessage: (amount) => t('contribute.success', { name: guild.name, amount }),
    requestIntent: (amount, idempotencyKey) => contribute({ id: guild.id, amount, idempotencyKey }).unwrap(),
    onPaid: () => dispatch(guildPaid(guild.id)),
  };

  return (
    <>
      <button type="button" className="button button--primary guild-treasury__contribute" onClick={() => setOpen(true)}>
        {t('contribute.button')}
      </button>
      {open && <PaymentDialog target={target} onClose={close} />}
    </>
  );
}
