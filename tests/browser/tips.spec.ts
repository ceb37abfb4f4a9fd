import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPostByApi, newCitizen, postCard, signUpByApi, uniqueText } from './helpers';
import { fillCard, fillFrenchCard } from './payment-card';

/** A first visit loads the app and the page's code: on a busy machine that takes longer than one assertion's wait. */
const FIRST_LOAD = { timeout: 20_000 };

// Tipping a creator with the demo provider (no Stripe keys): the Support Creator modal's presets and
// custom amount rules, a test card that pays and closes the modal after 2 seconds, a declined card's
// message, and no Tip button on one's own posts or for a creator without payouts.

async function citizenIn(browser: Browser, language: 'en' | 'fr' = 'en') {
  const page = await (await browser.newContext()).newPage();
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  const citizen = await signUpByApi(page, newCitizen('tipper'));
  return { page, citizen };
}

/** A creator with payouts connected and a post, opened on its page by a reader. */
async function creatorPostSeenByReader(browser: Browser, language: 'en' | 'fr' = 'en') {
  const creator = await citizenIn(browser);
  expect((await creator.page.request.post('/api/payments/connect')).status()).toBe(200);
  const text = uniqueText('My guide to the city gardens');
  const { id } = await createPostByApi(creator.page, text);
  const { page: reader } = await citizenIn(browser, language);
  await reader.goto(`/post/${id}`);
  await expect(postCard(reader, text)).toBeVisible(FIRST_LOAD);
  return { creator, reader, text, id };
}

async function openTipModal(reader: Page, text: string, creatorName: string) {
  await postCard(reader, text).getByRole('button', { name: 'Tip' }).click();
  const dialog = reader.getByRole('dialog', { name: `Support ${creatorName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the modal offers 2, 5 and 10 dollars with 5 chosen; a custom amount takes digits and two decimals, and Pay waits for at least 1', async ({ browser }) => {
  const { creator, reader, text } = await creatorPostSeenByReader(browser);
  const dialog = await openTipModal(reader, text, creator.citizen.username);
  await expect(dialog.getByTestId('demo-label')).toBeVisible();
  const presets = dialog.getByRole('radio');
  await expect(presets).toHaveCount(3);
  await expect(dialog.getByLabel('$2.00')).not.toBeChecked();
  await expect(dialog.getByLabel('$5.00')).toBeChecked();
  await expect(dialog.getByLabel('$10.00')).not.toBeChecked();
  await fillCard(dialog, '4242 4242 4242 4242');
  await expect(dialog.getByRole('button', { name: 'Pay $5.00' })).toBeEnabled();
  // The radio itself is hidden behind its label, which shows the choice.
  await dialog.locator('label', { hasText: '$10.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();

  const custom = dialog.getByLabel('Or enter your own amount (USD)');
  await custom.pressSequentially('0.5');
  await expect(custom).toHaveValue('0.5');
  for (const preset of await presets.all()) await expect(preset).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await expect(dialog.getByText('The minimum is $1.00.')).toBeVisible();

  await custom.fill('');
  await custom.pressSequentially('12.345');
  await expect(custom).toHaveValue('12.34');
  await custom.pressSequentially('x-');
  await expect(custom).toHaveValue('12.34');
  await expect(dialog.getByRole('button', { name: 'Pay $12.34' })).toBeEnabled();
  await custom.fill('');
  await custom.pressSequentially('1');
  await expect(dialog.getByRole('button', { name: 'Pay $1.00' })).toBeEnabled();
  await custom.fill('');
  await expect(dialog.getByLabel('$5.00')).toBeChecked();
});

test('a test card pays: processing, a success message, the modal closes by itself, and the post counts its supporter', async ({ browser }) => {
  const { creator, reader, text, id } = await creatorPostSeenByReader(browser);
  const dialog = await openTipModal(reader, text, creator.citizen.username);
  await fillCard(dialog, '4242 4242 4242 4242');
  // The confirmation is held until the processing state has been seen: a fast server would
  // otherwise answer before the test could look.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await reader.route('**/api/payments/demo/confirm', async (route) => {
    await held;
    await route.continue();
  });
  const paid = reader.waitForResponse((response) => response.url().endsWith('/api/payments/demo/confirm'));
  await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  release();
  expect((await paid).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText(`Thank you! Your $5.00 tip is on its way to ${creator.citizen.username}.`);
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await expect(postCard(reader, text).getByTestId('supporters-count')).toHaveText('1 supporter');
  const earnings = await (await creator.page.request.get('/api/payments/earnings')).json();
  expect(earnings).toEqual({ lifetime: 500, last30Days: 500, availableForPayout: 500, demo: true });
  await creator.page.goto(`/post/${id}`);
  await expect(postCard(creator.page, text).getByTestId('supporters-count')).toHaveText('1 supporter', FIRST_LOAD);
});

test('a declined card shows the card’s message and keeps the modal open; nothing is paid', async ({ browser }) => {
  const { creator, reader, text } = await creatorPostSeenByReader(browser);
  const dialog = await openTipModal(reader, text, creator.citizen.username);
  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $5.00' })).toBeEnabled();
  expect((await (await creator.page.request.get('/api/payments/earnings')).json()).lifetime).toBe(0);
});

test('the modal speaks French, errors included', async ({ browser }) => {
  const { creator, reader, text } = await creatorPostSeenByReader(browser, 'fr');
  await postCard(reader, text).getByRole('button', { name: 'Pourboire' }).click();
  const dialog = reader.getByRole('dialog', { name: `Soutenir ${creator.citizen.username}` });
  await expect(dialog.getByText('Choisissez un montant')).toBeVisible();
  await fillFrenchCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: /^Payer 5,00/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Échec du paiement : Votre carte a été refusée.');
});

test('no Tip button on one’s own post', async ({ browser }) => {
  const creator = await citizenIn(browser);
  expect((await creator.page.request.post('/api/payments/connect')).status()).toBe(200);
  const text = uniqueText('My own guide to the gardens');
  const { id } = await createPostByApi(creator.page, text);
  await creator.page.goto(`/post/${id}`);
  await expect(postCard(creator.page, text)).toBeVisible(FIRST_LOAD);
  await expect(postCard(creator.page, text).getByRole('button', { name: 'Tip' })).toHaveCount(0);
});

test('no Tip button for a creator without payouts connected', async ({ browser }) => {
  const unpaid = await citizenIn(browser);
  const text = uniqueText('Notes from the night market');
  const { id } = await createPostByApi(unpaid.page, text);
  const { page: reader } = await citizenIn(browser);
  await reader.goto(`/post/${id}`);
  await expect(postCard(reader, text)).toBeVisible(FIRST_LOAD);
  await expect(postCard(reader, text).getByRole('button', { name: 'Tip' })).toHaveCount(0);
});

test('a creator connects payouts in Settings and sees the demo dashboard', async ({ browser }) => {
  const { page } = await citizenIn(browser);
  await page.goto('/settings#payouts');
  const section = page.getByRole('region', { name: 'Payouts' });
  await expect(section.getByTestId('payouts-state')).toHaveText('Payouts are not connected.', FIRST_LOAD);
  await section.getByRole('button', { name: 'Connect payouts' }).click();
  await expect(section.getByTestId('payouts-state')).toHaveText('Payouts are connected: readers can tip your posts.');
  await expect(section.getByText('Demo', { exact: true })).toBeVisible();
  await expect(section.getByTestId('earnings-lifetime')).toHaveText('$0.00');
  await expect(section.getByTestId('earnings-last30Days')).toHaveText('$0.00');
  await expect(section.getByTestId('earnings-availableForPayout')).toHaveText('$0.00');
});
