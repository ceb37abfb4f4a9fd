import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NAVIGATE_CHANNEL } from '../channels';
import { claimSingleInstance } from './lifecycle';
import { createSettingsStore } from './settings';
import { createWindowManager, restoredBounds, type AppWindow, type Rectangle, type WindowOptions } from './windows';

const SERVER = 'http://localhost:3000';
const SCREEN: Rectangle = { x: 0, y: 0, width: 1920, height: 1040 };

/** A window double: records what was loaded, sent and asked of it, and can be closed like a real one. */
class RecordingWindow implements AppWindow {
  static nextId = 1;
  readonly loaded: string[] = [];
  readonly sent: unknown[][] = [];
  minimized = false;
  focused = false;
  maximized = false;
  destroyed = false;
  bounds: Rectangle;
  private listeners: Record<string, (() => void)[]> = {};
  readonly webContents = { id: RecordingWindow.nextId++, send: (...args: unknown[]) => void this.sent.push(args), getURL: () => this.loaded.at(-1) ?? '' };
  constructor(readonly options: WindowOptions) {
    this.bounds = { x: options.x ?? 100, y: options.y ?? 100, width: options.width, height: options.height };
  }
  loadURL = async (url: string) => void this.loaded.push(url);
  show = () => {};
  focus = () => void (this.focused = true);
  restore = () => void (this.minimized = false);
  maximize = () => void (this.maximized = true);
  isMinimized = () => this.minimized;
  isFocused = () => this.focused;
  isMaximized = () => this.maximized;
  isDestroyed = () => this.destroyed;
  getNormalBounds = () => this.bounds;
  on(event: string, listener: () => void) {
    (this.listeners[event] ??= []).push(listener);
  }
  close() {
    this.listeners.close?.forEach((listener) => listener());
    this.destroyed = true;
    this.listeners.closed?.forEach((listener) => listener());
  }
}

function setup(serverAddress: string | null = SERVER, settingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-')), 'settings.json')) {
  const settings = createSettingsStore(settingsFile);
  if (serverAddress) settings.update({ serverAddress });
  const created: RecordingWindow[] = [];
  const manager = createWindowManager({
    createWindow: (options) => {
      const window = new RecordingWindow(options);
      created.push(window);
      return window;
    },
    workAreas: () => [SCREEN],
    settings,
    startUrl: (page) => (settings.get().serverAddress ? new URL(page, settings.get().serverAddress).href : 'city-desktop://app/setup'),
  });
  return { manager, created, settings, settingsFile };
}

describe('the main window', () => {
  it('opens on the server, or on the first-run page while no server is set', () => {
    expect(setup().manager.showMain().webContents.getURL()).toBe(`${SERVER}/`);
    expect(setup(null).manager.showMain().webContents.getURL()).toBe('city-desktop://app/setup');
  });

  it('remembers its size and place across launches', () => {
    const first = setup();
    const window = first.manager.showMain() as RecordingWindow;
    window.bounds = { x: 240, y: 120, width: 1000, height: 700 };
    window.close();

    const next = setup(SERVER, first.settingsFile);
    const reopened = next.manager.showMain() as RecordingWindow;
    expect(reopened.options).toMatchObject({ x: 240, y: 120, width: 1000, height: 700 });
  });

  it('opens maximised when it was closed maximised', () => {
    const first = setup();
    const window = first.manager.showMain() as RecordingWindow;
    window.maximized = true;
    window.close();
    expect((setup(SERVER, first.settingsFile).manager.showMain() as RecordingWindow).maximized).toBe(true);
  });

  it('does not open off screen when the screen it was on is gone', () => {
    const saved = { x: 3000, y: 200, width: 1000, height: 700, maximized: false };
    expect(restoredBounds(saved, [SCREEN])).toEqual({ width: 1000, height: 700 });
    expect(restoredBounds({ ...saved, width: 4000 }, [SCREEN])).toEqual({ width: 1920, height: 700 });
    expect(restoredBounds({ ...saved, x: 1880 }, [SCREEN])).toEqual({ width: 1000, height: 700 }); // 40 px showing is not enough
    expect(restoredBounds({ ...saved, x: 1500 }, [SCREEN])).toEqual({ x: 1500, y: 200, width: 1000, height: 700 });
  });

  it('comes forward on a path: a server page is asked to go there, a local page loads it', () => {
    const { manager } = setup();
    const window = manager.showMain() as RecordingWindow;
    window.minimized = true;
    manager.showMain('/post/7');
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(true);
    expect(window.sent).toEqual([[NAVIGATE_CHANNEL, '/post/7']]);

    window.loaded.push('city-desktop://app/unreachable');
    manager.showMain('/notifications');
    expect(window.loaded.at(-1)).toBe(`${SERVER}/notifications`);
  });
});

describe('single instance', () => {
  function recordingApp(lockGranted: boolean) {
    const app = { quitCalls: 0, secondInstance: null as (() => void) | null };
    return Object.assign(app, {
      requestSingleInstanceLock: () => lockGranted,
      quit: () => void app.quitCalls++,
      on: (_event: 'second-instance', listener: () => void) => void (app.secondInstance = listener),
    });
  }

  it('a second launch quits at once', () => {
    const app = recordingApp(false);
    expect(claimSingleInstance(app, () => {})).toBe(false);
    expect(app.quitCalls).toBe(1);
  });

  it('the running app brings its main window forward when launched again', () => {
    const app = recordingApp(true);
    const { manager } = setup();
    const window = manager.showMain() as RecordingWindow;
    window.minimized = true;
    window.focused = false;
    expect(claimSingleInstance(app, () => manager.showMain())).toBe(true);
    app.secondInstance?.();
    expect(app.quitCalls).toBe(0);
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(true);
  });
});

describe('admin windows', () => {
  it('open each admin page once, in a window of its own on the server', () => {
    const { manager, created } = setup();
    const main = manager.showMain();
    const report = manager.openAdminWindow('/admin/reports/r-1') as RecordingWindow;
    expect(report).not.toBe(main);
    expect(report.loaded).toEqual([`${SERVER}/admin/reports/r-1`]);

    report.minimized = true;
    expect(manager.openAdminWindow('/admin/reports/r-1')).toBe(report);
    expect(report.minimized).toBe(false);
    expect(created).toHaveLength(2);

    manager.openAdminWindow('/admin/disputes/d-1');
    expect(created).toHaveLength(3);
    expect(manager.windows()).toHaveLength(3);
  });

  it('a closed admin window opens anew, and stops counting as the app’s', () => {
    const { manager, created } = setup();
    manager.showMain();
    const report = manager.openAdminWindow('/admin/reports/r-1') as RecordingWindow;
    expect(manager.ownsContents(report.webContents.id)).toBe(true);
    report.close();
    expect(manager.ownsContents(report.webContents.id)).toBe(false);
    expect(manager.openAdminWindow('/admin/reports/r-1')).not.toBe(report);
    expect(created).toHaveLength(3);
  });

  it('the app is in front when any of its windows has the focus', () => {
    const { manager } = setup();
    const main = manager.showMain() as RecordingWindow;
    const report = manager.openAdminWindow('/admin/reports/r-1') as RecordingWindow;
    main.focused = false;
    report.focused = false;
    expect(manager.isInFront()).toBe(false);
    report.focused = true;
    expect(manager.isInFront()).toBe(true);
    report.minimized = true;
    expect(manager.isInFront()).toBe(false);
  });
});
