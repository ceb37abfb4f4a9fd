import type { MenuItemConstructorOptions } from 'electron';
import type { DesktopTexts } from './texts';

type Role = NonNullable<MenuItemConstructorOptions['role']>;

export type AppMenuItem = { label: string; submenu: AppMenuItem[] } | { label: string; click: () => void } | { role: Role } | { type: 'separator' };

const roles = (...names: Role[]): AppMenuItem[] => names.map((role) => ({ role }));

export interface AppMenuActions {
  changeServerAddress(): void;
}

/**
 * The app menu: the City menu (server address, reload, quit), the usual Edit menu (the keyboard's copy and
 * paste need it on macOS), View and Window. macOS puts the app's own menu first.
 */
export function appMenuTemplate(texts: DesktopTexts, platform: NodeJS.Platform, actions: AppMenuActions): AppMenuItem[] {
  const city: AppMenuItem = {
    label: texts.menu.city,
    submenu: [
      { label: texts.menu.serverAddress, click: actions.changeServerAddress },
      { type: 'separator' },
      { role: 'reload' },
      ...(platform === 'darwin' ? [] : [{ type: 'separator' } as const, ...roles('quit')]),
    ],
  };
  const edit: AppMenuItem = { label: texts.menu.edit, submenu: roles('undo', 'redo', 'cut', 'copy', 'paste', 'selectAll') };
  const view: AppMenuItem = {
    label: texts.menu.view,
    submenu: roles('resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'),
  };
  const window: AppMenuItem = { label: texts.menu.window, submenu: roles('minimize', 'close') };
  return [...(platform === 'darwin' ? roles('appMenu') : []), city, edit, view, window];
}
