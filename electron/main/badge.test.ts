import { createUnreadBadge, type BadgeTargets } from './badge';
import { desktopTexts } from './texts';
import { trayMenuTemplate } from './tray';

type Image = { image: string };

/** Every badge place as a double recording what it shows now. */
function recordingTargets(platform: NodeJS.Platform, language: 'en' | 'fr' = 'en') {
  const shown = { trayImage: '', tooltip: '', trayTitle: '', launcherCount: -1, dock: '', overlay: null as string | null, overlayDescription: '' };
  const targets: BadgeTargets<Image> = {
    platform,
    tray: () => ({
      setImage: (image) => void (shown.trayImage = image.image),
      setToolTip: (text) => void (shown.tooltip = text),
      setTitle: (title) => void (shown.trayTitle = title),
    }),
    setBadgeCount: (count) => (shown.launcherCount = count),
    dock: { setBadge: (text) => void (shown.dock = text) },
    overlayWindow: () => ({
      setOverlayIcon: (image, description) => {
        shown.overlay = image?.image ?? null;
        shown.overlayDescription = description;
      },
    }),
    trayImages: (text) => ({ image: `tray-${text || 'none'}` }),
    overlayImages: (text) => ({ image: `overlay-${text}` }),
    texts: () => desktopTexts(language),
  };
  return { badge: createUnreadBadge(targets), shown };
}

describe('the unread badge outside the window', () => {
  it('draws the count on the tray icon and says it in the tooltip, 9+ above 9, nothing at 0', () => {
    const { badge, shown } = recordingTargets('linux');
    badge.report(1, 3);
    expect(shown.trayImage).toBe('tray-3');
    expect(shown.tooltip).toBe('The Digital City · 3 unread notifications');
    badge.report(1, 12);
    expect(shown.trayImage).toBe('tray-9+');
    expect(shown.tooltip).toBe('The Digital City · 9+ unread notifications');
    badge.report(1, 0);
    expect(shown.trayImage).toBe('tray-none');
    expect(shown.tooltip).toBe('The Digital City');
  });

  it('sets the Linux launcher count', () => {
    const { badge, shown } = recordingTargets('linux');
    badge.report(1, 12);
    expect(shown.launcherCount).toBe(12);
    badge.report(1, 0);
    expect(shown.launcherCount).toBe(0);
  });

  it('sets the macOS dock badge and the menu bar title', () => {
    const { badge, shown } = recordingTargets('darwin');
    badge.report(1, 4);
    expect(shown.dock).toBe('4');
    expect(shown.trayTitle).toBe('4');
    badge.report(1, 10);
    expect(shown.dock).toBe('9+');
    badge.report(1, 0);
    expect(shown.dock).toBe('');
    expect(shown.trayTitle).toBe('');
  });

  it('puts an overlay icon on the Windows taskbar button, and takes it off at 0', () => {
    const { badge, shown } = recordingTargets('win32');
    badge.report(1, 2);
    expect(shown.overlay).toBe('overlay-2');
    expect(shown.overlayDescription).toBe('2 unread notifications');
    badge.report(1, 0);
    expect(shown.overlay).toBeNull();
  });

  it('follows the windows that are open: a closed window’s count is forgotten', () => {
    const { badge, shown } = recordingTargets('linux');
    badge.report(1, 2);
    badge.report(2, 5); // an admin window that has not heard yet that some were read
    expect(shown.launcherCount).toBe(5);
    badge.forget(2);
    expect(shown.launcherCount).toBe(2);
  });

  it('speaks the citizen’s language', () => {
    const { badge, shown } = recordingTargets('win32', 'fr');
    badge.report(1, 2);
    expect(shown.tooltip).toBe('La Cité numérique · 2 notifications non lues');
    expect(shown.overlayDescription).toBe('2 notifications non lues');
  });
});

describe('the tray menu', () => {
  it('opens the app, opens the notifications, and quits, in the citizen’s language', () => {
    const calls: string[] = [];
    const actions = { openApp: () => void calls.push('app'), openNotifications: () => void calls.push('notifications'), quit: () => void calls.push('quit') };
    const menu = trayMenuTemplate(desktopTexts('en'), actions);
    const items = menu.filter((item): item is { label: string; click: () => void } => 'label' in item);
    expect(items.map((item) => item.label)).toEqual(['Open the city', 'Open notifications', 'Quit']);
    items.forEach((item) => item.click());
    expect(calls).toEqual(['app', 'notifications', 'quit']);
    expect(trayMenuTemplate(desktopTexts('fr'), actions).flatMap((item) => ('label' in item ? [item.label] : []))).toEqual([
      'Ouvrir la cité',
      'Ouvrir les notifications',
      'Quitter',
    ]);
  });
});
