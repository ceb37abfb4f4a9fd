import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActiveGuild } from '../../../../shared/explore';
import type { GuildSummary } from '../../../../shared/guilds';
import { LineIcon } from '../../ui/icons';

/** A guild in a list (the guilds page, search, Explore): its name leads to it; what else is known shows beside. */
export function GuildCard({ guild }: { guild: ActiveGuild & Partial<GuildSummary> }) {
  const { t } = useTranslation('guilds');
  return (
    <li className="guild-card">
      <span className="guild-card__icon" aria-hidden="true">
        <LineIcon name="guild" size={20} />
      </span>
      <span className="guild-card__text">
        <Link to={`/guilds/${guild.id}`} className="guild-card__name">
          {guild.name}
        </Link>
        {guild.description && <span className="guild-card__description">{guild.description}</span>}
        <span className="guild-card__facts">
          {t('members', { count: guild.memberCount })}
          {guild.privacy && ` · ${t(`privacy.${guild.privacy}`)}`}
          {guild.joinPolicy && ` · ${t(`joinPolicy.${guild.joinPolicy}`)}`}
        </span>
      </span>
      {guild.myRole && <span className="guild-chip">{t(`roles.${guild.myRole}`)}</span>}
    </li>
  );
}

/** Guild cards, or a sentence when there are none. */
export function GuildCards({ guilds, empty }: { guilds: Array<ActiveGuild & Partial<GuildSummary>>; empty: string }) {
  if (guilds.length === 0) return <p className="guilds__none">{empty}</p>;
  return (
    <ul className="guild-cards">
      {guilds.map((guild) => (
        <GuildCard key={guild.id} guild={guild} />
      ))}
    </ul>
  );
}
