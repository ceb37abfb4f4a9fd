import type { DesktopTexts } from './texts';

export interface TrayActions {
  openApp(): void;
  openNotifications(): void;
  quit(): void;
}

export type TrayMenuItem = { label: string; click: () => void } | { type: 'separator' };

/** The tray icon's menu: open the app, open the notifications, quit. */
export function trayMenuTemplate(texts: DesktopTexts, actions: TrayActions): TrayMenuItem[] {
  return [
    { label: texts.tray.open, click: actions.openApp },
    { label: texts.tray.notifications, click: actions.openNotifications },
    { type: 'separator' },
    { label: texts.tray.quit, click: actions.quit },
  ];
}
