import { INVOKE_CHANNELS, NAVIGATE_CHANNEL, SEND_CHANNELS } from '../channels';
import { createBridge, type RendererIpc } from './bridge';
import { openClickedExternalLinks } from './externalLinks';

/** An ipcRenderer double recording what the bridge sends, and able to deliver the main process's navigate message. */
function recordingIpc() {
  const sent: unknown[][] = [];
  const listeners = new Set<(event: unknown, ...args: unknown[]) => void>();
  const ipc: RendererIpc = {
    send: (channel, ...args) => void sent.push([channel, ...args]),
    invoke: async (channel, ...args) => {
      sent.push([channel, ...args]);
      return channel === INVOKE_CHANNELS.getNativeNotifications ? true : undefined;
    },
    on: (_channel, listener) => void listeners.add(listener),
    removeListener: (_channel, listener) => void listeners.delete(listener),
  };
  const navigate = (path: unknown) => listeners.forEach((listener) => listener({}, path));
  return { ipc, sent, navigate, listeners };
}

describe('window.desktop', () => {
  it('is exactly the bridge’s methods, each sending on its own channel', async () => {
    const { ipc, sent } = recordingIpc();
    const bridge = createBridge(ipc);
    expect(Object.keys(bridge).sort()).toEqual(
      ['getNativeNotifications', 'notify', 'onNavigate', 'openWindow', 'setLanguage', 'setNativeNotifications', 'setUnreadBadge'].sort(),
    );
    bridge.setUnreadBadge(3);
    bridge.openWindow('/admin/reports/r-1');
    bridge.notify({ id: 'n-1', title: 'Amara', body: 'Amara started following you', path: '/profile/u-1' });
    bridge.setLanguage('fr');
    expect(await bridge.getNativeNotifications()).toBe(true);
    await bridge.setNativeNotifications(false);
    expect(sent).toEqual([
      [SEND_CHANNELS.setUnreadBadge, 3],
      [SEND_CHANNELS.openWindow, '/admin/reports/r-1'],
      [SEND_CHANNELS.notify, { id: 'n-1', title: 'Amara', body: 'Amara started following you', path: '/profile/u-1' }],
      [SEND_CHANNELS.setLanguage, 'fr'],
      [INVOKE_CHANNELS.getNativeNotifications],
      [INVOKE_CHANNELS.setNativeNotifications, false],
    ]);
  });

  it('passes the main process’s navigate requests to the page, app paths only, until unsubscribed', () => {
    const { ipc, navigate, listeners } = recordingIpc();
    const paths: string[] = [];
    const unsubscribe = createBridge(ipc).onNavigate((path) => paths.push(path));
    navigate('/post/p-1');
    navigate('https://evil.example/');
    navigate('//evil.example/');
    navigate({ path: '/app' });
    expect(paths).toEqual(['/post/p-1']);
    unsubscribe();
    expect(listeners.size).toBe(0);
    expect(NAVIGATE_CHANNEL).toBe('desktop:navigate');
  });
});

describe('links to other sites', () => {
  function setup(pageOrigin = 'https://server.example') {
    const listeners: Record<string, (event: never) => void> = {};
    const opened: string[] = [];
    openClickedExternalLinks(
      { addEventListener: (type, listener) => void (listeners[type] = listener as (event: never) => void) },
      () => pageOrigin,
      (_channel, url) => void opened.push(url),
    );
    /** A click on a link to `href`; says whether the page's own handling was stopped. */
    const click = (href: string | null, { isTrusted = true, type = 'click', button = 0 } = {}) => {
      let prevented = false;
      const target = { closest: () => (href === null ? null : { href }) };
      (listeners[type] as (event: unknown) => void)({ type, isTrusted, button, target, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return { click, opened };
  }

  it('open in the system browser when the citizen clicked them', () => {
    const { click, opened } = setup();
    expect(click('https://example.org/market')).toBe(true);
    expect(click('http://example.org/', { type: 'auxclick', button: 1 })).toBe(true);
    expect(opened).toEqual(['https://example.org/market', 'http://example.org/']);
  });

  it('never when a script made the click, nor for the city’s own links or other schemes', () => {
    const { click, opened } = setup();
    expect(click('https://example.org/', { isTrusted: false })).toBe(false);
    expect(click('https://server.example/post/1')).toBe(false);
    expect(click('https://server.example.evil/')).toBe(true); // another site: the system browser, not the app
    expect(click('file:///etc/passwd')).toBe(false);
    expect(click('javascript:alert(1)')).toBe(false);
    expect(click(null)).toBe(false);
    expect(click('https://example.org/', { type: 'auxclick', button: 2 })).toBe(false);
    expect(opened).toEqual(['https://server.example.evil/']);
  });
});
