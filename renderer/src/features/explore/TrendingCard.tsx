import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useExploreQuery } from './endpoints';
import { HashtagCounts } from './HashtagCounts';
import './explore.css';

const SHOWN = 5;

/** Beside the feed: today's trending hashtags (this week's when today has none) and the way to Explore. */
export function TrendingCard() {
  const { t } = useTranslation('explore');
  const { data } = useExploreQuery();
  if (!data) return null;
  const today = data.trending.day.length > 0;
  const title = today ? t('trending.today') : t('trending.thisWeek');
  return (
    <section className="card explore__section trending-card" aria-label={title}>
      <h2>{title}</h2>
      <HashtagCounts hashtags={(today ? data.trending.day : data.trending.week).slice(0, SHOWN)} empty={t('trending.none')} />
      <Link to="/explore" className="trending-card__more">
        {t('more')}
      </Link>
    </section>
  );
}
