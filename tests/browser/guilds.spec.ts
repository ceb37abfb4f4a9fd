import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, signUpByApi, uniqueText } from './helpers';

/** Founds a guild through the API with the page's session; returns its id. */
async function foundByApi(page: Page, guild: { name: string; charter?: string; privacy?: 'public' | 'secret'; joinPolicy?: 'open' | 'request' }) {
  const reply = await page.request.post('/api/guilds', { data: { charter: 'Be kind. Share what you know.', ...guild } });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { id: string }).id;
}

/** A second citizen in a browser of their own (their own cookies). */
async function otherCitizen(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpByApi(page);
  return { page, close: () => context.close() };
}

test('founding a guild: name and charter are required, in both languages; the founder lands on its page', async ({ page }) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Found a guild', exact: true }).click();
  await expect(page).toHaveURL(/\/guilds\/create$/);
  await page.getByRole('button', { name: 'Found the guild' }).click();
  await expect(page.getByRole('alert')).toHaveText('Guild Name and Charter are required.');

  await page.getByLabel('Guild name').fill('  ');
  await page.getByLabel('Charter').fill('Share seeds.');
  await page.getByRole('button', { name: 'Found the guild' }).click();
  await expect(page.getByRole('alert')).toHaveText('Guild Name and Charter are required.');

  await page.getByRole('button', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Fonder la guilde' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le nom de la guilde et sa charte sont obligatoires.');
  await page.getByRole('button', { name: 'English' }).click();

  const name = uniqueText('Seed Savers');
  await page.getByLabel('Guild name').fill(name);
  await page.getByLabel('Short description').fill('We keep old varieties alive');
  await page.getByLabel('Anyone can join at once').check();
  await page.getByRole('button', { name: 'Found the guild' }).click();
  await expect(page).toHaveURL(/\/guilds\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charter' })).toContainText('Share seeds.');
  await expect(page.getByText('Open to all')).toBeVisible();
  await expect(page.getByRole('region', { name: /Members/ }).getByRole('listitem')).toHaveText([/Founder/]);
});

test('a public guild is discovered in the guild list and joined; its members post to its feed', async ({ page, browser }) => {
  // Two citizens, each in a browser of their own, and the coach reading the post: longer than one step on a busy machine.
  test.setTimeout(90_000);
  await signUpByApi(page);
  const name = uniqueText('Night Walkers');
  const guildId = await foundByApi(page, { name, joinPolicy: 'open' });

  const walker = await otherCitizen(browser);
  await walker.page.goto('/guilds');
  await walker.page.getByRole('region', { name: 'Discover guilds' }).getByRole('link', { name }).click();
  await expect(walker.page).toHaveURL(new RegExp(`/guilds/${guildId}$`));
  await expect(walker.page.getByText('1 member', { exact: true })).toBeVisible();
  await walker.page.getByRole('button', { name: 'Join the guild' }).click();
  await expect(walker.page.getByText('2 members', { exact: true })).toBeVisible();
  await expect(walker.page.getByRole('button', { name: 'Leave the guild' })).toBeVisible();

  const text = uniqueText('Full moon walk on Friday');
  await walker.page.getByPlaceholder('What do you want to share with the guild?').fill(text);
  await walker.page.getByRole('button', { name: 'Post', exact: true }).click();
  const card = walker.page.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('guild-mark')).toHaveText(name);

  // The founder sees the new post in the guild's feed too.
  await page.goto(`/guilds/${guildId}`);
  await expect(page.getByTestId('post-card').filter({ hasText: text })).toBeVisible({ timeout: 20_000 });
  await walker.close();
});

test('a guild of requests: the founder approves a citizen’s request', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpByApi(page);
  const name = uniqueText('Quiet Readers');
  const guildId = await foundByApi(page, { name, joinPolicy: 'request' });
  const reader = await otherCitizen(browser);
  await reader.page.goto(`/guilds/${guildId}`);
  await reader.page.getByRole('button', { name: 'Ask to join' }).click();
  await expect(reader.page.getByText('Your request is waiting for approval.')).toBeVisible();

  await page.goto(`/guilds/${guildId}`);
  await page.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('No request is waiting.')).toBeVisible();
  await expect(page.getByText('2 members', { exact: true })).toBeVisible();
  await reader.page.reload();
  await expect(reader.page.getByRole('button', { name: 'Leave the guild' })).toBeVisible();
  await reader.close();
});

test('a secret guild is invisible to an outsider: not listed, not found, and its page says it does not exist', async ({ page, browser }) => {
  await signUpByApi(page);
  const name = uniqueText('Hidden Orchard');
  const guildId = await foundByApi(page, { name, privacy: 'secret' });
  await page.goto('/guilds');
  await expect(page.getByRole('region', { name: 'Your guilds' }).getByRole('link', { name })).toBeVisible();

  const outsider = await otherCitizen(browser);
  await outsider.page.goto(`/guilds/${guildId}`);
  await expect(outsider.page.getByRole('heading', { level: 1, name: 'Guild not found' })).toBeVisible();
  await expect(outsider.page.getByText('This guild does not exist, or it is not visible to you.')).toBeVisible();
  await expect(outsider.page.getByText(name)).toHaveCount(0);
  await outsider.page.goto('/guilds');
  await expect(outsider.page.getByRole('region', { name: 'Discover guilds' })).toBeVisible();
  await expect(outsider.page.getByText(name)).toHaveCount(0);
  await outsider.page.goto(`/search/${encodeURIComponent(name)}`);
  await expect(outsider.page.getByText('No guilds match this search.')).toBeVisible();
  await outsider.close();
});
