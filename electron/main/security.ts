import { isServerUrl } from './origin';

// The window settings, permissions and content policy every window of the app gets
// (Electron's security checklist).

/** The persistent session: the citizen stays signed in across restarts. */
export const SESSION_PARTITION = 'persist:city';

/** The pages run as in a browser: isolated from the preload, sandboxed, without Node. */
export function secureWebPreferences(preload: string) {
  return {
    preload,
    partition: SESSION_PARTITION,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  } as const;
}

/** Permission requests are refused, except notifications asked by the city's own pages. */
export function permissionAllowed(permission: string, requestingUrl: string, serverAddress: string | null): boolean {
  return permission === 'notifications' && isServerUrl(requestingUrl, serverAddress);
}

/**
 * The policy the desktop applies to the city's pages when the server sends none: only the server's own
 * scripts, styles, images and connections (its socket included), no plugins, no framing, no foreign forms.
 * A server that sends its own policy knows its pages (a payment provider's frame, say): the desktop keeps it.
 */
export const DESKTOP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

type Headers = Record<string, string[] | string>;

/** The response's headers, with the desktop's policy added to a page of the server that has none. */
export function withContentSecurityPolicy(url: string, headers: Headers, serverAddress: string | null): Headers {
  if (!isServerUrl(url, serverAddress)) return headers;
  const hasPolicy = Object.keys(headers).some((name) => name.toLowerCase() === 'content-security-policy');
  return hasPolicy ? headers : { ...headers, 'Content-Security-Policy': [DESKTOP_CSP] };
}
