// Which addresses belong to the city's server. Always by parsed URL origin (scheme, host and port),
// never by string prefix: `https://server.example.evil` starts with `https://server.example`.

export const DEFAULT_SERVER_ADDRESS = 'http://localhost:3000';

/** The origin of an http(s) URL; null for anything else (file:, javascript:, data:, garbage). */
export function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is a page or resource of the server at `serverAddress`. */
export function isServerUrl(url: string, serverAddress: string | null): boolean {
  if (!serverAddress) return false;
  const origin = webOrigin(url);
  return origin !== null && origin === webOrigin(serverAddress);
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * What a citizen typed as the server's address, as the origin the app stores, or null when it is not
 * a web server's address. Without a scheme, the local machine is reached over http, anything else over https.
 */
export function parseServerAddress(input: string): string | null {
  const typed = input.trim();
  if (!typed || typed.length > 500) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `${LOOPBACK.test(typed.split('/')[0]) ? 'http' : 'https'}://${typed}`;
  try {
    const parsed = new URL(withScheme);
    if (parsed.username || parsed.password || !parsed.hostname) return null;
    return webOrigin(withScheme);
  } catch {
    return null;
  }
}

/** The server's page at `path` (one of the app's own paths). */
export function serverPage(serverAddress: string, path = '/'): string {
  return new URL(path, serverAddress).href;
}
