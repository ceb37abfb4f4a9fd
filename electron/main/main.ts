// The main process: puts the tested modules together with Electron's own objects. It decides nothing
// itself; every rule lives in a module that takes the Electron APIs it uses as parameters.
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, nativeImage, Notification, protocol, screen, session, shell, Tray, type NativeImage, type WebContents } from 'electron';
import { APP_ID } from '../appInfo';
import { createUnreadBadge } from './badge';
import { guardContents } from './guards';
import { iconPaths } from './icons';
import { registerIpc } from './ipc';
import { claimSingleInstance } from './lifecycle';
import { showUnreachableOnFailure } from './loading';
import { LOCAL_SCHEME, localPageUrl, serveLocalPage, type LocalAction } from './localPages';
import { appMenuTemplate } from './menu';
import { createNotifier } from './notifications';
import { parseServerAddress, serverPage } from './origin';
import { permissionAllowed, secureWebPreferences, SESSION_PARTITION, withContentSecurityPolicy } from './security';
import { createSettingsStore } from './settings';
import { desktopTexts, systemLanguage } from './texts';
import { trayMenuTemplate } from './tray';
import { createWindowManager, type WindowManager } from './windows';

const icons = iconPaths(path.join(__dirname, 'icons'));
const settings = createSettingsStore(path.join(app.getPath('userData'), 'settings.json'));
const serverAddress = () => settings.get().serverAddress ?? null;
const language = () => settings.get().language ?? systemLanguage(app.getLocale());
const texts = () => desktopTexts(language());
const startUrl = (pagePath: string) => {
  const address = serverAddress();
  return address ? serverPage(address, pagePath) : localPageUrl('setup');
};

if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
protocol.registerSchemesAsPrivileged([{ scheme: LOCAL_SCHEME, privileges: { standard: true, secure: true } }]);

let windows: WindowManager | null = null;
if (claimSingleInstance(app, () => windows?.showMain())) void app.whenReady().then(start);

function start() {
  const citySession = session.fromPartition(SESSION_PARTITION);
  citySession.protocol.handle(LOCAL_SCHEME, (request) => serveLocalPage(request.url, { language: language(), texts: texts(), serverAddress: serverAddress() }));
  citySession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl, serverAddress())),
  );
  citySession.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permissionAllowed(permission, requestingOrigin, serverAddress()));
  citySession.webRequest.onHeadersReceived((details, callback) =>
    callback({ responseHeaders: withContentSecurityPolicy(details.url, details.responseHeaders ?? {}, serverAddress()) }),
  );

  const manager = createWindowManager({
    createWindow: (options) => new BrowserWindow({ ...options, webPreferences: secureWebPreferences(path.join(__dirname, 'preload.cjs')) }),
    workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
    settings,
    startUrl,
    icon: process.platform === 'linux' ? icons.window : undefined,
  });
  windows = manager;

  const image = (file: string) => nativeImage.createFromPath(file);
  const tray = new Tray(image(icons.tray('')));
  const badge = createUnreadBadge({
    platform: process.platform,
    tray: () => tray,
    setBadgeCount: (count) => app.setBadgeCount(count),
    dock: app.dock,
    overlayWindow: () => manager.mainWindow() as BrowserWindow | null,
    trayImages: (text) => image(icons.tray(text)),
    overlayImages: (text) => image(icons.overlay(text)),
    texts,
  });

  const notifier = createNotifier<NativeImage>({
    isSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification(options),
    iconFromDataUrl: (dataUrl) => {
      const icon = nativeImage.createFromDataURL(dataUrl);
      return icon.isEmpty() ? undefined : icon;
    },
    enabled: () => settings.get().nativeNotifications,
    appInFront: () => manager.isInFront(),
    showMain: (pagePath) => manager.showMain(pagePath),
    openAdminWindow: (pagePath) => manager.openAdminWindow(pagePath),
  });

  /** Menus in the citizen's language: built again when it changes. */
  const buildMenus = () => {
    tray.setContextMenu(
      Menu.buildFromTemplate(
        trayMenuTemplate(texts(), {
          openApp: () => manager.showMain(),
          openNotifications: () => manager.showMain('/notifications'),
          quit: () => app.quit(),
        }),
      ),
    );
    const changeServerAddress = () => manager.showPage(localPageUrl('setup'));
    Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(texts(), process.platform, { changeServerAddress })));
    badge.refresh(true);
  };
  tray.on('click', () => manager.showMain());

  registerIpc(
    ipcMain,
    { serverAddress, ownsContents: (id) => manager.ownsContents(id) },
    {
      setUnreadBadge: (contentsId, count) => badge.report(contentsId, count),
      openWindow: (pagePath) => manager.openAdminWindow(pagePath),
      notify: (notification) => void notifier.notify(notification),
      setLanguage: (chosen) => {
        if (chosen === settings.get().language) return;
        settings.update({ language: chosen });
        buildMenus();
      },
      openExternal: (url) => void shell.openExternal(url),
      getNativeNotifications: () => settings.get().nativeNotifications,
      setNativeNotifications: (enabled) => void settings.update({ nativeNotifications: enabled }),
    },
    ({ channel, reason }) => console.warn(`desktop: refused a message on ${channel} (${reason})`),
  );

  // Every web contents the app ever makes gets the guards, the unreachable page, and leaves the badge when it goes.
  const failedLoads = new Map<number, string>();
  const runLocalAction = (contents: WebContents, action: LocalAction) => {
    if (action.kind === 'retry') return void contents.loadURL(failedLoads.get(contents.id) ?? startUrl('/'));
    const address = parseServerAddress(action.address);
    if (!address) return void contents.loadURL(localPageUrl('setup', { invalid: action.address }));
    settings.update({ serverAddress: address });
    void contents.loadURL(startUrl('/'));
  };
  app.on('web-contents-created', (_event, contents) => {
    guardContents(contents, { serverAddress, openAdminWindow: (pagePath) => manager.openAdminWindow(pagePath), runLocalAction: (action) => runLocalAction(contents, action) });
    showUnreachableOnFailure(contents, serverAddress, (url) => {
      failedLoads.set(contents.id, url);
      void contents.loadURL(localPageUrl('unreachable'));
    });
    const id = contents.id;
    contents.once('destroyed', () => {
      failedLoads.delete(id);
      badge.forget(id);
    });
  });

  manager.showMain();
  buildMenus();
  app.on('activate', () => manager.showMain());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
