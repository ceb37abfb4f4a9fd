import { useId, type ReactNode } from 'react';
import { useMenuButton } from './useMenuButton';
import './menu-button.css';

interface Props {
  /** The CSS block of this menu: `block`, `block__button` and `block__list` style it beyond the shared look. */
  block: string;
  /** The accessible name of the button and of its menu. */
  label: string;
  /** What the button shows. */
  face: ReactNode;
  /** The menu's `role="menuitem"` entries; `close` shuts the menu once one is chosen. */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a menu (the avatar's, a post's "…"), with useMenuButton's focus and keyboard rules. */
export function MenuButton({ block, label, face, children }: Props) {
  const { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown } = useMenuButton();
  const menuId = useId();
  return (
    <div className={`menu-button ${block}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${block}__button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {face}
      </button>
      {open && (
        <div id={menuId} ref={menuRef} className={`menu-button__list ${block}__list`} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
