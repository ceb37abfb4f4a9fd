import { isAdminPath } from '../../shared/desktop';
import { isLocalUrl, localAction, type LocalAction } from './localPages';
import { isServerUrl } from './origin';

// Where the app's windows may go. A window shows the city's server, or the desktop's own local pages;
// every other navigation is refused, every new window too, except the app's own admin pages, which
// open as native windows. Links to elsewhere open in the system browser only when the citizen clicked
// them (the preload catches those clicks), never here.

export type NavigationDecision = { allow: true } | { allow: false; action?: LocalAction };

/** Whether a page now at `currentUrl` may go to `target`, or which local action it asked for. */
export function navigationDecision(target: string, currentUrl: string, serverAddress: string | null): NavigationDecision {
  if (isServerUrl(target, serverAddress)) return { allow: true };
  // Only the desktop's own pages may ask for its actions: the city's pages cannot change its server.
  if (!isLocalUrl(currentUrl) || !isLocalUrl(target)) return { allow: false };
  const action = localAction(target);
  return action ? { allow: false, action } : { allow: true };
}

/** The admin page a new window asks for, or null: the window is refused. */
export function adminWindowPath(url: string, serverAddress: string | null): string | null {
  if (!isServerUrl(url, serverAddress)) return null;
  const { pathname, search, hash } = new URL(url);
  return isAdminPath(pathname) && !search && !hash ? pathname : null;
}

interface PreventableEvent {
  preventDefault(): void;
}
interface NavigationEvent extends PreventableEvent {
  url: string;
  isMainFrame: boolean;
}

/** The part of Electron's WebContents the guards use. */
export interface GuardedContents {
  getURL(): string;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface GuardContext {
  serverAddress(): string | null;
  openAdminWindow(path: string): void;
  runLocalAction(action: LocalAction): void;
}

/** Puts the guards on a window's contents (every contents the app creates: main.ts does it in web-contents-created). */
export function guardContents(contents: GuardedContents, context: GuardContext): void {
  contents.on('will-navigate', (event) => {
    const decision = navigationDecision(event.url, contents.getURL(), context.serverAddress());
    if (decision.allow) return;
    event.preventDefault();
    if (decision.action) context.runLocalAction(decision.action);
  });
  // A server answering with a redirect elsewhere is refused too (frames inside the page keep the page's own policy).
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame && !isServerUrl(event.url, context.serverAddress())) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const path = adminWindowPath(url, context.serverAddress());
    // Even an admin page is opened by the window manager, with the app's own window settings, never as the page asked.
    if (path) context.openAdminWindow(path);
    return { action: 'deny' };
  });
}
