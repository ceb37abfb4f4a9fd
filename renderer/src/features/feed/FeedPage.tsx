import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReputationCard } from './ReputationCard';
import './feed.css';

const TABS = ['forYou', 'following'] as const;
type FeedTab = (typeof TABS)[number];

/** The home feed. Posting and the post lists arrive with the posts feature. */
export default function FeedPage() {
  const { t } = useTranslation('feed');
  const [tab, setTab] = useState<FeedTab>('forYou');

  return (
    <div className="page feed">
      <h1 className="visually-hidden">{t('title')}</h1>
      <aside className="feed__side">
        <ReputationCard />
      </aside>
      <div className="feed__main">
        <section className="card composer-placeholder" aria-labelledby="composer-title">
          <h2 id="composer-title">{t('composer.title')}</h2>
          <p>{t('composer.soon')}</p>
        </section>
        <div className="feed-tabs" role="group" aria-label={t('tabs.label')}>
          {TABS.map((name) => (
            <button key={name} type="button" aria-pressed={tab === name} onClick={() => setTab(name)}>
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <p className="card feed__empty">{t('empty')}</p>
      </div>
    </div>
  );
}
