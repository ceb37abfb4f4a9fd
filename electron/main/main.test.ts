import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INVOKE_CHANNELS, SEND_CHANNELS } from '../channels';
import { createElectronDouble, FakeWebContents, type ElectronDouble, type MenuDouble } from './electron-double';
import type { IpcEvent } from './ipc';
import { LOCAL_SCHEME, localPageUrl } from './localPages';
import { DESKTOP_CSP, secureWebPreferences, SESSION_PARTITION } from './security';
import { desktopTexts } from './texts';

// The composition root, loaded against a stand-in for Electron (electron-double.ts) and a temporary
// userData folder: each test launches the app afresh and checks one piece of wiring a citizen relies on.

const SERVER = 'https://city.example';
const userDataFolders: string[] = [];

interface Launch {
  /** settings.json as a previous run left it. */
  saved?: Record<string, unknown>;
  lockGranted?: boolean;
}

/** Starts main.ts in a fresh module registry, as a new process would (its state lives in the module). */
function launch({ saved, lockGranted = true }: Launch = {}): ElectronDouble {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'city-desktop-'));
  userDataFolders.push(userData);
  if (saved) fs.writeFileSync(path.join(userData, 'settings.json'), JSON.stringify(saved));
  const electron = createElectronDouble({ userData, lockGranted });
  jest.isolateModules(() => {
    jest.doMock('electron', () => electron.electronModule);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- main.ts runs on load, once per launch
    require('./main');
  });
  return electron;
}

async function launchReady(options?: Launch): Promise<ElectronDouble> {
  const electron = launch(options);
  await electron.becomeReady();
  return electron;
}

const savedSettings = (electron: ElectronDouble) => JSON.parse(fs.readFileSync(path.join(electron.app.getPath(), 'settings.json'), 'utf8'));
const labels = (menu: MenuDouble | undefined) => menu?.template.map((item) => item.label).filter(Boolean);
const mainWindow = (electron: ElectronDouble) => electron.windows[0];

/** An IPC event from the top frame of a page of the server, in the web contents `senderId`. */
const ipcEvent = (senderId: number): IpcEvent => ({ sender: { id: senderId }, senderFrame: { url: `${SERVER}/feed`, parent: null } });

/** A navigation event that remembers whether a listener prevented it. */
function navigation(url: string) {
  const event = { url, isMainFrame: true, prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
}

afterEach(() => {
  jest.restoreAllMocks();
  for (const folder of userDataFolders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('one running app', () => {
  it('claims the single-instance lock before waiting for Electron to be ready', () => {
    const electron = launch();
    expect(electron.steps).toEqual(['requestSingleInstanceLock', 'whenReady']);
    expect(electron.app.listeners.get('second-instance')).toHaveLength(1);
  });

  it('quits at once as a second instance, and starts nothing', async () => {
    const electron = launch({ lockGranted: false });
    await electron.becomeReady();
    expect(electron.steps).toEqual(['requestSingleInstanceLock', 'quit']);
    expect(electron.sessions.size).toBe(0);
    expect(electron.windows).toHaveLength(0);
  });

  it('brings the first instance’s main window forward when the app is launched again', async () => {
    const electron = await launchReady();
    mainWindow(electron).minimized = true;
    electron.app.emit('second-instance');
    expect(mainWindow(electron).calls).toEqual(['restore', 'show', 'focus']);
    expect(electron.windows).toHaveLength(1);
  });
});

describe('the city’s session', () => {
  it('registers the local scheme as privileged before ready, and serves its pages from the city’s session once ready', async () => {
    const electron = launch();
    expect(electron.privilegedSchemes).toEqual([{ scheme: LOCAL_SCHEME, privileges: { standard: true, secure: true } }]);
    expect(electron.sessions.size).toBe(0);

    await electron.becomeReady();
    expect([...electron.sessions.keys()]).toEqual([SESSION_PARTITION]);
    const serve = electron.sessions.get(SESSION_PARTITION)?.protocolHandlers.get(LOCAL_SCHEME);
    const page = serve?.({ url: localPageUrl('setup') });
    expect(page?.status).toBe(200);
    expect(await page?.text()).toContain(desktopTexts('en').setup.title);
  });

  it('allows notifications asked by the server’s pages and refuses the camera, on request and on check', async () => {
    const city = (await launchReady({ saved: { serverAddress: SERVER } })).sessions.get(SESSION_PARTITION);
    const request = (permission: string, requestingUrl: string) => {
      const answers: boolean[] = [];
      city?.permissionRequestHandler?.({}, permission, (granted) => void answers.push(granted), { requestingUrl });
      return answers;
    };
    expect(request('notifications', `${SERVER}/feed`)).toEqual([true]);
    expect(request('media', `${SERVER}/feed`)).toEqual([false]);
    expect(request('notifications', 'https://elsewhere.example/')).toEqual([false]);
    expect(city?.permissionCheckHandler?.({}, 'notifications', SERVER)).toBe(true);
    expect(city?.permissionCheckHandler?.({}, 'media', SERVER)).toBe(false);
  });

  it('adds the desktop’s content security policy to the server’s responses that have none', async () => {
    const city = (await launchReady({ saved: { serverAddress: SERVER } })).sessions.get(SESSION_PARTITION);
    const headersOf = (url: string) => {
      let answered: Record<string, string[] | string> | undefined;
      city?.headersReceived?.({ url, responseHeaders: { 'Content-Type': ['text/html'] } }, ({ responseHeaders }) => (answered = responseHeaders));
      return answered;
    };
    expect(headersOf(`${SERVER}/`)).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [DESKTOP_CSP] });
    expect(headersOf('https://elsewhere.example/')).toEqual({ 'Content-Type': ['text/html'] });
  });
});

describe('the main window', () => {
  it('is made with the secure web preferences and the preload next to the main process', async () => {
    const { webPreferences } = mainWindow(await launchReady()).options;
    expect(webPreferences).toEqual(secureWebPreferences(path.join(__dirname, 'preload.cjs')));
    expect(webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, partition: SESSION_PARTITION });
  });

  it('shows the setup page while no server address is saved', async () => {
    expect(mainWindow(await launchReady()).webContents.loads).toEqual([localPageUrl('setup')]);
  });

  it('shows the server’s page once an address is saved', async () => {
    expect(mainWindow(await launchReady({ saved: { serverAddress: SERVER } })).webContents.loads).toEqual([`${SERVER}/`]);
  });
});

describe('IPC', () => {
  it('listens on every channel the preload sends and invokes on', async () => {
    const electron = await launchReady();
    expect([...electron.ipcListeners.keys()].sort()).toEqual(Object.values(SEND_CHANNELS).sort());
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(Object.values(INVOKE_CHANNELS).sort());
  });

  it('refuses a message from web contents that are not one of the app’s windows', async () => {
    const electron = await launchReady({ saved: { serverAddress: SERVER } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const stranger = new FakeWebContents();
    electron.ipcListeners.get(SEND_CHANNELS.setLanguage)?.(ipcEvent(stranger.id), 'fr');
    expect(warn).toHaveBeenCalledWith(`desktop: refused a message on ${SEND_CHANNELS.setLanguage} (sender)`);
    expect(savedSettings(electron).language).toBeUndefined();
    expect(electron.applicationMenus).toHaveLength(1);
  });
});

describe('the tray and the menus', () => {
  it('are made in the citizen’s language, and made again in French when the app switches to it', async () => {
    const electron = await launchReady({ saved: { serverAddress: SERVER } });
    const [tray] = electron.trays;
    const [en, fr] = [desktopTexts('en'), desktopTexts('fr')];
    expect(labels(tray.contextMenus.at(-1))).toEqual([en.tray.open, en.tray.notifications, en.tray.quit]);
    expect(labels(electron.applicationMenus.at(-1))).toEqual([en.menu.city, en.menu.edit, en.menu.view, en.menu.window]);

    electron.ipcListeners.get(SEND_CHANNELS.setLanguage)?.(ipcEvent(mainWindow(electron).webContents.id), 'fr');
    expect(labels(tray.contextMenus.at(-1))).toEqual([fr.tray.open, fr.tray.notifications, fr.tray.quit]);
    expect(labels(electron.applicationMenus.at(-1))).toEqual([fr.menu.city, fr.menu.edit, fr.menu.view, fr.menu.window]);
    expect(savedSettings(electron).language).toBe('fr');
  });
});

describe('every web contents the app makes', () => {
  /** A new web contents, as Electron announces it to the app. */
  async function createdContents() {
    const electron = await launchReady({ saved: { serverAddress: SERVER } });
    const contents = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    return contents;
  }

  it('may not navigate to another site, and may within the server', async () => {
    const contents = await createdContents();
    await contents.loadURL(`${SERVER}/feed`);
    const [elsewhere, withinServer] = [navigation('https://elsewhere.example/'), navigation(`${SERVER}/explore`)];
    contents.emit('will-navigate', elsewhere);
    contents.emit('will-navigate', withinServer);
    expect(elsewhere.prevented).toBe(true);
    expect(withinServer.prevented).toBe(false);
  });

  it('shows the unreachable page when the server’s page fails to load, and Retry loads that page again', async () => {
    const contents = await createdContents();
    contents.emit('did-fail-load', {}, -105, 'ERR_NAME_NOT_RESOLVED', `${SERVER}/feed`, true);
    expect(contents.loads).toEqual([localPageUrl('unreachable')]);

    contents.emit('will-navigate', navigation('city-desktop://app/retry'));
    expect(contents.loads).toEqual([localPageUrl('unreachable'), `${SERVER}/feed`]);
  });
});

describe('closing the last window', () => {
  /** Closes every window while the app runs on `platform`. */
  function closeAllWindows(electron: ElectronDouble, platform: NodeJS.Platform) {
    const running = Object.getOwnPropertyDescriptor(process, 'platform') as PropertyDescriptor;
    Object.defineProperty(process, 'platform', { ...running, value: platform });
    try {
      electron.app.emit('window-all-closed');
    } finally {
      Object.defineProperty(process, 'platform', running);
    }
  }

  it('quits the app on Windows and Linux', async () => {
    const electron = await launchReady();
    closeAllWindows(electron, 'win32');
    closeAllWindows(electron, 'linux');
    expect(electron.steps.filter((step) => step === 'quit')).toHaveLength(2);
  });

  it('keeps it running on macOS, as Mac apps do', async () => {
    const electron = await launchReady();
    closeAllWindows(electron, 'darwin');
    expect(electron.steps).not.toContain('quit');
  });
});
