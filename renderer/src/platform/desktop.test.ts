import type { DesktopBridge } from '../../../shared/desktop';

// Which `desktop` the renderer's features get: the desktop's bridge when the preload put one on
// window, else the browser's stand-in. The module reads window once, when it loads.
const globals = globalThis as { window?: unknown };

function loadPlatform(window: object): typeof import('./desktop') {
  globals.window = window;
  let platform: typeof import('./desktop') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh for each window
    platform = require('./desktop');
  });
  return platform as typeof import('./desktop');
}

afterEach(() => delete globals.window);

describe('the platform', () => {
  it('sends an admin item’s window to the desktop’s bridge when there is one', () => {
    const opened: string[] = [];
    const bridge = { openWindow: (path: string) => void opened.push(path) } as DesktopBridge;
    const platform = loadPlatform({ desktop: bridge, open: () => fail('no browser window in the desktop app') });
    platform.desktop.openWindow('/admin/reports/r-1');
    expect(opened).toEqual(['/admin/reports/r-1']);
    expect(platform.isDesktop).toBe(true);
  });

  it('opens a browser window in a browser, and the desktop-only calls do nothing', async () => {
    const opened: unknown[][] = [];
    const platform = loadPlatform({ open: (...args: unknown[]) => void opened.push(args) });
    platform.desktop.openWindow('/admin/reports/r-1');
    expect(opened).toEqual([['/admin/reports/r-1', '_blank', 'noopener']]);
    expect(platform.isDesktop).toBe(false);
    expect(() => platform.desktop.setUnreadBadge(3)).not.toThrow();
    expect(() => platform.desktop.notify({ id: 'n', title: 't', body: 'b', path: '/app' })).not.toThrow();
    expect(typeof platform.desktop.onNavigate(() => {})).toBe('function');
    expect(await platform.desktop.getNativeNotifications()).toBe(false);
  });
});
