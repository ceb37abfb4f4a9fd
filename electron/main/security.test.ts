import { DESKTOP_CSP, permissionAllowed, secureWebPreferences, SESSION_PARTITION, withContentSecurityPolicy } from './security';

const SERVER = 'https://server.example';

describe('window settings', () => {
  it('isolate the page from the preload, sandbox it, and give it no Node', () => {
    const preferences = secureWebPreferences('/app/preload.cjs');
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload.cjs',
    });
  });

  it('keep the session on disk, so the citizen stays signed in', () => {
    expect(secureWebPreferences('/p').partition).toBe(SESSION_PARTITION);
    expect(SESSION_PARTITION.startsWith('persist:')).toBe(true);
  });
});

describe('permission requests', () => {
  it('are refused, except notifications from the city’s own pages', () => {
    expect(permissionAllowed('notifications', `${SERVER}/app`, SERVER)).toBe(true);
    expect(permissionAllowed('notifications', 'https://server.example.evil/app', SERVER)).toBe(false);
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'pointerLock', 'fullscreen', 'hid', 'serial']) {
      expect(permissionAllowed(permission, `${SERVER}/app`, SERVER)).toBe(false);
    }
  });
});

describe('the content security policy', () => {
  it('is added to a server page that comes without one', () => {
    const headers = withContentSecurityPolicy(`${SERVER}/app`, { 'Content-Type': ['text/html'] }, SERVER);
    expect(headers['Content-Security-Policy']).toEqual([DESKTOP_CSP]);
    expect(DESKTOP_CSP).toContain("script-src 'self'");
    expect(DESKTOP_CSP).toContain("object-src 'none'");
    expect(DESKTOP_CSP).toContain("frame-ancestors 'none'");
    expect(DESKTOP_CSP).not.toContain('unsafe-eval');
  });

  it('leaves the server’s own policy as it is, and other sites’ responses alone', () => {
    const own = { 'content-security-policy': ["default-src 'self'"] };
    expect(withContentSecurityPolicy(`${SERVER}/app`, own, SERVER)).toBe(own);
    const foreign = { 'Content-Type': ['image/png'] };
    expect(withContentSecurityPolicy('https://server.example.evil/x.png', foreign, SERVER)).toBe(foreign);
  });
});
