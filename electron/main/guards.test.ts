import { guardContents, navigationDecision, type GuardContext } from './guards';
import { localPageUrl } from './localPages';

const SERVER = 'https://server.example';

/** A web contents double that records its listeners, so a test can fire them as Electron would. */
function recordingContents(currentUrl = `${SERVER}/app`) {
  const listeners = new Map<string, (event: never) => void>();
  let windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents = {
    url: currentUrl,
    getURL: () => contents.url,
    on: (event: string, listener: (event: never) => void) => void listeners.set(event, listener),
    setWindowOpenHandler: (handler: typeof windowOpenHandler) => void (windowOpenHandler = handler),
  };
  /** Fires `event` and says whether the guard prevented it. */
  const fire = (event: string, url: string, isMainFrame = true) => {
    let prevented = false;
    (listeners.get(event) as (event: unknown) => void)({ url, isMainFrame, preventDefault: () => (prevented = true) });
    return prevented;
  };
  const open = (url: string) => windowOpenHandler?.({ url });
  return { contents, fire, open };
}

function recordingContext(): GuardContext & { adminWindows: string[]; actions: unknown[] } {
  const adminWindows: string[] = [];
  const actions: unknown[] = [];
  return {
    adminWindows,
    actions,
    serverAddress: () => SERVER,
    openAdminWindow: (path) => void adminWindows.push(path),
    runLocalAction: (action) => void actions.push(action),
  };
}

describe('the navigation guard', () => {
  it('lets a window move around the server and nowhere else', () => {
    const { contents, fire } = recordingContents();
    guardContents(contents, recordingContext());
    expect(fire('will-navigate', `${SERVER}/post/1`)).toBe(false);
    expect(fire('will-navigate', 'https://server.example.evil/app')).toBe(true);
    expect(fire('will-navigate', 'https://elsewhere.example/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'javascript:alert(1)')).toBe(true);
  });

  it('refuses a redirect of the page away from the server', () => {
    const { contents, fire } = recordingContents();
    guardContents(contents, recordingContext());
    expect(fire('will-redirect', `${SERVER}/login`)).toBe(false);
    expect(fire('will-redirect', 'https://server.example.evil/login')).toBe(true);
  });

  it('refuses webviews', () => {
    const { contents, fire } = recordingContents();
    guardContents(contents, recordingContext());
    expect(fire('will-attach-webview', '')).toBe(true);
  });

  it('runs a local page’s action, but never one a server page asks for', () => {
    const fromServer = recordingContents();
    const serverContext = recordingContext();
    guardContents(fromServer.contents, serverContext);
    expect(fromServer.fire('will-navigate', 'city-desktop://app/connect?address=https://evil.example')).toBe(true);
    expect(serverContext.actions).toEqual([]);

    const fromLocal = recordingContents(localPageUrl('setup'));
    const localContext = recordingContext();
    guardContents(fromLocal.contents, localContext);
    expect(fromLocal.fire('will-navigate', 'city-desktop://app/connect?address=city.example.org')).toBe(true);
    expect(fromLocal.fire('will-navigate', 'city-desktop://app/retry')).toBe(true);
    expect(localContext.actions).toEqual([{ kind: 'connect', address: 'city.example.org' }, { kind: 'retry' }]);
    // The unreachable page's link to the setup page is a plain navigation between local pages.
    expect(fromLocal.fire('will-navigate', localPageUrl('setup'))).toBe(false);
  });

  it('decides from the current page too: a foreign page is never the local one', () => {
    expect(navigationDecision('city-desktop://app/retry', 'https://elsewhere.example/', SERVER)).toEqual({ allow: false });
  });
});

describe('the window-open guard', () => {
  it('opens the app’s own admin pages as the app’s windows and refuses every other window', () => {
    const { contents, open } = recordingContents();
    const context = recordingContext();
    guardContents(contents, context);
    expect(open(`${SERVER}/admin/reports/r-1`)).toEqual({ action: 'deny' });
    expect(open(`${SERVER}/admin`)).toEqual({ action: 'deny' });
    expect(context.adminWindows).toEqual(['/admin/reports/r-1', '/admin']);

    for (const url of [
      'https://server.example.evil/admin/reports/r-1',
      `${SERVER}/post/1`,
      `${SERVER}/admin/reports/r-1?next=https://evil.example`,
      `${SERVER}/admin/../settings`,
      'https://elsewhere.example/',
      'javascript:alert(1)',
    ]) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(context.adminWindows).toHaveLength(2);
  });
});
