import { isAppPath, type DesktopBridge } from '../../shared/desktop';
import { INVOKE_CHANNELS, NAVIGATE_CHANNEL, SEND_CHANNELS, type InvokeChannel, type SendChannel } from '../channels';

/** The part of Electron's ipcRenderer the bridge uses: only the app's channels can be named. */
export interface RendererIpc {
  send(channel: SendChannel, ...args: unknown[]): void;
  invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown>;
  on(channel: typeof NAVIGATE_CHANNEL, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: typeof NAVIGATE_CHANNEL, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * `window.desktop`: each method sends one message on its own channel, and nothing else reaches the
 * main process (the page never sees ipcRenderer itself). The main process checks every message again.
 */
export function createBridge(ipc: RendererIpc): DesktopBridge {
  return {
    setUnreadBadge: (count) => ipc.send(SEND_CHANNELS.setUnreadBadge, count),
    openWindow: (path) => ipc.send(SEND_CHANNELS.openWindow, path),
    notify: (notification) => ipc.send(SEND_CHANNELS.notify, notification),
    setLanguage: (language) => ipc.send(SEND_CHANNELS.setLanguage, language),
    onNavigate(listener) {
      const relay = (_event: unknown, path: unknown) => {
        if (isAppPath(path)) listener(path);
      };
      ipc.on(NAVIGATE_CHANNEL, relay);
      return () => void ipc.removeListener(NAVIGATE_CHANNEL, relay);
    },
    getNativeNotifications: async () => (await ipc.invoke(INVOKE_CHANNELS.getNativeNotifications)) === true,
    setNativeNotifications: async (enabled) => void (await ipc.invoke(INVOKE_CHANNELS.setNativeNotifications, enabled)),
  };
}
