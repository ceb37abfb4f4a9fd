import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../ui/relativeTime';
import type { ReputationEvent } from './endpoints';
import './reputation.css';

/** A ruling at a pillar's bound is shown though it moved nothing. */
const direction = (change: number) => (change > 0 ? 'up' : change < 0 ? 'down' : 'none');

/** "Why my score changed": the newest pillar changes with their reasons, and what each ruling on a dispute was about. */
export function ReputationHistory({ history, limit = 5 }: { history: ReputationEvent[] | undefined; limit?: number }) {
  const { t, i18n } = useTranslation('reputation');
  const now = new Date();
  return (
    <section className="reputation-history" aria-label={t('history.title')}>
      <h3 className="reputation-history__title">{t('history.title')}</h3>
      {!history || history.length === 0 ? (
        <p className="reputation-history__empty">{t('history.empty')}</p>
      ) : (
        <ul className="reputation-history__list">
          {history.slice(0, limit).map((event) => (
            <li key={event.id} data-testid="reputation-change">
              <span className={`reputation-history__change reputation-history__change--${direction(event.change)}`}>{event.change > 0 ? `+${event.change}` : String(event.change)}</span>{' '}
              <span>
                {t(`pillars.${event.pillar}`)} · {t(`reasons.${event.reason}`)}
              </span>{' '}
              <time dateTime={event.createdAt} className="reputation-history__time">
                {relativeTime(event.createdAt, now, i18n.language)}
              </time>
              {event.dispute && (
                <span className="reputation-history__dispute">
                  <span className="reputation-history__disputed">{t('history.disputed', { suggestion: event.dispute.suggestion })}</span>
                  {event.dispute.note && <span className="reputation-history__note">{t('history.note', { note: event.dispute.note })}</span>}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
