import { expect, test } from '@playwright/test';
import { createPostByApi, newCitizen, signUp, uniqueText } from './helpers';
import { adminPage, citizenPage, openLive, reportCard, reportedPost } from './admin-helpers';

// The admin area's queues in several windows. playwright.config.ts names these addresses in ADMIN_EMAILS.
const FIRST_ADMIN = 'queues.admin@example.com';
const SECOND_ADMIN = 'queues.second@example.com';

test('a citizen who is not an admin has no Admin entry, and /admin sends them to /app', async ({ page }) => {
  await signUp(page, newCitizen('plain'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/app$/);
  expect((await page.request.get('/api/admin/reports')).status()).toBe(403);
});

test('an admin opens the admin area from the avatar menu', async ({ browser }) => {
  const admin = await adminPage(browser, FIRST_ADMIN);
  await admin.goto('/app');
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Admin area' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
});

test('a report arrives live, opens in its own window, and a removal there updates every other window', async ({ browser }) => {
  test.slow(); // two admins, three windows and two citizens, each with a live connection
  const queue = await adminPage(browser, FIRST_ADMIN);
  const other = await adminPage(browser, SECOND_ADMIN);
  await openLive(queue, '/admin');
  await openLive(other, '/admin/reports');

  // A report filed while the queues are open appears in both, without a reload.
  const { text, id, reporter, author } = await reportedPost(browser, 'Cheap watches, live queue');
  const card = reportCard(queue, text);
  await expect(card).toContainText('Reported by 1 citizen');
  await expect(card).toContainText('Spam or misleading');
  await expect(reportCard(other, text)).toBeVisible();

  // Its own window: the item alone, with its actions.
  const [popup] = await Promise.all([queue.context().waitForEvent('page'), card.getByRole('button', { name: /Open in new window/ }).click()]);
  await expect(popup).toHaveURL(new RegExp(`/admin/reports/${id}$`));
  await expect(reportCard(popup, text)).toBeVisible();
  await expect(popup.getByRole('button', { name: /Open in new window/ })).toHaveCount(0);

  // The second admin removes it from their queue, after confirming, with a note.
  await reportCard(other, text).getByLabel('Note (optional)').fill('Advertising is not allowed.');
  await reportCard(other, text).getByRole('button', { name: 'Remove' }).click();
  await other.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Remove it' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Done: removed.' })).toBeVisible();

  // Every window follows: gone from both queues, and the item window says by whom and what.
  await expect(reportCard(other, text)).toHaveCount(0);
  await expect(reportCard(queue, text)).toHaveCount(0);
  const me = await (await other.request.get('/api/auth/me')).json();
  await expect(popup.getByTestId('resolved')).toHaveText(`Resolved by ${me.user.username}: removed`);
  await expect(popup.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // The post is gone for everyone, and its author is told why, with the note.
  expect((await reporter.page.request.get(`/api/posts/${id}`)).status()).toBe(404);
  await author.page.goto('/notifications');
  await expect(
    author.page.getByText('An admin reviewed your content after a report for spam or misleading content: it was removed. Note from the admin: “Advertising is not allowed.”'),
  ).toBeVisible();
});

test('a report that arrives after Load more shows at the top of the queue, and the pages loaded stay', async ({ browser }) => {
  test.slow(); // two dozen reported posts before the admin looks
  // GET /api/admin/reports reads 20 items a page (its default limit): four more make a second page.
  const author = await citizenPage(browser);
  const reporter = await citizenPage(browser);
  const texts: string[] = [];
  for (let count = 0; count < 24; count++) {
    const text = uniqueText(`Paged report ${count}`);
    const { id } = await createPostByApi(author.page, text);
    const report = { postId: id, postAuthorId: author.uid, reason: 'spam' };
    expect((await reporter.page.request.post('/api/callable/createReport', { data: { data: report } })).ok()).toBe(true);
    texts.push(text);
  }
  // The four reported first are the oldest: twenty newer ones fill the first page before them.
  const secondPage = texts.slice(0, 4);
  const admin = await adminPage(browser, FIRST_ADMIN);
  await openLive(admin, '/admin/reports');
  await expect(reportCard(admin, texts[23])).toBeVisible();
  await expect(reportCard(admin, secondPage[0])).toHaveCount(0);
  await admin.getByRole('button', { name: 'Load more' }).click();
  for (const text of secondPage) await expect(reportCard(admin, text)).toBeVisible();

  // Another citizen reports a post: it belongs to the first page, and shows without a reload, above every earlier report.
  const { text } = await reportedPost(browser, 'Arrives after Load more');
  await expect(reportCard(admin, text)).toBeVisible();
  const shown = await admin.getByTestId('report-item').allTextContents();
  const indexOf = (wanted: string) => shown.findIndex((card) => card.includes(wanted));
  expect(indexOf(text)).toBeLessThan(indexOf(texts[23]));
  for (const earlier of secondPage) await expect(reportCard(admin, earlier)).toBeVisible();
});

test('an admin acting on an item another admin has just resolved is told so, and the view refreshes', async ({ browser }) => {
  test.slow(); // two admins and two citizens
  const late = await adminPage(browser, SECOND_ADMIN);
  const first = await adminPage(browser, FIRST_ADMIN);
  const { text, id } = await reportedPost(browser, 'Two admins, one report');
  // This window hears nothing from the server (as when its connection drops), so its queue is out of date.
  await late.route('**/socket.io/**', (route) => route.abort());
  await late.goto('/admin/reports');
  // Without its live connection the page takes longer to settle on a busy machine.
  await expect(reportCard(late, text)).toBeVisible({ timeout: 20_000 });

  expect((await first.request.post(`/api/admin/reports/${id}/resolve`, { data: { action: 'dismiss' } })).status()).toBe(204);
  await reportCard(late, text).getByRole('button', { name: 'Dismiss' }).click();
  await expect(late.getByRole('alert')).toHaveText('This item has already been resolved by another admin.');
  await expect(reportCard(late, text)).toHaveCount(0);
});

test('in French, the item window of a report says what it is and how it was resolved', async ({ browser }) => {
  const admin = await adminPage(browser, FIRST_ADMIN, 'fr');
  const { text, id } = await reportedPost(browser, 'Montres pas chères');
  await openLive(admin, `/admin/reports/${id}`);
  await expect(admin.getByRole('heading', { name: 'Élément signalé' })).toBeVisible();
  await expect(reportCard(admin, text)).toContainText('Signalé par 1 citoyen');
  await reportCard(admin, text).getByRole('button', { name: 'Classer sans suite' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'C’est fait : classé sans suite.' })).toBeVisible();
  await expect(admin.getByTestId('resolved')).toContainText('classé sans suite');
});

test('an item resolved by one admin says so in a window another admin opens later, and after a reload, in both languages', async ({ browser }) => {
  const first = await adminPage(browser, FIRST_ADMIN);
  const { username } = (await (await first.request.get('/api/auth/me')).json()).user;
  const { text, id } = await reportedPost(browser, 'Resolved before anyone looked');
  expect((await first.request.post(`/api/admin/reports/${id}/resolve`, { data: { action: 'remove' } })).status()).toBe(204);

  // The window was not open when it happened: what it says comes from the server, on every read.
  const later = await adminPage(browser, SECOND_ADMIN);
  await later.goto(`/admin/reports/${id}`);
  await expect(reportCard(later, text)).toBeVisible();
  await expect(later.getByTestId('resolved')).toHaveText(`Resolved by ${username}: removed`);
  await later.reload();
  await expect(later.getByTestId('resolved')).toHaveText(`Resolved by ${username}: removed`);

  const french = await adminPage(browser, SECOND_ADMIN, 'fr');
  await french.goto(`/admin/reports/${id}`);
  await expect(french.getByTestId('resolved')).toHaveText(`Traité par ${username} : supprimé`);
});

test('a comment an admin removes leaves a reader’s open post page at once; the reply under it stays', async ({ browser }) => {
  const author = await citizenPage(browser);
  const { id: postId } = await createPostByApi(author.page, uniqueText('A post with a rude comment'));
  const commenter = await citizenPage(browser);
  const rude = uniqueText('Rude words under a post');
  const reply = uniqueText('A calm reply to the rude words');
  const rudeComment = await (await commenter.page.request.post(`/api/posts/${postId}/comments`, { data: { text: rude } })).json();
  expect((await author.page.request.post(`/api/posts/${postId}/comments`, { data: { text: reply, parentId: rudeComment.id } })).status()).toBe(201);
  const reader = await citizenPage(browser);
  expect((await reader.page.request.post('/api/callable/createReport', { data: { data: { commentId: rudeComment.id, reason: 'hate' } } })).ok()).toBe(true);
  await openLive(reader.page, `/post/${postId}`);
  const comments = reader.page.getByTestId('comment');
  await expect(comments.filter({ hasText: rude })).toBeVisible();

  const admin = await adminPage(browser, FIRST_ADMIN);
  expect((await admin.request.post(`/api/admin/reports/${rudeComment.id}/resolve`, { data: { action: 'remove' } })).status()).toBe(204);

  await expect(comments.filter({ hasText: rude })).toHaveCount(0);
  await expect(comments.filter({ hasText: reply })).toBeVisible();
});
