import { expect, test, type Browser, type Page } from '@playwright/test';
import { createPostByApi, postCard, signUpByApi, uniqueText } from './helpers';

// Reporting a post, a comment or a message: a reason must be chosen, Other needs details, and the
// dialog closes after submitting with thanks or with the server's refusal.

async function citizenIn(browser: Browser, language: 'en' | 'fr' = 'en'): Promise<{ page: Page; uid: string }> {
  const page = await (await browser.newContext()).newPage();
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  await signUpByApi(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  return { page, uid: me.user.uid };
}

/** An author's post, opened on its page by another citizen. */
async function postSeenByAnother(browser: Browser, language: 'en' | 'fr' = 'en') {
  const author = await citizenIn(browser);
  const text = uniqueText('Buy cheap watches at my stall');
  const { id } = await createPostByApi(author.page, text);
  const reader = await citizenIn(browser, language);
  await reader.page.goto(`/post/${id}`);
  await expect(postCard(reader.page, text)).toBeVisible();
  return { author, reader: reader.page, text, id };
}

const reportCall = (page: Page) => page.waitForRequest((request) => request.url().endsWith('/api/callable/createReport'));

test('reporting with Other requires details, which are sent in place of the key, then thanks the citizen', async ({ browser }) => {
  const { reader, text, id, author } = await postSeenByAnother(browser);
  await postCard(reader, text).getByRole('button', { name: 'Post options' }).click();
  await reader.getByRole('menuitem', { name: 'Report Post' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report Post' });
  const submit = dialog.getByRole('button', { name: 'Submit report' });

  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Other').check();
  await expect(dialog.getByText('Details are required when you choose Other.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Please describe the problem').fill('   ');
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Please describe the problem').fill('It sells counterfeit goods.');
  const sent = reportCall(reader);
  await submit.click();
  expect((await sent).postDataJSON()).toEqual({ data: { postId: id, postAuthorId: author.uid, reason: 'It sells counterfeit goods.' } });
  await expect(reader.getByRole('status').filter({ hasText: 'Thank you for your report. Our team will review it shortly.' })).toBeVisible();
  await expect(reader.getByRole('dialog')).toHaveCount(0);
});

test('a chosen reason is sent as its key', async ({ browser }) => {
  const { reader, text } = await postSeenByAnother(browser);
  await postCard(reader, text).getByRole('button', { name: 'Post options' }).click();
  await reader.getByRole('menuitem', { name: 'Report Post' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report Post' });
  await dialog.getByLabel('Spam or misleading').check();
  const sent = reportCall(reader);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  expect((await sent).postDataJSON().data.reason).toBe('spam');
  await expect(reader.getByText('Thank you for your report. Our team will review it shortly.')).toBeVisible();
});

test('when the server refuses, the dialog closes and says why', async ({ browser }) => {
  const { reader, text } = await postSeenByAnother(browser);
  // The server's answer to a citizen reporting too fast.
  await reader.route('**/api/callable/createReport', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '60' },
      json: { error: { status: 'RESOURCE_EXHAUSTED', code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' } },
    }),
  );
  await postCard(reader, text).getByRole('button', { name: 'Post options' }).click();
  await reader.getByRole('menuitem', { name: 'Report Post' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report Post' });
  await dialog.getByLabel('Hate speech or harassment').check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(reader.getByRole('alert').filter({ hasText: 'Failed to submit report: Too many attempts. Please wait a moment and try again.' })).toBeVisible();
  await expect(reader.getByRole('dialog')).toHaveCount(0);
});

test('a comment is reported from its menu, in French', async ({ browser }) => {
  const { reader, id } = await postSeenByAnother(browser, 'fr');
  const commenter = await citizenIn(browser);
  const remark = uniqueText('A rude remark');
  expect((await commenter.page.request.post(`/api/posts/${id}/comments`, { data: { text: remark } })).status()).toBe(201);
  await reader.reload();
  const comment = reader.getByTestId('comment').filter({ hasText: remark });
  await comment.getByRole('button', { name: 'Options du commentaire' }).click();
  await reader.getByRole('menuitem', { name: 'Signaler le commentaire' }).click();
  const dialog = reader.getByRole('dialog', { name: 'Signaler le commentaire' });
  await dialog.getByLabel('Violence ou contenu dangereux').check();
  const sent = reportCall(reader);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  expect((await sent).postDataJSON().data).toEqual({ commentId: expect.any(String), reason: 'violence' });
  await expect(reader.getByText('Merci pour votre signalement. Notre équipe l’examinera sous peu.')).toBeVisible();
});

test("a received message is reported from its menu; one's own messages have none", async ({ browser }) => {
  const alice = await citizenIn(browser);
  const bob = await citizenIn(browser);
  expect((await alice.page.request.post(`/api/users/${bob.uid}/follow`)).status()).toBe(200);
  expect((await bob.page.request.post(`/api/users/${alice.uid}/follow`)).status()).toBe(200);
  const conversation = await (await bob.page.request.post('/api/conversations', { data: { userId: alice.uid } })).json();
  expect((await bob.page.request.post(`/api/conversations/${conversation.id}/messages`, { data: { text: 'Send me your password.' } })).status()).toBe(201);
  expect((await alice.page.request.post(`/api/conversations/${conversation.id}/messages`, { data: { text: 'No thanks.' } })).status()).toBe(201);

  await alice.page.goto(`/embassy/${conversation.id}`);
  const messages = alice.page.getByTestId('chat-messages');
  await expect(messages.getByText('No thanks.')).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Message options' })).toHaveCount(1);
  await messages.getByRole('button', { name: 'Message options' }).click();
  await alice.page.getByRole('menuitem', { name: 'Report Message' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Report Message' });
  await dialog.getByLabel('Spam or misleading').check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(alice.page.getByText('Thank you for your report. Our team will review it shortly.')).toBeVisible();
});
