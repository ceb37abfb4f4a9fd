import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogoutMutation } from '../../features/auth/endpoints';
import { useCurrentUser } from '../../features/auth/currentUser';
import { useMenuButton } from '../useMenuButton';

/** The avatar button and its menu: Profile, Settings, Help, Admin (admins only), Logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown } = useMenuButton();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const menuId = useId();
  const links = [
    { to: `/profile/${user.uid}`, label: t('menu.profile') },
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
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-label={t('menu.open')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <img src={user.avatarUrl} alt="" width={36} height={36} />
      </button>
      {open && (
        <div id={menuId} ref={menuRef} className="avatar-menu__list" role="menu" aria-label={t('menu.open')} onKeyDown={onMenuKeyDown}>
          <div className="avatar-menu__who" aria-hidden="true">
            <strong>{user.username}</strong>
            <span>{user.handle}</span>
          </div>
          {links.map((link) => (
            <Link key={link.to} role="menuitem" tabIndex={-1} to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          ))}
          <button role="menuitem" tabIndex={-1} type="button" disabled={loggingOut} onClick={onLogout}>
            {t('menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
