import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { postScoreColour } from '../../../../shared/reputation';
import type { ReportedItem, ReportItemType } from '../../../../shared/reports';
import { relativeTime } from '../../ui/relativeTime';

/** The reported item in context: its author and their reputation, its text and image, and where it lives. */
export function ReportedItemView({ itemType, item }: { itemType: ReportItemType; item: ReportedItem | null }) {
  const { t, i18n } = useTranslation('admin');
  if (!item) return <p className="admin-item__gone">{t('reports.gone')}</p>;
  const { author } = item;
  return (
    <div className="admin-reported">
      <div className="admin-reported__author">
        <Link to={`/profile/${author.uid}`}>{author.username}</Link>
        <span className="admin-muted">{author.handle}</span>
        <span
          className={`score-chip score-chip--${postScoreColour(author.reputation)}`}
          role="img"
          title={t('reports.reputation', { score: author.reputation })}
          aria-label={t('reports.reputation', { score: author.reputation })}
        >
          {author.reputation}
        </span>
        <time className="admin-muted" dateTime={item.createdAt}>
          {relativeTime(item.createdAt, new Date(), i18n.language)}
        </time>
      </div>
      {item.text && <p className="admin-reported__text">{item.text}</p>}
      {item.imageUrl && <img className="admin-reported__image" src={item.imageUrl} alt="" loading="lazy" />}
      {itemType === 'message' ? (
        <p className="admin-muted">{t('reports.inConversation')}</p>
      ) : (
        item.postId && <Link to={`/post/${item.postId}`}>{t('reports.openPost')}</Link>
      )}
    </div>
  );
}
