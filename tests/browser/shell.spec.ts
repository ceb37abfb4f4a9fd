import { expect, request, test } from '@playwright/test';
import { newCitizen, signUp } from './helpers';

test('the unread badge counts real notifications live, shows 9+ above 9, and clears when the notifications are opened', async ({ page, baseURL }) => {
  await signUp(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  const followOnce = async () => {
    const other = await request.newContext({ baseURL });
    await other.post('/api/auth/signup', { data: { ...newCitizen('fan'), language: 'en' } });
    await other.post(`/api/users/${me.user.uid}/follow`);
    await other.dispose();
  };
  await followOnce();
  await expect(badge).toHaveText('1');
  for (let i = 0; i < 9; i++) await followOnce();
  await expect(badge).toHaveText('9+');
  await expect(page.getByRole('link', { name: 'Notifications (9+ unread)' })).toBeVisible();

  await page.getByRole('link', { name: 'Notifications (9+ unread)' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(badge).toHaveCount(0);
});

test('a signed-in citizen whose profile cannot be loaded is sent to the landing page', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' }));
  await page.goto('/app');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();
});
