import { useTranslation } from 'react-i18next';
import { useEarningsQuery } from './endpoints';
import { formatMoney } from './money';

const FIGURES = ['lifetime', 'last30Days', 'availableForPayout'] as const;

/** The creator dashboard (product-spec.md section 9): lifetime earnings, last 30 days, available for payout; demo figures say so. */
export function EarningsDashboard() {
  const { t, i18n } = useTranslation('payments');
  const { data, isError } = useEarningsQuery();

  if (isError) return <p className="notice notice--error">{t('earnings.loadFailed')}</p>;
  return (
    <div className="earnings" data-testid="earnings">
      <h3 className="earnings__title">
        {t('earnings.title')}
        {data?.demo && <span className="earnings__demo">{t('earnings.demo')}</span>}
      </h3>
      <dl className="earnings__figures">
        {FIGURES.map((figure) => (
          <div key={figure} className="earnings__figure">
            <dt>{t(`earnings.${figure}`)}</dt>
            <dd data-testid={`earnings-${figure}`}>{data ? formatMoney(data[figure], i18n.language) : '…'}</dd>
          </div>
        ))}
      </dl>
      {data?.demo && <p className="settings__hint">{t('earnings.demoHint')}</p>}
    </div>
  );
}
