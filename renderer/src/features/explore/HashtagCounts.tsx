import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrendingHashtag } from '../../../../shared/explore';

/** Hashtags, most used first, each leading to its posts, with how many posts carried it. */
export function HashtagCounts({ hashtags, empty }: { hashtags: TrendingHashtag[]; empty: string }) {
  const { t } = useTranslation('explore');
  if (hashtags.length === 0) return <p className="explore__none">{empty}</p>;
  return (
    <ol className="explore-hashtags">
      {hashtags.map(({ tag, count }) => (
        <li key={tag}>
          <Link to={`/hashtag/${encodeURIComponent(tag)}`}>#{tag}</Link>
          <span className="explore__muted">{t('postCount', { count })}</span>
        </li>
      ))}
    </ol>
  );
}
