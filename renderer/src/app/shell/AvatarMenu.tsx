import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unreadBadgeText } from '../../../../shared/badge';
import { useCurrentUser, useLogoutMutation } from '../../features/auth';
import { useFollowRequestsQuery } from '../../features/profile';
import { MenuButton } from '../../ui/MenuButton';

/** The avatar button and its menu: Profile, Settings, Help, Admin (admins only), Logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const requests = useFollowRequestsQuery().data?.length ?? 0;
  const links = [
    { to: `/profile/${user.uid}`, label: t('menu.profile') },
    ...(requests > 0 ? [{ to: '/notifications#follow-requests', label: t('menu.followRequests', { count: requests }) }] : []),
    { to: '/settings', label: t('menu.settings') },
    { to: '/help', label: t('menu.help') },
    ...(user.roles.admin ? [{ to: '/admin', label: t('menu.admin') }] : []),
  ];

  const onLogout = async () => {
    try {
      await logout().unwrap(); // the cache reset sends the app back to the signed-out routes
    } catch (error) {
      console.error('Logout failed', error);
    }
  };

  return (
    <MenuButton
      block="avatar-menu"
      label={requests > 0 ? t('menu.openWithRequests', { count: requests }) : t('menu.open')}
      face={
        <>
          <img src={user.avatarUrl} alt="" width={36} height={36} />
          {requests > 0 && (
            <span className="icon-link__badge" data-testid="follow-requests-badge" aria-hidden="true">
              {unreadBadgeText(requests)}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <>
          <div className="avatar-menu__who" aria-hidden="true">
            <strong>{user.username}</strong>
            <span>{user.handle}</span>
          </div>
          {links.map((link) => (
            <Link key={link.to} role="menuitem" tabIndex={-1} to={link.to} onClick={close}>
              {link.label}
            </Link>
          ))}
          <button role="menuitem" tabIndex={-1} type="button" disabled={loggingOut} onClick={onLogout}>
            {t('menu.logout')}
          </button>
        </>
      )}
    </MenuButton>
  );
}
