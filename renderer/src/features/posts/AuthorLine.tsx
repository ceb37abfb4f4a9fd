import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScoreColour } from '../../../../shared/reputation';
import { relativeTime } from '../../ui/relativeTime';

interface Props {
  authorId: string;
  name: string;
  avatar: string;
  handle?: string;
  verified?: boolean;
  reputation: number;
  colour: ScoreColour;
  createdAt: string;
  edited?: boolean;
  avatarSize: number;
  /** Shown after the time, e.g. the post's Inner Circle mark. */
  mark?: ReactNode;
}

/** Who wrote a post or comment and when: avatar and name link to the author's profile. */
export function AuthorLine({ authorId, name, avatar, handle, verified, reputation, colour, createdAt, edited, avatarSize, mark }: Props) {
  const { t, i18n } = useTranslation('posts');
  const profile = `/profile/${authorId}`;
  return (
    <div className="author-line">
      <Link to={profile} tabIndex={-1} aria-hidden="true">
        <img className="author-line__avatar" src={avatar} alt="" width={avatarSize} height={avatarSize} />
      </Link>
      <div className="author-line__text">
        <Link to={profile} className="author-line__name">
          {name}
        </Link>
        {verified && (
          <span className="verified-badge" title={t('card.verified')} aria-label={t('card.verified')} role="img">
            ✓
          </span>
        )}
        {handle && <span className="author-line__muted">{handle}</span>}
        <span className={`author-line__score score-chip score-chip--${colour}`} title={t('card.reputation')} aria-label={t('card.reputationValue', { score: reputation })}>
          {reputation}
        </span>
        <time className="author-line__muted" dateTime={createdAt} title={new Date(createdAt).toLocaleString(i18n.language)}>
          {relativeTime(createdAt, new Date(), i18n.language)}
        </time>
        {edited && <span className="author-line__muted">{t('card.edited')}</span>}
        {mark}
      </div>
    </div>
  );
}
