import { useTranslation } from 'react-i18next';
import type { GuildDetail } from '../../../../shared/guilds';
import { relativeTime } from '../../ui/relativeTime';
import { formatMoney } from '../payments';
import { ContributeButton } from './ContributeButton';

/** The treasury: its balance, a sum of the ledger, its latest contributions, and Contribute for members. */
export function TreasuryCard({ guild }: { guild: GuildDetail }) {
  const { t, i18n } = useTranslation('guilds');
  const { treasury } = guild;
  return (
    <section className="card guild-side" aria-labelledby="guild-treasury">
      <h2 id="guild-treasury">{t('treasury.title')}</h2>
      <p className="guild-treasury__balance" data-testid="treasury-balance">
        {formatMoney(treasury.balance, i18n.language)}
      </p>
      {treasury.history.length === 0 ? (
        <p className="guilds__none">{t('treasury.none')}</p>
      ) : (
        <ul className="guild-treasury__history">
          {treasury.history.map((entry) => (
            <li key={entry.paymentId}>
              <strong>{formatMoney(entry.amount, i18n.language)}</strong> {entry.contributor?.username ?? t('treasury.formerCitizen')}{' '}
              <span className="guild-member__handle">{relativeTime(entry.createdAt, new Date(), i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      {guild.myStatus === 'member' && <ContributeButton guild={guild} />}
    </section>
  );
}
