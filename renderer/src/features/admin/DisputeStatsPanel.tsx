import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { useDisputeStatsQuery } from './endpoints';

/** Which of the coach's rules admins overturn most: where the coach most needs to learn. */
export function DisputeStatsPanel() {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError } = useDisputeStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="card admin-stats" aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="admin-section-title">
        {t('stats.title')}
      </h2>
      {isLoading && <Spinner />}
      {isError && <p className="notice notice--error">{t('loadFailed')}</p>}
      {data?.rules.length === 0 && <p className="admin-muted">{t('stats.empty')}</p>}
      {data && data.rules.length > 0 && (
        <table className="admin-stats__table">
          <thead>
            <tr>
              <th scope="col">{t('stats.rule')}</th>
              <th scope="col">{t('stats.overturned')}</th>
              <th scope="col">{t('stats.upheld')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rules.map((rule) => (
              <tr key={rule.rule}>
                <th scope="row">
                  <code>{rule.rule}</code>
                </th>
                <td>{rule.overturned}</td>
                <td>{rule.upheld}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
