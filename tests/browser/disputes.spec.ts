import { expect, request, test, type Page } from '@playwright/test';
import { newCitizen, realtimeReady, signUp } from './helpers';

const INSULT = 'You are such an idiot, honestly, everyone can see it';
// playwright.config.ts names this address in ADMIN_EMAILS.
const ADMIN = { ...newCitizen('admin'), email: 'disputes.admin@example.com' };

const composer = (page: Page) => page.getByLabel('What do you want to share?');
const refinement = (page: Page) => page.getByTestId('suggestion').filter({ has: page.getByText('Refinement', { exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Dispute AI feedback' });
const analysed = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/callable/analyzeText') && r.ok());

async function signedInAdmin(baseURL: string | undefined) {
  const admin = await request.newContext({ baseURL });
  const signup = await admin.post('/api/auth/signup', { data: ADMIN });
  if (signup.status() === 409) expect((await admin.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  else expect(signup.status()).toBe(201);
  return admin;
}

async function dispute(page: Page, reason: string) {
  await refinement(page).getByRole('button', { name: 'Dispute' }).click();
  await dialog(page).getByLabel('Why do you disagree?').fill(reason);
  await dialog(page).getByRole('button', { name: 'Submit dispute' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test('a dispute is confirmed, marked, sent once, and its overturning moves the reputation card live', async ({ page, baseURL }) => {
  const ready = realtimeReady(page);
  const citizen = await signUp(page);
  await ready;
  const card = page.getByRole('region', { name: 'Your reputation' });
  await expect(card.getByTestId('reputation-total')).toHaveText('40');

  await composer(page).fill(INSULT);
  await expect(refinement(page)).toBeVisible({ timeout: 10_000 });
  await dispute(page, 'It is a figure of speech between friends');
  await expect(page.getByText('Your dispute was sent. An admin will review it.')).toBeVisible();
  const disputed = refinement(page).getByRole('button', { name: 'Disputed' });
  await expect(disputed).toBeDisabled();

  // The same text read again by the coach: the suggestion stays marked.
  const again = analysed(page);
  await composer(page).press('End');
  await composer(page).pressSequentially('!');
  await composer(page).press('Backspace');
  await again;
  await expect(disputed).toBeDisabled();
  await expect(refinement(page).getByRole('button', { name: 'Dispute', exact: true })).toHaveCount(0);

  // After a reload the page has forgotten, but the city has not: a second dispute is refused, and then marked.
  const reloaded = realtimeReady(page);
  await page.reload();
  await reloaded;
  await composer(page).fill(INSULT);
  await expect(refinement(page)).toBeVisible({ timeout: 10_000 });
  await dispute(page, 'Once more, with feeling');
  await expect(page.getByRole('alert')).toHaveText('You have already disputed this suggestion on this text.');
  await expect(disputed).toBeDisabled();

  // An admin overturns it, with a note.
  const admin = await signedInAdmin(baseURL);
  const queue = await (await admin.get('/api/admin/disputes')).json();
  const mine = queue.disputes.filter((d: { citizen: { handle: string } }) => d.citizen.handle === `@${citizen.handle}`);
  expect(mine).toHaveLength(1);
  expect((await admin.post(`/api/admin/disputes/${mine[0].id}/resolve`, { data: { outcome: 'overturned', note: 'Fair enough: a figure of speech.' } })).status()).toBe(204);
  await admin.dispose();

  // Coachability 50 → 53 moves the total 40 → 41, without a reload, and the history says why.
  await expect(card.getByTestId('reputation-total')).toHaveText('41');
  await expect(card.getByText('53', { exact: true })).toBeVisible();
  const change = card.getByTestId('reputation-change').first();
  await expect(change).toContainText('+3');
  await expect(change).toContainText('Coachability · disputed AI feedback that was overturned');
  await expect(change).toContainText(`The feedback you disputed: “${mine[0].aiFeedback.message}”`);
  await expect(change).toContainText('Note from the admin: Fair enough: a figure of speech.');
});
