import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogoutMutation } from '../../features/auth/endpoints';
import { useCurrentUser } from '../../features/auth/currentUser';

/**
 * The avatar button and its menu (WAI-ARIA menu button): arrows move between items,
 * Escape closes and returns focus to the button, a click outside closes it.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      Escape: close,
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
    };
    if (event.key === 'Tab') setOpen(false);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

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

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
