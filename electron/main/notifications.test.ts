import type { DesktopNotification } from '../../shared/desktop';
import { createNotifier, type NotifierDeps } from './notifications';

const SERVER = 'https://server.example';

class RecordingNotification {
  shown = false;
  private listeners: Record<string, () => void> = {};
  constructor(readonly options: { title: string; body: string; icon?: string }) {}
  show() {
    this.shown = true;
  }
  on(event: string, listener: () => void) {
    this.listeners[event] = listener;
  }
  click() {
    this.listeners.click?.();
  }
}

function setup(overrides: Partial<NotifierDeps<string>> = {}) {
  const made: RecordingNotification[] = [];
  const went: string[] = [];
  const iconsLoaded: string[] = [];
  const notifier = createNotifier<string>({
    isSupported: () => true,
    createNotification: (options) => {
      const notification = new RecordingNotification(options);
      made.push(notification);
      return notification;
    },
    loadIcon: async (url) => {
      iconsLoaded.push(url);
      return `image of ${url}`;
    },
    enabled: () => true,
    serverAddress: () => SERVER,
    appInFront: () => false,
    showMain: (path) => void went.push(`main ${path}`),
    openAdminWindow: (path) => void went.push(`admin window ${path}`),
    ...overrides,
  });
  return { notifier, made, went, iconsLoaded };
}

const follow: DesktopNotification = {
  id: 'n-1',
  title: 'Amara Diallo',
  body: 'Amara Diallo started following you',
  icon: `${SERVER}/uploads/avatars/amara.png`,
  path: '/profile/u-amara',
};

describe('native notifications', () => {
  it('show the title, the text and the actor’s avatar', async () => {
    const { notifier, made, iconsLoaded } = setup();
    expect(await notifier.notify(follow)).toBe(true);
    expect(made).toHaveLength(1);
    expect(made[0].shown).toBe(true);
    expect(made[0].options).toMatchObject({ title: 'Amara Diallo', body: 'Amara Diallo started following you', icon: `image of ${follow.icon}` });
    expect(iconsLoaded).toEqual([follow.icon]);
  });

  it('fetch no avatar from anywhere but the city’s server', async () => {
    const { notifier, made, iconsLoaded } = setup();
    await notifier.notify({ ...follow, icon: 'https://server.example.evil/tracker.png' });
    expect(iconsLoaded).toEqual([]);
    expect(made[0].options.icon).toBeUndefined();
  });

  it('lead a click to the page it is about, in the main window', async () => {
    const { notifier, made, went } = setup();
    await notifier.notify(follow);
    await notifier.notify({ ...follow, id: 'n-2', path: '/post/p-9' });
    await notifier.notify({ ...follow, id: 'n-3', path: '/embassy/c-4' });
    made.forEach((notification) => notification.click());
    expect(went).toEqual(['main /profile/u-amara', 'main /post/p-9', 'main /embassy/c-4']);
  });

  it('lead a click on an admin item to its own window', async () => {
    const { notifier, made, went } = setup();
    await notifier.notify({ ...follow, path: '/admin/reports/r-1' });
    made[0].click();
    expect(went).toEqual(['admin window /admin/reports/r-1']);
  });

  it('show once when several windows ask for the same notification', async () => {
    const { notifier, made } = setup();
    await notifier.notify(follow);
    expect(await notifier.notify(follow)).toBe(false);
    expect(made).toHaveLength(1);
  });

  it('stay quiet when turned off, unsupported, or while the citizen is looking at the app', async () => {
    for (const quiet of [{ enabled: () => false }, { isSupported: () => false }, { appInFront: () => true }]) {
      const { notifier, made } = setup(quiet);
      expect(await notifier.notify(follow)).toBe(false);
      expect(made).toHaveLength(0);
    }
  });
});
