import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminPage, reportCard, reportedPost } from './admin-helpers';
import { newCitizen, realtimeReady, signUpByApi } from './helpers';

// The renderer inside the desktop app: the test puts a stand-in for the preload's window.desktop on
// the page, recording every call, and plays the main process (the window's focus, the navigate
// requests). Without it the page is the browser build, which must work the same.

// Each test signs up two or three citizens in browsers of their own: slower than most on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Call = [string, unknown];
declare global {
  interface Window {
    __desktop: { calls: Call[]; focused: boolean; navigate(path: string): void };
  }
}

/** The stand-in bridge, installed before the app's scripts run. */
async function withDesktopStandIn(page: Page, { focused = true } = {}) {
  await page.addInitScript((initiallyFocused) => {
    const calls: Call[] = [];
    let navigateListener: ((path: string) => void) | null = null;
    let nativeNotifications = true;
    window.__desktop = { calls, focused: initiallyFocused, navigate: (path) => navigateListener?.(path) };
    // The desktop's window focus, which the test decides.
    document.hasFocus = () => window.__desktop.focused;
    window.desktop = {
      setUnreadBadge: (count) => void calls.push(['setUnreadBadge', count]),
      openWindow: (path) => void calls.push(['openWindow', path]),
      notify: (notification) => void calls.push(['notify', notification]),
      setLanguage: (language) => void calls.push(['setLanguage', language]),
      onNavigate: (listener) => {
        navigateListener = listener;
        return () => {
          if (navigateListener === listener) navigateListener = null;
        };
      },
      getNativeNotifications: async () => nativeNotifications,
      setNativeNotifications: async (enabled) => {
        nativeNotifications = enabled;
        calls.push(['setNativeNotifications', enabled]);
      },
    };
  }, focused);
}

/** The arguments of every call of `method` so far. */
const callsOf = (page: Page, method: string) => page.evaluate((name) => window.__desktop.calls.filter(([called]) => called === name).map(([, arg]) => arg), method);
const lastBadge = async (page: Page) => (await callsOf(page, 'setUnreadBadge')).at(-1);

/** A signed-up citizen in a browser of their own; `prepare` runs on the page before anything loads. */
async function citizenIn(browser: Browser, prepare: (page: Page) => Promise<void> = async () => {}, language: 'en' | 'fr' = 'en') {
  const page = await (await browser.newContext()).newPage();
  await prepare(page);
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  const citizen = await signUpByApi(page, newCitizen());
  const me = await (await page.request.get('/api/auth/me')).json();
  return { page, uid: me.user.uid as string, ...citizen };
}

const follow = async (who: Page, uid: string) => expect((await who.request.post(`/api/users/${uid}/follow`)).status()).toBe(200);

/** Opens the feed and waits until the live connection is up. */
async function openLive(page: Page) {
  const ready = realtimeReady(page);
  await page.goto('/app');
  await ready;
}

test('the desktop’s badge follows live notifications and clears when they are read', async ({ browser }) => {
  const alice = await citizenIn(browser, (page) => withDesktopStandIn(page));
  const bob = await citizenIn(browser);
  const carol = await citizenIn(browser);
  await openLive(alice.page);
  await expect.poll(() => lastBadge(alice.page)).toBe(0);

  await follow(bob.page, alice.uid);
  await expect.poll(() => lastBadge(alice.page)).toBe(1);
  await follow(carol.page, alice.uid);
  await expect.poll(() => lastBadge(alice.page)).toBe(2);
  await expect(alice.page.getByTestId('unread-badge')).toHaveText('2');

  // Opening the notifications marks them read: the header's badge and the desktop's clear together.
  await alice.page.getByRole('link', { name: /Notifications/ }).click();
  await expect(alice.page.getByTestId('unread-badge')).toHaveCount(0);
  await expect.poll(() => lastBadge(alice.page)).toBe(0);
});

test('a notification arriving in the background asks for a native one, and a click on it opens its page', async ({ browser }) => {
  const alice = await citizenIn(browser, (page) => withDesktopStandIn(page, { focused: false }));
  const bob = await citizenIn(browser);
  await openLive(alice.page);

  await follow(bob.page, alice.uid);
  await expect.poll(() => callsOf(alice.page, 'notify')).toHaveLength(1);
  const [notification] = (await callsOf(alice.page, 'notify')) as Record<string, string>[];
  expect(notification).toMatchObject({ title: bob.username, body: `${bob.username} started following you`, path: `/profile/${bob.uid}` });
  // The actor's avatar, drawn as a PNG (the desktop's notifications take no SVG, nor fetch anything).
  expect(notification.icon).toMatch(/^data:image\/png;base64,/);

  // The citizen clicks the native notification: the main process asks the page to go there.
  await alice.page.evaluate((path) => window.__desktop.navigate(path), notification.path);
  await expect(alice.page).toHaveURL(new RegExp(`/profile/${bob.uid}$`));
  await expect(alice.page.getByRole('heading', { name: bob.username })).toBeVisible();
});

test('the native notification speaks the citizen’s language, and the desktop learns it', async ({ browser }) => {
  const alice = await citizenIn(browser, (page) => withDesktopStandIn(page, { focused: false }), 'fr');
  const bob = await citizenIn(browser);
  await openLive(alice.page);
  expect(await callsOf(alice.page, 'setLanguage')).toContain('fr');

  await follow(bob.page, alice.uid);
  await expect.poll(() => callsOf(alice.page, 'notify')).toHaveLength(1);
  expect((await callsOf(alice.page, 'notify'))[0]).toMatchObject({ title: bob.username, body: `${bob.username} a commencé à vous suivre` });
});

test('while the window has the focus, no native notification interrupts', async ({ browser }) => {
  const alice = await citizenIn(browser, (page) => withDesktopStandIn(page, { focused: true }));
  const bob = await citizenIn(browser);
  await openLive(alice.page);

  await follow(bob.page, alice.uid);
  await expect.poll(() => lastBadge(alice.page)).toBe(1); // the notification did arrive
  expect(await callsOf(alice.page, 'notify')).toEqual([]);
});

test('the desktop app’s settings turn native notifications off', async ({ browser }) => {
  const alice = await citizenIn(browser, (page) => withDesktopStandIn(page));
  await alice.page.goto('/settings');
  // The settings page is its own chunk, slow to come on a busy machine.
  await expect(alice.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 20_000 });
  const section = alice.page.getByRole('region', { name: 'Desktop app' });
  const toggle = section.getByRole('switch', { name: 'Native notifications' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(section.getByRole('status')).toHaveText('Native notifications are off.');
  expect(await callsOf(alice.page, 'setNativeNotifications')).toEqual([false]);
});

test('without the desktop (the browser build), the badge is live and nothing desktop shows or breaks', async ({ browser }) => {
  const alice = await citizenIn(browser);
  const bob = await citizenIn(browser);
  const errors: string[] = [];
  alice.page.on('pageerror', (error) => errors.push(error.message));
  await openLive(alice.page);

  await follow(bob.page, alice.uid);
  await expect(alice.page.getByTestId('unread-badge')).toHaveText('1');
  await alice.page.getByRole('link', { name: /Notifications/ }).click();
  await expect(alice.page.getByText(`${bob.username} started following you`)).toBeVisible();

  await alice.page.goto('/settings');
  await expect(alice.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(alice.page.getByRole('region', { name: 'Desktop app' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in the desktop app, an admin item opens through the bridge, as a native window of the app’s own path', async ({ browser }) => {
  const reported = await reportedPost(browser, 'desktop window');
  const admin = await adminPage(browser, 'desktop.admin@example.com');
  await withDesktopStandIn(admin);
  await admin.goto('/admin/reports');
  await reportCard(admin, reported.text).getByRole('button', { name: /Open in new window/ }).click();
  expect(await callsOf(admin, 'openWindow')).toEqual([`/admin/reports/${reported.id}`]);
  // No browser window was opened beside the bridge's.
  expect(admin.context().pages()).toHaveLength(1);
});
