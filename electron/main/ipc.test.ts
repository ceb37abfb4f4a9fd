import { INVOKE_CHANNELS, SEND_CHANNELS } from '../channels';
import { registerIpc, type DesktopHandlers, type IpcEvent, type Refusal } from './ipc';

const SERVER = 'https://server.example';
const OUR_WINDOW = 7;

/** An ipcMain double: records the listeners, so a test sends messages as a renderer would. */
function setup() {
  const listeners = new Map<string, (event: IpcEvent, ...args: unknown[]) => unknown>();
  const ipcMain = {
    on: (channel: string, listener: (event: IpcEvent, ...args: unknown[]) => void) => void listeners.set(channel, listener),
    handle: (channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown) => void listeners.set(channel, listener),
  };
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const handlers: DesktopHandlers = {
    setUnreadBadge: record('setUnreadBadge'),
    openWindow: record('openWindow'),
    notify: record('notify'),
    setLanguage: record('setLanguage'),
    openExternal: record('openExternal'),
    getNativeNotifications: () => true,
    setNativeNotifications: record('setNativeNotifications'),
  };
  const refusals: Refusal[] = [];
  registerIpc(ipcMain, { serverAddress: () => SERVER, ownsContents: (id) => id === OUR_WINDOW }, handlers, (refusal) => void refusals.push(refusal));
  const send = (channel: string, args: unknown[], event: Partial<IpcEvent> = {}) =>
    listeners.get(channel)?.({ sender: { id: OUR_WINDOW }, senderFrame: { url: `${SERVER}/app`, parent: null }, ...event }, ...args);
  return { listeners, calls, refusals, send };
}

describe('IPC', () => {
  it('listens on the desktop’s channels and no others', () => {
    const { listeners } = setup();
    expect([...listeners.keys()].sort()).toEqual([...Object.values(SEND_CHANNELS), ...Object.values(INVOKE_CHANNELS)].sort());
  });

  it('carries out a well-formed message from the top frame of one of the app’s windows on the server', async () => {
    const { send, calls } = setup();
    send(SEND_CHANNELS.setUnreadBadge, [4]);
    send(SEND_CHANNELS.openWindow, ['/admin/reports/r-1']);
    send(SEND_CHANNELS.setLanguage, ['fr']);
    send(SEND_CHANNELS.openExternal, ['https://example.org/market']);
    send(SEND_CHANNELS.notify, [{ id: 'n-1', title: 'Amara', body: 'Amara started following you', path: '/profile/u-1' }]);
    send(INVOKE_CHANNELS.setNativeNotifications, [false]);
    expect(await send(INVOKE_CHANNELS.getNativeNotifications, [])).toBe(true);
    expect(calls).toEqual([
      ['setUnreadBadge', OUR_WINDOW, 4],
      ['openWindow', '/admin/reports/r-1'],
      ['setLanguage', 'fr'],
      ['openExternal', 'https://example.org/market'],
      ['notify', { id: 'n-1', title: 'Amara', body: 'Amara started following you', path: '/profile/u-1' }],
      ['setNativeNotifications', false],
    ]);
  });

  it('refuses a message from another site, a frame inside the page, a local page or a window not the app’s', () => {
    const { send, calls, refusals } = setup();
    const strangers: Partial<IpcEvent>[] = [
      { senderFrame: { url: 'https://server.example.evil/app', parent: null } },
      { senderFrame: { url: `${SERVER}/app`, parent: { url: `${SERVER}/app` } } },
      { senderFrame: { url: 'city-desktop://app/setup', parent: null } },
      { senderFrame: null },
      { sender: { id: 99 } },
    ];
    for (const stranger of strangers) send(SEND_CHANNELS.setUnreadBadge, [1], stranger);
    expect(() => send(INVOKE_CHANNELS.setNativeNotifications, [false], strangers[0])).toThrow('Refused');
    expect(calls).toEqual([]);
    expect(refusals).toHaveLength(6);
    expect(refusals.every((refusal) => refusal.reason === 'sender')).toBe(true);
  });

  it('refuses malformed arguments', () => {
    const { send, calls, refusals } = setup();
    send(SEND_CHANNELS.setUnreadBadge, [-1]);
    send(SEND_CHANNELS.setUnreadBadge, ['3']);
    send(SEND_CHANNELS.setUnreadBadge, [1, 2]);
    send(SEND_CHANNELS.setLanguage, ['de']);
    send(SEND_CHANNELS.notify, [{ id: 'n-1', title: 'x', body: 'y', path: '//evil.example/' }]);
    send(SEND_CHANNELS.notify, [{ id: 'n-1', title: 'x', body: 'y', path: '/app', extra: true }]);
    // An icon is a PNG drawn by the page, never an address for the desktop to fetch.
    send(SEND_CHANNELS.notify, [{ id: 'n-1', title: 'x', body: 'y', path: '/app', icon: 'https://tracker.example/pixel.png' }]);
    send(SEND_CHANNELS.notify, [{ id: 'n-1', title: 'x', body: 'y', path: '/app', icon: 'data:image/svg+xml,<svg onload=alert(1)>' }]);
    expect(calls).toEqual([]);
    expect(refusals.map((refusal) => refusal.reason)).toEqual(Array(8).fill('arguments'));
  });

  it('opens no window but the app’s admin pages', () => {
    const { send, calls } = setup();
    for (const path of ['/settings', 'https://evil.example/', '//evil.example', '/admin/../settings', '/admin?x=1']) send(SEND_CHANNELS.openWindow, [path]);
    expect(calls).toEqual([]);
  });

  it('opens in the system browser only http(s) links to elsewhere', () => {
    const { send, calls } = setup();
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://share/x', `${SERVER}/post/1`, 'not a url']) send(SEND_CHANNELS.openExternal, [url]);
    send(SEND_CHANNELS.openExternal, ['http://example.org/']);
    expect(calls).toEqual([['openExternal', 'http://example.org/']]);
  });
});
