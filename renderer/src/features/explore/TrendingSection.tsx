import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExploreData } from '../../../../shared/explore';
import { HashtagCounts } from './HashtagCounts';

type TrendWindow = keyof ExploreData['trending'];
const WINDOWS: TrendWindow[] = ['day', 'week'];

/** The trending hashtags of the last 24 hours or of the last 7 days, one list at a time. */
export function TrendingSection({ trending }: { trending: ExploreData['trending'] }) {
  const { t } = useTranslation('explore');
  const [shown, setShown] = useState<TrendWindow>('day');
  return (
    <section className="card explore__section" aria-label={t('trending.title')}>
      <h2>{t('trending.title')}</h2>
      <div className="explore-windows" role="group" aria-label={t('trending.window')}>
        {WINDOWS.map((window) => (
          <button key={window} type="button" aria-pressed={shown === window} onClick={() => setShown(window)}>
            {t(`trending.${window}`)}
          </button>
        ))}
      </div>
      <HashtagCounts hashtags={trending[shown]} empty={t('trending.none')} />
    </section>
  );
}
