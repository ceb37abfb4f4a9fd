import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, signUpByApi, uniqueText } from './helpers';
import { fillCard } from './payment-card';

/** Founds a guild through the API with the page's session; returns its id. */
async function foundByApi(page: Page, guild: { name: string; charter?: string; privacy?: 'public' | 'secret'; joinPolicy?: 'open' | 'request' }) {
  const reply = await page.request.post('/api/guilds', { data: { charter: 'Be kind. Share what you know.', ...guild } });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { id: string }).id;
}

/** A second citizen in a browser of their own (their own cookies), in English unless told. */
async function otherCitizen(browser: Browser, language: 'en' | 'fr' = 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  const citizen = await signUpByApi(page);
  return { page, citizen, close: () => context.close() };
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

test('any member of a secret guild invites a citizen from its page, who is then invited to join', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpByApi(page);
  const guildId = await foundByApi(page, { name: uniqueText('Night Gardeners'), privacy: 'secret' });
  const uidOf = async (someone: Page) => ((await (await someone.request.get('/api/auth/me')).json()) as { user: { uid: string } }).user.uid;
  const member = await otherCitizen(browser);
  expect((await page.request.post(`/api/guilds/${guildId}/invites`, { data: { userId: await uidOf(member.page) } })).status()).toBe(201);
  expect((await member.page.request.post(`/api/guilds/${guildId}/join`)).status()).toBe(200);
  const invitee = await otherCitizen(browser);

  await member.page.goto(`/guilds/${guildId}`);
  await member.page.getByPlaceholder('Search the city…').fill(invitee.citizen.username);
  await member.page.getByRole('button', { name: 'Find', exact: true }).click();
  await member.page.getByRole('button', { name: `Invite ${invitee.citizen.username}` }).click();
  await expect(member.page.getByText(`${invitee.citizen.username} is invited.`)).toBeVisible();
  // The pending lists stay the leaders'.
  await expect(member.page.getByText('Invitations sent')).toHaveCount(0);

  await invitee.page.goto(`/guilds/${guildId}`);
  await expect(invitee.page.getByText('You are invited to join this guild.')).toBeVisible();
  await invitee.page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee.page.getByRole('button', { name: 'Leave the guild' })).toBeVisible();
  await Promise.all([member.close(), invitee.close()]);
});

/** An open guild founded by the page's citizen, and another citizen who joined it, on its page. */
async function guildWithMember(page: Page, browser: Browser, language: 'en' | 'fr' = 'en') {
  await signUpByApi(page);
  const name = uniqueText('Community Garden');
  const guildId = await foundByApi(page, { name, joinPolicy: 'open' });
  const member = await otherCitizen(browser, language);
  expect((await member.page.request.post(`/api/guilds/${guildId}/join`)).status()).toBe(200);
  await member.page.goto(`/guilds/${guildId}`);
  await expect(member.page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  return { name, guildId, member };
}

test('a member contributes $5 with a test card: the modal says so, closes by itself, and the treasury shows it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { name, guildId, member } = await guildWithMember(page, browser);
  const treasury = member.page.getByRole('region', { name: 'Treasury' });
  await expect(treasury.getByTestId('treasury-balance')).toHaveText('$0.00');
  await treasury.getByRole('button', { name: 'Contribute' }).click();
  const dialog = member.page.getByRole('dialog', { name: `Contribute to ${name}` });
  await expect(dialog.getByTestId('demo-label')).toBeVisible();
  await expect(dialog.getByLabel('$5.00')).toBeChecked();
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Thank you! Your $5.00 contribution is on its way to ${name}’s treasury.`);
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await expect(treasury.getByTestId('treasury-balance')).toHaveText('$5.00');
  await expect(treasury.getByRole('listitem')).toHaveText([new RegExp(`^\\$5\\.00 ${member.citizen.username} `)]);
  // The founder sees the same treasury: the ledger credited the guild, not just this page.
  await page.goto(`/guilds/${guildId}`);
  await expect(page.getByRole('region', { name: 'Treasury' }).getByTestId('treasury-balance')).toHaveText('$5.00', { timeout: 20_000 });
  await member.close();
});

test('a declined card shows its message, keeps the modal open and leaves the treasury as it was', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { name, guildId, member } = await guildWithMember(page, browser);
  await member.page.getByRole('button', { name: 'Contribute' }).click();
  const dialog = member.page.getByRole('dialog', { name: `Contribute to ${name}` });
  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: Your card was declined.');
  await expect(dialog.getByRole('button', { name: 'Pay $5.00' })).toBeEnabled();
  const guild = await (await member.page.request.get(`/api/guilds/${guildId}`)).json();
  expect(guild.treasury).toEqual({ balance: 0, history: [] });
  await member.close();
});

test('the Contribute modal speaks French', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { name, member } = await guildWithMember(page, browser, 'fr');
  await member.page.getByRole('region', { name: 'Trésor' }).getByRole('button', { name: 'Contribuer' }).click();
  const dialog = member.page.getByRole('dialog', { name: `Contribuer à ${name}` });
  await expect(dialog.getByText('Choisissez un montant')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await member.close();
});

test('an outsider sees the treasury of a public guild but no Contribute button', async ({ page, browser }) => {
  await signUpByApi(page);
  const name = uniqueText('Open Kitchen');
  const guildId = await foundByApi(page, { name, joinPolicy: 'request' });
  const outsider = await otherCitizen(browser);
  await outsider.page.goto(`/guilds/${guildId}`);
  await expect(outsider.page.getByRole('button', { name: 'Ask to join' })).toBeVisible({ timeout: 20_000 });
  await expect(outsider.page.getByRole('region', { name: 'Treasury' }).getByTestId('treasury-balance')).toHaveText('$0.00');
  await expect(outsider.page.getByRole('button', { name: 'Contribute' })).toHaveCount(0);
  // The founder, a member, has it.
  await page.goto(`/guilds/${guildId}`);
  await expect(page.getByRole('region', { name: 'Treasury' }).getByRole('button', { name: 'Contribute' })).toBeVisible({ timeout: 20_000 });
  await outsider.close();
});
