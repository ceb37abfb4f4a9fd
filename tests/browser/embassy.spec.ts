import { expect, test, type Browser, type Page } from '@playwright/test';
import { realtimeReady, signUpByApi } from './helpers';

// The Embassy: two citizens, each in a browser of their own, talk live.

async function citizenIn(browser: Browser, language: 'en' | 'fr' = 'en'): Promise<{ page: Page; uid: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  await signUpByApi(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  return { page, uid: me.user.uid };
}

/** The open conversation's messages (the list beside it shows the last one too). */
const chat = (page: Page) => page.getByTestId('chat-messages');

const follow = async (who: Page, uid: string) => expect((await who.request.post(`/api/users/${uid}/follow`)).status()).toBe(200);

async function mutualFollowers(browser: Browser) {
  const alice = await citizenIn(browser);
  const bob = await citizenIn(browser);
  await follow(alice.page, bob.uid);
  await follow(bob.page, alice.uid);
  return { alice, bob };
}

test('two citizens exchange messages live, and the header counts what is unread', async ({ browser }) => {
  const { alice, bob } = await mutualFollowers(browser);

  // The profile's Message button leads to /embassy?with=…, which opens the conversation.
  const aliceReady = realtimeReady(alice.page);
  await alice.page.goto(`/embassy?with=${bob.uid}`);
  await expect(alice.page).toHaveURL(/\/embassy\/[0-9a-f-]{36}$/);
  await aliceReady;
  const bobReady = realtimeReady(bob.page);
  await bob.page.goto('/app');
  await bobReady;

  await alice.page.getByLabel('Write a message').fill('Hello Bob, see https://example.org/market');
  await alice.page.getByRole('button', { name: 'Send' }).click();
  const sent = chat(alice.page).getByRole('listitem').filter({ hasText: 'Hello Bob' });
  await expect(sent.getByText('Delivered')).toBeAttached();
  await expect(alice.page.getByLabel('Write a message')).toHaveValue('');

  // Bob, elsewhere in the city, sees the count at once; opening the conversation reads it.
  await expect(bob.page.getByTestId('messages-badge')).toHaveText('1');
  await bob.page.getByRole('link', { name: 'Embassy (1 unread messages)' }).click();
  await bob.page.getByRole('link', { name: /Hello Bob/ }).click();
  const link = chat(bob.page).getByRole('link', { name: 'https://example.org/market' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(chat(bob.page).getByRole('separator').getByText('Today')).toBeVisible();
  await expect(bob.page.getByTestId('messages-badge')).toHaveCount(0);

  // Enter sends; the answer appears in Alice's open conversation without a reload.
  await bob.page.getByLabel('Write a message').fill('Hello Alice!');
  await bob.page.getByLabel('Write a message').press('Enter');
  await expect(chat(alice.page).getByText('Hello Alice!')).toBeVisible();
  await expect(alice.page.getByRole('list', { name: 'Your conversations' }).getByText('Hello Alice!')).toBeVisible();
});

test('older messages load when scrolling up', async ({ browser }) => {
  const { alice, bob } = await mutualFollowers(browser);
  const conversation = await (await alice.page.request.post('/api/conversations', { data: { userId: bob.uid } })).json();
  for (let n = 1; n <= 40; n++) {
    const reply = await alice.page.request.post(`/api/conversations/${conversation.id}/messages`, { data: { text: `Note number ${n}` } });
    expect(reply.status()).toBe(201);
  }
  await bob.page.goto(`/embassy/${conversation.id}`);
  // The first load of a page of 30 on a busy machine can take longer than a click's answer.
  await expect(chat(bob.page).getByText('Note number 40', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(chat(bob.page).getByText('Note number 10', { exact: true })).toHaveCount(0);
  await bob.page.getByTestId('chat-messages').evaluate((box) => box.scrollTo(0, 0));
  await expect(chat(bob.page).getByText('Note number 1', { exact: true })).toBeAttached();
  await expect(bob.page.getByText(/This is the beginning of your conversation/)).toBeAttached();
});

test('the coach refuses a threat before it is sent', async ({ browser }) => {
  const { alice, bob } = await mutualFollowers(browser);
  await alice.page.goto(`/embassy?with=${bob.uid}`);
  await alice.page.getByLabel('Write a message').fill('I will kill you if you come back here');
  await expect(alice.page.getByTestId('suggestion').filter({ hasText: 'Blocked' })).toBeVisible({ timeout: 10_000 });
  await expect(alice.page.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('only mutual followers can start a conversation, in English and in French', async ({ browser }) => {
  const stranger = await citizenIn(browser);
  const other = await citizenIn(browser);
  await follow(stranger.page, other.uid);
  await stranger.page.goto(`/embassy?with=${other.uid}`);
  await expect(stranger.page.getByRole('alert')).toHaveText('Only mutual followers can start a conversation.');

  const french = await citizenIn(browser, 'fr');
  await french.page.goto(`/embassy?with=${other.uid}`);
  await expect(french.page.getByRole('alert')).toHaveText('Seuls les abonnés mutuels peuvent entamer une conversation.');
  await expect(french.page.getByRole('heading', { name: 'Ambassade' })).toBeVisible();
});

test('blocking closes the conversation for both', async ({ browser }) => {
  const { alice, bob } = await mutualFollowers(browser);
  const conversation = await (await alice.page.request.post('/api/conversations', { data: { userId: bob.uid } })).json();
  await alice.page.goto(`/embassy/${conversation.id}`);
  await alice.page.getByRole('button', { name: 'Block' }).click();
  await alice.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(alice.page.getByText(/You blocked .+\. Unblock them to write again\./)).toBeVisible();
  await bob.page.goto(`/embassy/${conversation.id}`);
  await expect(bob.page.getByText(/You can no longer message/)).toBeVisible();
  await expect(bob.page.getByLabel('Write a message')).toHaveCount(0);
});

test('a block closes the other citizen’s open chat live, and unblocking reopens it', async ({ browser }) => {
  const { alice, bob } = await mutualFollowers(browser);
  const conversation = await (await alice.page.request.post('/api/conversations', { data: { userId: bob.uid } })).json();
  // Both chats open, each socket connected before the block, so that only the live event can change Bob's.
  for (const { page } of [alice, bob]) {
    const ready = realtimeReady(page);
    await page.goto(`/embassy/${conversation.id}`);
    await ready;
    await expect(page.getByLabel('Write a message')).toBeVisible();
  }

  await alice.page.getByRole('button', { name: 'Block' }).click();
  await alice.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(bob.page.getByText(/You can no longer message/)).toBeVisible();
  await expect(bob.page.getByLabel('Write a message')).toHaveCount(0);

  await alice.page.getByRole('button', { name: 'Unblock' }).click();
  await expect(bob.page.getByLabel('Write a message')).toBeVisible();
  await expect(bob.page.getByText(/You can no longer message/)).toHaveCount(0);
});
