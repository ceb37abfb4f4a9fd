import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { unreadBadgeText } from '../../../../shared/badge';
import { useConversationsQuery } from '../../features/embassy';
import { useNotificationsQuery } from '../../features/notifications';
import { useUpdateMeMutation } from '../../features/settings';
import { desktop } from '../../platform/desktop';
import { LineIcon, type IconName } from '../../ui/icons';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { BrandLink } from '../../ui/Logo';
import { AvatarMenu } from './AvatarMenu';
import { SearchBox } from './SearchBox';
import './header.css';

/** The signed-in header: home, search, the city's places, language and the avatar menu. */
export function Header() {
  const { t } = useTranslation();
  const [updateMe] = useUpdateMeMutation();
  const unread = useNotificationsQuery().data?.unreadCount ?? 0;
  const badge = unreadBadgeText(unread);
  const messagesBadge = unreadBadgeText(useConversationsQuery().data?.unreadCount ?? 0);

  useEffect(() => {
    desktop.setUnreadBadge(unread);
    return () => desktop.setUnreadBadge(0); // signed out (or unmounted): nothing to count
  }, [unread]);

  const places: { to: string; label: string; icon: IconName; badge?: string | null }[] = [
    { to: '/guilds/create', label: t('nav.createGuild'), icon: 'guild' },
    { to: '/embassy', label: messagesBadge ? t('nav.embassyUnread', { badge: messagesBadge }) : t('nav.embassy'), icon: 'embassy', badge: messagesBadge },
    { to: '/explore', label: t('nav.explore'), icon: 'explore' },
  ];

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <BrandLink to="/app" />
        <SearchBox />
        <nav className="app-header__nav" aria-label={t('nav.label')}>
          {places.map((place) => (
            <NavLink key={place.to} to={place.to} className="icon-link" aria-label={place.label} title={place.label}>
              <LineIcon name={place.icon} />
              {place.badge && (
                <span className="icon-link__badge" data-testid="messages-badge" aria-hidden="true">
                  {place.badge}
                </span>
              )}
            </NavLink>
          ))}
          <NavLink
            to="/notifications"
            className="icon-link"
            aria-label={badge ? t('nav.notificationsUnread', { badge }) : t('nav.notifications')}
            title={t('nav.notifications')}
          >
            <LineIcon name="bell" />
            {badge && (
              <span className="icon-link__badge" data-testid="unread-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </NavLink>
        </nav>
        {/* The account remembers the language too, for its emails and other devices. */}
        <LanguageSwitcher onChange={(language) => void updateMe({ language })} />
        <AvatarMenu />
      </div>
    </header>
  );
}
