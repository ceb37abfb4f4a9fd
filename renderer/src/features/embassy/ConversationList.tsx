import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { unreadBadgeText } from '../../../../shared/badge';
import type { Conversation } from '../../../../shared/conversations';
import { relativeTime } from '../../ui/relativeTime';

/** My conversations, newest first: the other citizen, the last message, the unread count. */
export function ConversationList({ conversations, now }: { conversations: Conversation[]; now: Date }) {
  const { t, i18n } = useTranslation('embassy');
  if (conversations.length === 0) {
    return (
      <div className="embassy-empty">
        <p className="embassy-empty__title">{t('empty.title')}</p>
        <p>{t('empty.hint')}</p>
      </div>
    );
  }
  return (
    <ul className="conversation-list" aria-label={t('listLabel')}>
      {conversations.map((conversation) => {
        const { other, lastMessage } = conversation;
        const badge = unreadBadgeText(conversation.unreadCount);
        const preview = lastMessage ? (lastMessage.senderId === other.uid ? lastMessage.text : t('you', { text: lastMessage.text })) : t('noMessages');
        return (
          <li key={conversation.id}>
            <NavLink to={`/embassy/${conversation.id}`} className={`conversation-item${badge ? ' conversation-item--unread' : ''}`}>
              <img src={other.avatarUrl} alt="" width={44} height={44} />
              <span className="conversation-item__body">
                <span className="conversation-item__top">
                  <span className="conversation-item__name">{other.username}</span>
                  <time dateTime={conversation.updatedAt}>{relativeTime(conversation.updatedAt, now, i18n.language)}</time>
                </span>
                <span className="conversation-item__bottom">
                  <span className="conversation-item__preview">{preview}</span>
                  {badge && (
                    <span className="conversation-item__badge" aria-label={t('unread', { count: conversation.unreadCount })}>
                      {badge}
                    </span>
                  )}
                </span>
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
