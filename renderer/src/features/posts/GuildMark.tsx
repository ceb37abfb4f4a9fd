import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Post } from '../../../../shared/posts';
import { LineIcon } from '../../ui/icons';

/** Names the guild a post was shared to, wherever it shows, and leads to it. */
export function GuildMark({ guild }: { guild: NonNullable<Post['guild']> }) {
  const { t } = useTranslation('posts');
  return (
    <Link to={`/guilds/${guild.id}`} className="inner-circle-mark" title={t('card.guildHint', { name: guild.name })} data-testid="guild-mark">
      <LineIcon name="guild" size={14} />
      {guild.name}
    </Link>
  );
}
