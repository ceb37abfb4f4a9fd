import { expect, test } from '@playwright/test';
import { logIn, realtimeReady, signUp } from './helpers';
import { adminPage, citizenPage, openLive } from './admin-helpers';

// Disputes, identity reviews and citizens in the admin area. playwright.config.ts names this address in ADMIN_EMAILS.
const ADMIN = 'reviews.admin@example.com';

/** What the coach said, as the citizen's dispute sends it back. */
const feedback = (rule: string) => ({
  id: `insult-${rule}`,
  type: 'REFINEMENT',
  message: 'This calls a person names. Disagree with the idea, not the person.',
  severity: 'moderate',
  examples: [],
  rules: [rule],
});

test('an overturned dispute moves the citizen’s reputation card live, and counts against the coach’s rule', async ({ browser, page }) => {
  test.slow(); // an admin and a citizen, each with a live connection
  const ready = realtimeReady(page);
  const citizen = await signUp(page);
  await ready;
  const card = page.getByRole('region', { name: 'Your reputation' });
  await expect(card.getByTestId('reputation-total')).toHaveText('40');
  const rule = `insult.en.test-${Date.now().toString(36)}`;
  const filed = await page.request.post('/api/callable/submitDispute', {
    data: { data: { userText: 'You are such an idiot, honestly', aiFeedback: feedback(rule), reason: 'A joke between old friends', source: 'https://example.com/thread' } },
  });
  expect(filed.ok()).toBe(true);

  const admin = await adminPage(browser, ADMIN);
  await openLive(admin, '/admin/disputes');
  const dispute = admin.getByTestId('dispute-item').filter({ hasText: citizen.username });
  await expect(dispute).toContainText('You are such an idiot, honestly');
  await expect(dispute).toContainText('A joke between old friends');
  await expect(dispute.getByRole('link', { name: 'https://example.com/thread' })).toBeVisible();
  await expect(dispute.getByText(rule)).toBeVisible();

  await dispute.getByLabel('Note (optional)').fill('Fair enough: a figure of speech.');
  await dispute.getByRole('button', { name: 'Overturn' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Done: the coach was overturned.' })).toBeVisible();
  await expect(dispute).toHaveCount(0);

  // The citizen's card moves without a reload: coachability 50 → 53, total 40 → 41.
  await expect(card.getByTestId('reputation-total')).toHaveText('41');
  // The rule now counts one overturning in the admin area's statistics.
  const stats = admin.getByRole('region', { name: 'The coach’s most overturned rules' });
  await expect(stats.getByRole('row', { name: new RegExp(rule.replace(/\./g, '\\.')) })).toContainText('1');
});

test('an identity review is verified from the queue, and rejecting needs a reason', async ({ browser }) => {
  test.slow(); // an admin and a citizen, each with a live connection
  const admin = await adminPage(browser, ADMIN);
  await openLive(admin, '/admin/kyc');
  const { page: asking } = await citizenPage(browser);
  const me = (await (await asking.request.get('/api/auth/me')).json()).user;
  expect((await asking.request.post('/api/users/me/kyc')).ok()).toBe(true);

  // The request arrives live.
  const review = admin.getByTestId('kyc-item').filter({ hasText: me.username });
  await expect(review).toContainText(me.email);
  await expect(review.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await review.getByLabel('Reason (required to reject)').fill('   ');
  await expect(review.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await review.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Done: identity verified.' })).toBeVisible();
  await expect(review).toHaveCount(0);
  expect((await (await asking.request.get('/api/auth/me')).json()).user.kycStatus).toBe('verified');
});

test('a suspended citizen’s sign-in says why; lifting the suspension lets them in, and the audit log keeps both', async ({ browser, page }) => {
  test.slow(); // an admin and a citizen, each with a live connection
  const citizen = await signUp(page);
  await page.context().clearCookies();
  const admin = await adminPage(browser, ADMIN);
  await admin.goto('/admin/citizens');
  await admin.getByRole('searchbox', { name: 'Search by name, handle or email' }).fill(citizen.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId('citizen-row').filter({ hasText: citizen.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspend' }).click();
  const confirm = row.getByRole('button', { name: 'Suspend this citizen' });
  await expect(confirm).toBeDisabled();
  await row.getByLabel('Reason for the suspension (the citizen sees it)').fill('Repeated harassment of other citizens.');
  await confirm.click();
  await expect(row).toContainText('Suspended: Repeated harassment of other citizens.');

  await logIn(page, citizen);
  await expect(page.getByRole('alert')).toHaveText(/Your account is suspended\.\s*Reason: Repeated harassment of other citizens\./);
  await expect(page).toHaveURL(/\/login$/);

  await row.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(row).not.toContainText('Suspended');
  await logIn(page, citizen);
  await expect(page).toHaveURL(/\/app$/);

  // The audit log, filtered by its target, holds both actions with the note.
  const uid = (await (await page.request.get('/api/auth/me')).json()).user.uid;
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await admin.getByLabel('Target id').fill(uid);
  await admin.getByRole('button', { name: 'Filter', exact: true }).click();
  const entries = admin.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Lifted a suspension');
  await expect(entries.last()).toContainText('Suspended');
  await expect(entries.last()).toContainText('Repeated harassment of other citizens.');
});
