import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/users';
import { problemOf, problemText } from '../../api/errors';
import { EarningsDashboard } from './EarningsDashboard';
import { useConnectPayoutsMutation } from './endpoints';
import './payments.css';

/**
 * Settings, Payouts: a creator connects a payout account (connecting, then connected: at once in demo,
 * through Stripe's Express onboarding otherwise), which lets readers tip them; then the creator dashboard.
 */
export function PayoutsSection({ user }: { user: User }) {
  const { t } = useTranslation('payments');
  const [connect, { data, isLoading, error }] = useConnectPayoutsMutation();
  const connected = user.monetizationEnabled || data?.state === 'connected';
  const connecting = !connected && (isLoading || data?.state === 'connecting');

  // Onboarding happens on Stripe's pages; the creator comes back here when it is done.
  useEffect(() => {
    if (data?.url) window.location.assign(data.url);
  }, [data?.url]);

  return (
    <section id="payouts" className="card settings__section" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('payouts.title')}</h2>
      <p className="settings__hint">{t('payouts.hint')}</p>
      <p className="payouts__state" data-testid="payouts-state">
        {t(connected ? 'payouts.connected' : connecting ? 'payouts.connecting' : 'payouts.notConnected')}
      </p>
      {error && (
        <p className="notice notice--error" role="alert">
          {problemText(problemOf(error))}
        </p>
      )}
      {!connected && (
        <div className="settings__actions">
          <button type="button" className="button button--primary" disabled={connecting} onClick={() => void connect()}>
            {t(data?.state === 'connecting' ? 'payouts.resume' : 'payouts.connect')}
          </button>
        </div>
      )}
      {connected && <EarningsDashboard />}
    </section>
  );
}
