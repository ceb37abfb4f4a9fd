import { NAVIGATE_CHANNEL } from '../channels';
import { isServerUrl } from './origin';
import type { SettingsStore, WindowBounds } from './settings';

// The app's windows: one main window (remembering its size and place), and one native window per
// admin page opened from it (opening the same page again brings its window forward).

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of Electron's BrowserWindow the app uses. */
export interface AppWindow {
  readonly webContents: { readonly id: number; send(channel: string, ...args: unknown[]): void; getURL(): string };
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
  restore(): void;
  maximize(): void;
  isMinimized(): boolean;
  isFocused(): boolean;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  getNormalBounds(): Rectangle;
  on(event: 'close' | 'closed', listener: () => void): unknown;
}

export interface WindowOptions extends Partial<Rectangle> {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  backgroundColor: string;
  icon?: string;
}

export interface WindowManagerDeps {
  /** Makes a window with the app's secure web preferences (main.ts adds them). */
  createWindow(options: WindowOptions): AppWindow;
  /** The screens' usable areas now (screens come and go between launches). */
  workAreas(): Rectangle[];
  settings: SettingsStore;
  /** The server's page at `path`, or the first-run page while no server is set. */
  startUrl(path: string): string;
  icon?: string;
}

const MAIN_SIZE = { width: 1200, height: 820, minWidth: 360, minHeight: 480 };
const ADMIN_SIZE = { width: 980, height: 760, minWidth: 360, minHeight: 400 };
const BACKGROUND = '#f4f6fb';
/** How much of a remembered window must still be on a screen for it to open there. */
const VISIBLE_ENOUGH = { width: 120, height: 80 };

function overlap(a: Rectangle, b: Rectangle): Rectangle {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { x: 0, y: 0, width: Math.max(0, width), height: Math.max(0, height) };
}

/** Where the main window opens: where it was, if a screen still shows enough of it; else its size, centred. */
export function restoredBounds(saved: WindowBounds | undefined, workAreas: Rectangle[]): Partial<Rectangle> & { width: number; height: number } {
  if (!saved) return { width: MAIN_SIZE.width, height: MAIN_SIZE.height };
  const onScreen = workAreas.some((area) => {
    const shown = overlap(saved, area);
    return shown.width >= VISIBLE_ENOUGH.width && shown.height >= VISIBLE_ENOUGH.height;
  });
  if (onScreen) return { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
  const largest = workAreas.reduce((best, area) => (area.width * area.height > best.width * best.height ? area : best), { ...MAIN_SIZE, x: 0, y: 0 });
  return { width: Math.min(saved.width, largest.width), height: Math.min(saved.height, largest.height) };
}

function bringForward(window: AppWindow) {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

export function createWindowManager(deps: WindowManagerDeps) {
  let main: AppWindow | null = null;
  const adminWindows = new Map<string, AppWindow>();
  const live = (window: AppWindow | null): window is AppWindow => window !== null && !window.isDestroyed();

  function createMain(path: string): AppWindow {
    const saved = deps.settings.get().mainWindow;
    const window = deps.createWindow({ ...MAIN_SIZE, ...restoredBounds(saved, deps.workAreas()), backgroundColor: BACKGROUND, icon: deps.icon });
    if (saved?.maximized) window.maximize();
    window.on('close', () => deps.settings.update({ mainWindow: { ...window.getNormalBounds(), maximized: window.isMaximized() } }));
    window.on('closed', () => {
      if (main === window) main = null;
    });
    void window.loadURL(deps.startUrl(path));
    return window;
  }

  return {
    /**
     * Brings the main window forward (making it if it was closed), on `path` if given: a page of the
     * server already showing is asked to go there, anything else (a local page) loads it.
     */
    showMain(path?: string): AppWindow {
      if (!live(main)) {
        main = createMain(path ?? '/');
        return main;
      }
      bringForward(main);
      if (path) {
        const showingServer = isServerUrl(main.webContents.getURL(), deps.settings.get().serverAddress ?? null);
        if (showingServer) main.webContents.send(NAVIGATE_CHANNEL, path);
        else void main.loadURL(deps.startUrl(path));
      }
      return main;
    },

    /** Loads the start page again in the main window (after the server's address changed, or Retry). */
    reloadMain(path = '/'): void {
      if (live(main)) void main.loadURL(deps.startUrl(path));
      else main = createMain(path);
    },

    /** Loads a local page in the main window. */
    showPage(url: string): void {
      const window = live(main) ? main : (main = createMain('/'));
      bringForward(window);
      void window.loadURL(url);
    },

    /** An admin page in a native window of its own; the same page asked again brings its window forward. */
    openAdminWindow(path: string): AppWindow {
      const existing = adminWindows.get(path);
      if (live(existing ?? null)) {
        bringForward(existing as AppWindow);
        return existing as AppWindow;
      }
      const window = deps.createWindow({ ...ADMIN_SIZE, backgroundColor: BACKGROUND, icon: deps.icon });
      adminWindows.set(path, window);
      window.on('closed', () => {
        if (adminWindows.get(path) === window) adminWindows.delete(path);
      });
      void window.loadURL(deps.startUrl(path));
      return window;
    },

    mainWindow: (): AppWindow | null => (live(main) ? main : null),

    /** Every open window of the app, the main one first. */
    windows(): AppWindow[] {
      return [main, ...adminWindows.values()].filter(live);
    },

    /** Whether `contentsId` is the web contents of one of the app's windows (IPC answers no one else). */
    ownsContents(contentsId: number): boolean {
      return this.windows().some((window) => window.webContents.id === contentsId);
    },

    /** The citizen is looking at the app: one of its windows has the focus and is not minimised. */
    isInFront(): boolean {
      return this.windows().some((window) => window.isFocused() && !window.isMinimized());
    },
  };
}

export type WindowManager = ReturnType<typeof createWindowManager>;
