import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { createPostByApi, newCitizen, realtimeReady, signUpByApi, uniqueText } from './helpers';

/** A citizen signed in on a browser context of their own, as on another device. */
async function citizenIn(browser: Browser, language: 'en' | 'fr' = 'en') {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  const citizen = await signUpByApi(page, { ...newCitizen(), ...({ language } as object) });
  const { user } = await (await page.request.get('/api/auth/me')).json();
  return { page, citizen, uid: user.uid as string, close: () => context.close() };
}

/** Opens a path and waits until the page's realtime connection is up. */
async function openLive(page: Page, path: string) {
  const ready = realtimeReady(page);
  await page.goto(path);
  await ready;
}

test('following a protected account: Requested, the owner approves, the requester is told live and sees the posts', async ({ browser }) => {
  const owner = await citizenIn(browser);
  expect((await owner.page.request.patch('/api/users/me', { data: { protected: true } })).status()).toBe(200);
  const secret = uniqueText('for approved followers');
  await createPostByApi(owner.page, secret);
  await openLive(owner.page, '/notifications');

  const requester = await citizenIn(browser);
  await openLive(requester.page, `/profile/${owner.uid}`);
  await expect(requester.page.getByTestId('profile-protected')).toContainText('account is protected');
  await expect(requester.page.getByText('No posts to show yet.')).toHaveCount(0);
  await expect(requester.page.getByText(secret)).toHaveCount(0);
  await expect(requester.page.getByText(/^\d+ (follower|following)/)).toHaveCount(0); // no counts either
  await requester.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(requester.page.getByRole('button', { name: 'Requested' })).toBeVisible();

  // The owner's open notifications page shows the request live, and the header menu counts it.
  const requests = owner.page.getByRole('region', { name: '1 follow request' });
  await expect(requests).toContainText(requester.citizen.username);
  await expect(owner.page.getByTestId('follow-requests-badge')).toHaveText('1');
  await expect(owner.page.getByText(`${requester.citizen.username} asked to follow you`)).toBeVisible();
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(requests).toHaveCount(0);
  await expect(owner.page.getByTestId('follow-requests-badge')).toHaveCount(0);

  // The requester, without reloading: told, following, and the posts are there.
  await expect(requester.page.getByTestId('unread-badge')).toHaveText('1');
  await expect(requester.page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(requester.page.getByText(secret)).toBeVisible();
  await expect(requester.page.getByRole('button', { name: '1 follower' })).toBeVisible();
  await requester.page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(requester.page.getByRole('link', { name: `${owner.citizen.username} approved your follow request` })).toBeVisible();
  await expect(requester.page.getByTestId('unread-badge')).toHaveCount(0);

  // Their feed has opened too.
  await requester.page.goto('/app');
  await expect(requester.page.getByText(secret)).toBeVisible();
  await owner.close();
  await requester.close();
});

test('a profile lists followers, offers Message to a mutual follower, and keeps "why my score changed" for its owner', async ({ browser }) => {
  const alice = await citizenIn(browser);
  const bob = await citizenIn(browser);
  expect((await alice.page.request.post(`/api/users/${bob.uid}/follow`)).status()).toBe(200);
  expect((await bob.page.request.post(`/api/users/${alice.uid}/follow`)).status()).toBe(200);

  await alice.page.goto(`/profile/${bob.uid}`);
  await expect(alice.page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/embassy?with=${bob.uid}`);
  await expect(alice.page.getByText('Why my score changed')).toHaveCount(0);
  await alice.page.getByRole('button', { name: '1 follower' }).click();
  await expect(alice.page.getByRole('list', { name: 'Followers' }).getByRole('link', { name: alice.citizen.username })).toBeVisible();
  await alice.page.getByRole('button', { name: '1 following' }).click();
  await expect(alice.page.getByRole('list', { name: 'Following' }).getByRole('link', { name: alice.citizen.username })).toBeVisible();

  await alice.page.goto(`/profile/${alice.uid}`);
  await expect(alice.page.getByText('Why my score changed')).toBeVisible();
  await expect(alice.page.getByRole('link', { name: 'Message' })).toHaveCount(0);
  await alice.close();
  await bob.close();
});

test('the notifications badge counts 1 to 9 one by one, then shows 9+', async ({ browser, baseURL }) => {
  const me = await citizenIn(browser);
  await openLive(me.page, '/app');
  const badge = me.page.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);
  for (let n = 1; n <= 10; n++) {
    const fan = await request.newContext({ baseURL });
    await fan.post('/api/auth/signup', { data: newCitizen('fan') });
    expect((await fan.post(`/api/users/${me.uid}/follow`)).status()).toBe(200);
    await fan.dispose();
    await expect(badge).toHaveText(n <= 9 ? String(n) : '9+');
  }
  await me.close();
});
