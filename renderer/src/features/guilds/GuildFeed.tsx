import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuildDetail } from '../../../../shared/guilds';
import { Composer, PostList } from '../posts';
import { useCreateGuildPostMutation, useGuildPostsQuery } from './endpoints';

/** The posts shared to the guild, newest first, and for members a composer that shares to it. */
export function GuildFeed({ guild }: { guild: GuildDetail }) {
  const { t } = useTranslation('guilds');
  const member = guild.myStatus === 'member';
  // An invitation shows a secret guild's charter and members, not its posts.
  const hidden = guild.privacy === 'secret' && !member;
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, isFetching, isError } = useGuildPostsQuery({ key: guild.id, cursor }, { skip: hidden });
  const [createGuildPost] = useCreateGuildPostMutation();

  return (
    <section className="guild-feed" aria-labelledby="guild-feed">
      <h2 id="guild-feed" className="guild-feed__title">
        {t('page.feed')}
      </h2>
      {member && (
        <Composer
          editing={null}
          onDoneEditing={() => undefined}
          title={t('page.composer')}
          placeholder={t('page.placeholder')}
          publishTo={(post) => createGuildPost({ id: guild.id, post }).unwrap()}
        />
      )}
      {hidden ? (
        <p className="card post-list__empty">{t('page.feedHidden')}</p>
      ) : (
        <PostList posts={data?.posts} loading={isFetching} failed={isError} hasMore={!!data?.nextCursor} onLoadMore={() => setCursor(data?.nextCursor ?? null)} empty={t('page.feedEmpty')} />
      )}
    </section>
  );
}
