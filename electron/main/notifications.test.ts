import type { DesktopNotification } from '../../shared/desktop';
import { createNotifier, type NotifierDeps } from './notifications';

const AVATAR = 'data:image/png;base64,iVBORw0KGgo=';

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
  const iconsRead: string[] = [];
  const notifier = createNotifier<string>({
    isSupported: () => true,
    createNotification: (options) => {
      const notification = new RecordingNotification(options);
      made.push(notification);
      return notification;
    },
    iconFromDataUrl: (dataUrl) => {
      iconsRead.push(dataUrl);
      return `image of ${dataUrl}`;
    },
    enabled: () => true,
    appInFront: () => false,
    showMain: (path) => void went.push(`main ${path}`),
    openAdminWindow: (path) => void went.push(`admin window ${path}`),
    ...overrides,
  });
  return { notifier, made, went, iconsRead };
}

const follow: DesktopNotification = {
  id: 'n-1',
  title: 'Amara Diallo',
  body: 'Amara Diallo started following you',
  icon: AVATAR,
  path: '/profile/u-amara',
};

describe('native notifications', () => {
  it('show the title, the text and the actor’s avatar', () => {
    const { notifier, made, iconsRead } = setup();
    expect(notifier.notify(follow)).toBe(true);
    expect(made).toHaveLength(1);
    expect(made[0].shown).toBe(true);
    expect(made[0].options).toMatchObject({ title: 'Amara Diallo', body: 'Amara Diallo started following you', icon: `image of ${AVATAR}` });
    expect(iconsRead).toEqual([AVATAR]);
  });

  it('show the app’s icon when the actor has no avatar to show', () => {
    const { notifier, made } = setup({ iconFromDataUrl: () => undefined });
    notifier.notify(follow);
    notifier.notify({ ...follow, id: 'n-2', icon: undefined });
    expect(made.map((notification) => notification.options.icon)).toEqual([undefined, undefined]);
  });

  it('lead a click to the page it is about, in the main window', () => {
    const { notifier, made, went } = setup();
    notifier.notify(follow);
    notifier.notify({ ...follow, id: 'n-2', path: '/post/p-9' });
    notifier.notify({ ...follow, id: 'n-3', path: '/embassy/c-4' });
    made.forEach((notification) => notification.click());
    expect(went).toEqual(['main /profile/u-amara', 'main /post/p-9', 'main /embassy/c-4']);
  });

  it('lead a click on an admin item to its own window', () => {
    const { notifier, made, went } = setup();
    notifier.notify({ ...follow, path: '/admin/reports/r-1' });
    made[0].click();
    expect(went).toEqual(['admin window /admin/reports/r-1']);
  });

  it('show once when several windows ask for the same notification', () => {
    const { notifier, made } = setup();
    notifier.notify(follow);
    expect(notifier.notify(follow)).toBe(false);
    expect(made).toHaveLength(1);
  });

  it('stay quiet when turned off, unsupported, or while the citizen is looking at the app', () => {
    for (const quiet of [{ enabled: () => false }, { isSupported: () => false }, { appInFront: () => true }]) {
      const { notifier, made } = setup(quiet);
      expect(notifier.notify(follow)).toBe(false);
      expect(made).toHaveLength(0);
    }
  });
});
