import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { postScoreColour } from '../../../../shared/reputation';
import { Spinner } from '../../ui/Spinner';
import { GuildCards } from '../guilds';
import { PostCard } from '../posts';
import { useSearchQuery, type SearchResult } from './endpoints';
import './search.css';

/** /search/:query: people, posts, guilds and hashtags matching the (URL-decoded) query. */
export default function SearchPage() {
  const { t } = useTranslation(['search', 'posts']);
  // The router hands the segment over already decoded.
  const { query = '' } = useParams();
  const { data, isFetching, isError } = useSearchQuery(query, { skip: !query.trim() });

  return (
    <div className="page posts-page search-page">
      <h1 className="page-title">{t('title', { query })}</h1>
      {isFetching && <Spinner />}
      {isError && <p className="notice notice--error">{t('posts:list.loadFailed')}</p>}
      {data && !isFetching && (
        <>
          <Section title={t('people')} empty={data.users.length === 0 ? t('noPeople') : null}>
            <ul className="card search-people">
              {data.users.map((user) => (
                <PersonRow key={user.uid} user={user} />
              ))}
            </ul>
          </Section>
          <Section title={t('posts')} empty={data.posts.length === 0 ? t('noPosts') : null}>
            {data.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Section>
          <Section title={t('guilds')} empty={data.guilds.length === 0 ? t('noGuilds') : null}>
            <div className="card">
              <GuildCards guilds={data.guilds} empty={t('noGuilds')} />
            </div>
          </Section>
          <Section title={t('hashtags')} empty={data.hashtags.length === 0 ? t('noHashtags') : null}>
            <ul className="card search-hashtags">
              {data.hashtags.map(({ tag, count }) => (
                <li key={tag}>
                  <Link to={`/hashtag/${encodeURIComponent(tag)}`}>#{tag}</Link> <span className="author-line__muted">{t('hashtagCount', { count })}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </div>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="search-section" aria-label={title}>
      <h2>{title}</h2>
      {empty ? <p className="card post-list__empty">{empty}</p> : children}
    </section>
  );
}

function PersonRow({ user }: { user: SearchResult['users'][number] }) {
  const total = user.reputationScore.total;
  return (
    <li className="search-person">
      <Link to={`/profile/${user.uid}`}>
        <img src={user.avatarUrl} alt="" width={40} height={40} />
        <span>
          <strong>{user.username}</strong> <span className="author-line__muted">{user.handle}</span>
        </span>
      </Link>
      <span className={`score-chip score-chip--${postScoreColour(total)}`}>{total}</span>
    </li>
  );
}
