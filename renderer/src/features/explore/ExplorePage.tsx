import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExploreData } from '../../../../shared/explore';
import { Spinner } from '../../ui/Spinner';
import { GuildCards } from '../guilds';
import { PostCard } from '../posts';
import { CitizenList } from './CitizenList';
import { isEmptyExplore, useExploreQuery } from './endpoints';
import { TrendingSection } from './TrendingSection';
import './explore.css';

/** /explore: what the city talks about, who shapes it, and its newest public posts. */
export default function ExplorePage() {
  const { t } = useTranslation('explore');
  const { data, isLoading, isError } = useExploreQuery();

  return (
    <div className="page explore">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {isLoading && <Spinner />}
      {isError && <p className="notice notice--error">{t('loadFailed')}</p>}
      {data && (isEmptyExplore(data) ? <p className="card explore__empty">{t('empty')}</p> : <ExploreSections data={data} />)}
    </div>
  );
}

function ExploreSections({ data }: { data: ExploreData }) {
  const { t } = useTranslation('explore');
  return (
    <div className="explore__layout">
      <div className="explore__side">
        <TrendingSection trending={data.trending} />
        <Section title={t('rising.title')}>
          <CitizenList citizens={data.risingCitizens} empty={t('rising.none')} />
        </Section>
        <Section title={t('top.title')}>
          <CitizenList citizens={data.topCitizens} empty={t('top.none')} />
        </Section>
        <Section title={t('guilds.title')}>
          <GuildCards guilds={data.activeGuilds} empty={t('guilds.none')} />
          <Link className="explore__more" to="/guilds">
            {t('guilds.all')}
          </Link>
        </Section>
      </div>
      <section className="explore__posts" aria-labelledby="explore-newest">
        <h2 id="explore-newest">{t('newest.title')}</h2>
        {data.posts.length === 0 ? (
          <p className="card post-list__empty">{t('newest.none')}</p>
        ) : (
          data.posts.map((post) => <PostCard key={post.id} post={post} />)
        )}
      </section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card explore__section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
