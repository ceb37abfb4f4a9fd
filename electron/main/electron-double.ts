import type { IpcEvent } from './ipc';

// A stand-in for the `electron` module, for main.test.ts: Electron's binary cannot run in the tests, so
// main.ts is loaded against these recording doubles, and the test plays the platform's part (ready,
// second launches, events, IPC messages) and reads back what main.ts asked of it.

type Listener = (...args: never[]) => unknown;
type Headers = Record<string, string[] | string>;
type ProtocolHandler = (request: { url: string }) => Response;

/** Listeners by event name, as Electron's objects keep them; `emit` calls them as Electron would. */
class Emitter {
  readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener) {
    const once = (...args: never[]) => {
      this.listeners.set(event, (this.listeners.get(event) ?? []).filter((kept) => kept !== once));
      return listener(...args);
    };
    return this.on(event, once);
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...args: unknown[]) => unknown)(...args);
  }
}

let lastContentsId = 0;

/** A web contents: remembers what it loaded and sent, and the guards' window-open handler. */
export class FakeWebContents extends Emitter {
  readonly id = ++lastContentsId;
  readonly loads: string[] = [];
  readonly sent: unknown[][] = [];
  url = '';
  windowOpenHandler: ((details: { url: string }) => unknown) | null = null;

  getURL = () => this.url;
  loadURL = (url: string) => {
    this.loads.push(url);
    this.url = url;
    return Promise.resolve();
  };
  send = (...message: unknown[]) => void this.sent.push(message);
  setWindowOpenHandler = (handler: (details: { url: string }) => unknown) => void (this.windowOpenHandler = handler);
}

/** What main.ts hands to the city's session. */
interface SessionRecord {
  protocolHandlers: Map<string, ProtocolHandler>;
  permissionRequestHandler?: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string }) => void;
  permissionCheckHandler?: (contents: unknown, permission: string, requestingOrigin: string) => boolean;
  headersReceived?: (details: { url: string; responseHeaders?: Headers }, callback: (response: { responseHeaders: Headers }) => void) => void;
}

export interface MenuDouble {
  template: { label?: string }[];
}

export interface DoubleOptions {
  userData: string;
  /** Whether this process gets the single-instance lock (false: another instance runs already). */
  lockGranted: boolean;
}

export function createElectronDouble({ userData, lockGranted }: DoubleOptions) {
  /** The calls that must come in a given order, by name. */
  const steps: string[] = [];
  let becomeReady = () => {};
  const ready = new Promise<void>((resolve) => (becomeReady = resolve));

  const app = Object.assign(new Emitter(), {
    // userData is the only folder main.ts asks for (its settings file).
    getPath: () => userData,
    getLocale: () => 'en-US',
    setAppUserModelId: () => {},
    requestSingleInstanceLock: () => {
      steps.push('requestSingleInstanceLock');
      return lockGranted;
    },
    quit: () => void steps.push('quit'),
    whenReady: () => {
      steps.push('whenReady');
      return ready;
    },
    setBadgeCount: () => true,
  });

  const windows: FakeBrowserWindow[] = [];
  class FakeBrowserWindow extends Emitter {
    readonly webContents = new FakeWebContents();
    readonly calls: string[] = [];
    minimized = false;
    constructor(readonly options: { webPreferences?: Record<string, unknown> }) {
      super();
      windows.push(this);
    }
    loadURL = (url: string) => this.webContents.loadURL(url);
    show = () => void this.calls.push('show');
    focus = () => void this.calls.push('focus');
    restore = () => void this.calls.push('restore');
    maximize = () => void this.calls.push('maximize');
    isMinimized = () => this.minimized;
    isFocused = () => false;
    isMaximized = () => false;
    isDestroyed = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 820 });
    setOverlayIcon = () => {};
  }

  const trays: FakeTray[] = [];
  class FakeTray extends Emitter {
    readonly contextMenus: MenuDouble[] = [];
    constructor(readonly image: unknown) {
      super();
      trays.push(this);
    }
    setContextMenu = (menu: MenuDouble) => void this.contextMenus.push(menu);
    setImage = () => {};
    setToolTip = () => {};
    setTitle = () => {};
  }

  const sessions = new Map<string, SessionRecord>();
  const fromPartition = (partition: string) => {
    const record: SessionRecord = sessions.get(partition) ?? { protocolHandlers: new Map() };
    sessions.set(partition, record);
    return {
      protocol: { handle: (scheme: string, handler: ProtocolHandler) => void record.protocolHandlers.set(scheme, handler) },
      setPermissionRequestHandler: (handler: SessionRecord['permissionRequestHandler']) => void (record.permissionRequestHandler = handler),
      setPermissionCheckHandler: (handler: SessionRecord['permissionCheckHandler']) => void (record.permissionCheckHandler = handler),
      webRequest: { onHeadersReceived: (listener: SessionRecord['headersReceived']) => void (record.headersReceived = listener) },
    };
  };

  const privilegedSchemes: unknown[] = [];
  const applicationMenus: MenuDouble[] = [];
  const ipcListeners = new Map<string, (event: IpcEvent, ...args: unknown[]) => void>();
  const ipcHandlers = new Map<string, (event: IpcEvent, ...args: unknown[]) => unknown>();

  /** What main.ts imports from 'electron'. */
  const electronModule = {
    app,
    BrowserWindow: FakeBrowserWindow,
    Tray: FakeTray,
    session: { fromPartition },
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => void privilegedSchemes.push(...schemes) },
    ipcMain: {
      on: (channel: string, listener: (event: IpcEvent, ...args: unknown[]) => void) => void ipcListeners.set(channel, listener),
      handle: (channel: string, handler: (event: IpcEvent, ...args: unknown[]) => unknown) => void ipcHandlers.set(channel, handler),
    },
    Menu: {
      buildFromTemplate: (template: MenuDouble['template']): MenuDouble => ({ template }),
      setApplicationMenu: (menu: MenuDouble) => void applicationMenus.push(menu),
    },
    nativeImage: { createFromPath: (file: string) => ({ file }), createFromDataURL: () => ({ isEmpty: () => true }) },
    // No notifications here: the notifier is tested on its own (notifications.test.ts).
    Notification: { isSupported: () => false },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    shell: { openExternal: () => Promise.resolve() },
  };

  return {
    electronModule,
    app,
    steps,
    windows,
    trays,
    sessions,
    privilegedSchemes,
    applicationMenus,
    ipcListeners,
    ipcHandlers,
    /** Electron is ready: resolves whenReady, and waits for what main.ts chained on it. */
    async becomeReady() {
      becomeReady();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

export type ElectronDouble = ReturnType<typeof createElectronDouble>;
