import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { GuildCards } from './GuildCard';
import { useGuildsQuery } from './endpoints';
import './guilds.css';

/** /guilds: the viewer's guilds, and the public ones they may discover (those they are not in). */
export default function GuildsPage() {
  const { t } = useTranslation('guilds');
  return (
    <div className="page guilds">
      <header className="guilds__head">
        <div>
          <h1 className="page-title">{t('list.title')}</h1>
          <p className="page-lead">{t('list.lead')}</p>
        </div>
        <Link className="button button--primary" to="/guilds/create">
          {t('create.title')}
        </Link>
      </header>
      <GuildListSection mine title={t('list.mine')} empty={t('list.mineNone')} />
      <GuildListSection mine={false} title={t('list.discover')} empty={t('list.discoverNone')} />
    </div>
  );
}

function GuildListSection({ mine, title, empty }: { mine: boolean; title: string; empty: string }) {
  const { t } = useTranslation('guilds');
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useGuildsQuery({ mine, cursor });
  return (
    <section className="card guilds__section" aria-label={title}>
      <h2>{title}</h2>
      {isError && <p className="notice notice--error">{t('list.loadFailed')}</p>}
      {data && <GuildCards guilds={mine ? data.guilds : data.guilds.filter((guild) => guild.myStatus !== 'member')} empty={empty} />}
      {isFetching && <Spinner />}
      {data?.nextCursor && !isFetching && (
        <button type="button" className="button button--ghost" onClick={() => setCursor(data.nextCursor)}>
          {t('list.loadMore')}
        </button>
      )}
    </section>
  );
}
