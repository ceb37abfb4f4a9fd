import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { useGuildQuery } from './endpoints';
import { GuildFeed } from './GuildFeed';
import { LeaderPanel } from './LeaderPanel';
import { MemberList } from './MemberList';
import { MembershipActions } from './MembershipActions';
import { TreasuryCard } from './TreasuryCard';
import './guilds.css';

/** /guilds/:guildId: the guild's charter, members and roles, its feed, and what the viewer may do there. */
export default function GuildPage() {
  const { t } = useTranslation('guilds');
  const { guildId = '' } = useParams();
  const { data: guild, isLoading, isError } = useGuildQuery(guildId);

  if (isLoading) return <Spinner />;
  // A secret guild is, to an outsider, exactly an unknown one.
  if (isError || !guild) {
    return (
      <div className="page guild">
        <h1 className="page-title">{t('page.notFoundTitle')}</h1>
        <p className="card post-list__empty">{t('page.notFound')}</p>
      </div>
    );
  }

  return (
    <div className="page guild">
      <section className="card guild__head">
        <div className="guild__title">
          <h1 className="page-title">{guild.name}</h1>
          <p className="guild__facts">
            <span className={`guild-chip guild-chip--${guild.privacy}`}>{t(`privacy.${guild.privacy}`)}</span>
            <span>{t(`joinPolicy.${guild.joinPolicy}`)}</span>
            <span>{t('members', { count: guild.memberCount })}</span>
          </p>
          {guild.description && <p className="guild__description">{guild.description}</p>}
        </div>
        <MembershipActions guild={guild} />
      </section>
      <div className="guild__layout">
        <div className="guild__main">
          <section className="card guild__charter" aria-labelledby="guild-charter">
            <h2 id="guild-charter">{t('page.charter')}</h2>
            <p>{guild.charter}</p>
          </section>
          <GuildFeed guild={guild} />
        </div>
        <div className="guild__side">
          <TreasuryCard guild={guild} />
          <MemberList guild={guild} />
          <LeaderPanel guild={guild} />
        </div>
      </div>
    </div>
  );
}
