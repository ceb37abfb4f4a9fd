import { expect, test, type Page } from '@playwright/test';
import { createPostByApi, paddedPng, postCard, realtimeReady, signUp, uniqueText } from './helpers';

const openPostMenu = async (page: Page, text: string) => {
  await postCard(page, text).getByRole('button', { name: 'Post options' }).click();
  return page.getByRole('menu');
};

test.describe('posting', () => {
  test('a post with an image shows the upload percentage, then the post with its image at the top', async ({ page }) => {
    await signUp(page);
    const text = uniqueText('Sunset over the river');
    await page.getByLabel('What do you want to share?').fill(text);

    // A file that is not an image, or another kind of image, is refused.
    const picker = page.getByLabel('Add image');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Only PNG, JPEG and GIF images can be added.')).toBeVisible();
    await picker.setInputFiles({ name: 'photo.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF') });
    await expect(page.getByText('Only PNG, JPEG and GIF images can be added.')).toBeVisible();

    await picker.setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: paddedPng(1_500_000) });
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await expect(page.getByText('Only PNG, JPEG and GIF images can be added.')).toHaveCount(0);

    // A slow uplink (about 2 s for the file) so the percentage is seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 750_000 });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
    await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const card = postCard(page, text);
    await expect(card.getByRole('img', { name: 'Image shared with the post' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('post-card').first()).toContainText(text);
    await expect(page.getByLabel('What do you want to share?')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  });

  test('the author edits a post: the composer loads it, Cancel resets, Save shows the new text marked edited', async ({ page }) => {
    await signUp(page);
    const text = uniqueText('First draft');
    await page.getByLabel('What do you want to share?').fill(text);
    await page.getByLabel('Audience').selectOption({ label: 'Inner Circle' });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(page, text)).toBeVisible();
    await expect(page.getByLabel('Audience')).toHaveValue('public');

    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByLabel('What do you want to share?')).toHaveValue(text);
    await expect(page.getByLabel('Audience')).toHaveValue('private');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('What do you want to share?')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Edit' }).click();
    const edited = uniqueText('Second thoughts');
    await page.getByLabel('What do you want to share?').fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    const card = postCard(page, edited);
    await expect(card).toBeVisible();
    await expect(card.getByText('edited', { exact: true })).toBeVisible();
    await expect(postCard(page, text)).toHaveCount(0);
  });

  test('delete hides the post and says so; Undo brings it back for good', async ({ page }) => {
    const citizen = await signUp(page);
    const text = uniqueText('Soon regretted');
    await page.getByLabel('What do you want to share?').fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postCard(page, text)).toBeVisible();

    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Delete' }).click();
    await expect(postCard(page, text)).toHaveCount(0);
    await expect(page.getByText('Post deleted.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(postCard(page, text)).toBeVisible();
    await expect(page.getByText('Post deleted.')).toHaveCount(0);

    // Still there after a reload (the author's own posts, newest first, on their profile).
    await page.reload();
    await page.getByRole('link', { name: citizen.username }).first().click();
    await expect(page.getByRole('heading', { name: citizen.username, level: 1 })).toBeVisible();
    await expect(postCard(page, text)).toBeVisible();
  });

  test("another citizen's menu offers Report Post", async ({ page, browser }) => {
    const text = uniqueText('Reportable');
    await signUp(page);
    const { id } = await createPostByApi(page, text);
    const other = await (await browser.newContext()).newPage();
    await signUp(other);
    await other.goto(`/post/${id}`);
    const menu = await openPostMenu(other, text);
    await expect(menu.getByRole('menuitem')).toHaveText(['Report Post']);
    await menu.getByRole('menuitem', { name: 'Report Post' }).click();
    await expect(other.getByRole('dialog', { name: 'Report Post' })).toBeVisible();
    await other.getByRole('button', { name: 'Cancel' }).click();
    await expect(other.getByRole('dialog')).toHaveCount(0);
    await other.context().close();
  });
});

test.describe('reactions and comments', () => {
  test('agree, then disagree, then un-react: exclusive toggles with the right counts', async ({ page }) => {
    await signUp(page);
    const text = uniqueText('Bike lanes everywhere');
    const { id } = await createPostByApi(page, text);
    await page.goto(`/post/${id}`);
    const card = postCard(page, text);
    const agree = card.getByRole('button', { name: /^Agree/ });
    const disagree = card.getByRole('button', { name: /^Disagree/ });

    await agree.click();
    await expect(agree).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('agree-count')).toHaveText('1');
    await expect(card.getByTestId('disagree-count')).toHaveText('0');

    await disagree.click();
    await expect(disagree).toHaveAttribute('aria-pressed', 'true');
    await expect(agree).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByTestId('agree-count')).toHaveText('0');
    await expect(card.getByTestId('disagree-count')).toHaveText('1');

    await disagree.click();
    await expect(disagree).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByTestId('disagree-count')).toHaveText('0');
    await page.reload();
    await expect(postCard(page, text).getByTestId('disagree-count')).toHaveText('0');
    await expect(postCard(page, text).getByRole('button', { name: /^Disagree/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('replies nest down to level 5, indented 20 px a level, with no Reply button at level 5', async ({ page }) => {
    const citizen = await signUp(page);
    const text = uniqueText('Thread me');
    const { id } = await createPostByApi(page, text);
    await page.goto(`/post/${id}`);

    await page.getByLabel('Write a comment').fill('level 0');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByTestId('comment')).toHaveCount(1);
    for (let level = 1; level <= 5; level++) {
      await page.getByTestId('comment').last().getByRole('button', { name: 'Reply' }).click();
      await page.getByLabel(`Reply to ${citizen.username}`).fill(`level ${level}`);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByTestId('comment')).toHaveCount(level + 1);
    }
    const deepest = page.locator('[data-testid="comment"][data-level="5"]');
    await expect(deepest).toContainText('level 5');
    await expect(deepest).toHaveCSS('margin-left', '100px');
    await expect(deepest.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reply' })).toHaveCount(5);
    await expect(page.getByRole('button', { name: '6 comments' })).toBeVisible();
  });

  test('the author closes comments: another citizen sees the closed message and no form', async ({ page, browser }) => {
    await signUp(page);
    const text = uniqueText('No comments please');
    const { id } = await createPostByApi(page, text);
    await page.goto(`/post/${id}`);
    await expect(page.getByLabel('Write a comment')).toBeVisible();
    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Close comments' }).click();
    await expect(page.getByText('Comments are closed on this post.')).toBeVisible();
    await expect(page.getByLabel('Write a comment')).toHaveCount(0);

    const other = await (await browser.newContext()).newPage();
    await signUp(other);
    await other.goto(`/post/${id}`);
    await expect(other.getByText('Comments are closed on this post.')).toBeVisible();
    await expect(other.getByLabel('Write a comment')).toHaveCount(0);

    // Reopened, the form is back.
    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Open comments' }).click();
    await expect(page.getByLabel('Write a comment')).toBeVisible();
    await other.context().close();
  });
});

test.describe('feed', () => {
  test('For You and Following: 10 a page, Load More, and Following keeps followed authors only', async ({ page, browser }) => {
    test.slow(); // two sign-ups and twelve posts before the checks
    const author = await (await browser.newContext()).newPage();
    await signUp(author);
    const label = uniqueText('Series');
    let authorId = '';
    for (let i = 1; i <= 12; i++) ({ authorId } = await createPostByApi(author, `${label} number ${i}`));

    await signUp(page);
    const cards = page.getByTestId('post-card');
    await expect(page.getByRole('tab', { name: 'For You' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);

    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('The citizens you follow have not posted yet.')).toBeVisible();

    await page.goto(`/profile/${authorId}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(page.getByText('1 follower', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'The Digital City' }).first().click();
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(cards).toHaveCount(10);
    await expect(cards.filter({ hasNotText: label })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    // Back to For You: page 1 again.
    await page.getByRole('tab', { name: 'For You' }).click();
    await expect(cards).toHaveCount(10);
    await author.context().close();
  });

  test('live: a new post from someone else waits behind a banner; reactions arrive live', async ({ page, browser }) => {
    test.slow(); // two citizens, each with a live connection
    const author = await (await browser.newContext()).newPage();
    await signUp(author);
    const { user: authorUser } = (await (await author.request.get('/api/auth/me')).json()) as { user: { uid: string } };
    await signUp(page);
    // Following the author keeps other tests' posts out of this list.
    expect((await page.request.post(`/api/users/${authorUser.uid}/follow`)).ok()).toBe(true);
    const viewerLive = realtimeReady(page);
    await page.reload();
    await viewerLive;
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByText('The citizens you follow have not posted yet.')).toBeVisible();

    const text = uniqueText('Breaking news');
    const { id } = await createPostByApi(author, text);
    const banner = page.getByRole('button', { name: '1 new post' });
    await expect(banner).toBeVisible();
    await expect(postCard(page, text)).toHaveCount(0);
    await banner.click();
    await expect(postCard(page, text)).toBeVisible();
    await expect(banner).toHaveCount(0);

    const authorLive = realtimeReady(author);
    await author.goto(`/post/${id}`);
    await authorLive;
    const authorsCard = postCard(author, text);
    await expect(authorsCard.getByTestId('agree-count')).toHaveText('0');
    await postCard(page, text).getByRole('button', { name: /^Agree/ }).click();
    await expect(authorsCard.getByTestId('agree-count')).toHaveText('1');
    // The broadcast carries counts only: the author's own reaction stays unpressed.
    await expect(authorsCard.getByRole('button', { name: /^Agree/ })).toHaveAttribute('aria-pressed', 'false');
    await author.context().close();
  });

  test('an Inner Circle post is not shown to a citizen who does not follow its author', async ({ page, browser }) => {
    await signUp(page);
    const text = uniqueText('Only for my circle');
    const { id, authorId } = await createPostByApi(page, text, 'private');
    const publicText = uniqueText('For everyone');
    await createPostByApi(page, publicText);
    await page.goto(`/post/${id}`);
    await expect(postCard(page, text)).toBeVisible();

    const stranger = await (await browser.newContext()).newPage();
    await signUp(stranger);
    await stranger.goto(`/post/${id}`);
    await expect(stranger.getByText('This post was not found, or it is not visible to you.')).toBeVisible();
    await stranger.goto(`/profile/${authorId}`);
    await expect(postCard(stranger, publicText)).toBeVisible();
    await expect(postCard(stranger, text)).toHaveCount(0);
    await stranger.context().close();
  });
});

test.describe('search, hashtags and profiles', () => {
  test('a hashtag links to its page; search finds people, posts and hashtags', async ({ page }) => {
    const citizen = await signUp(page);
    const tag = `tag${Date.now().toString(36)}`;
    const text = uniqueText(`Gardens on every roof #${tag}`);
    const { id } = await createPostByApi(page, text);
    await page.goto(`/post/${id}`);
    await postCard(page, text).getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/hashtag/${tag}$`));
    await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
    await expect(postCard(page, text)).toBeVisible();

    await page.goto(`/search/${encodeURIComponent(tag)}`);
    await expect(page.getByRole('region', { name: 'Posts' }).getByTestId('post-card')).toContainText(text);
    await expect(page.getByRole('region', { name: 'Hashtags' }).getByRole('link', { name: `#${tag}` })).toBeVisible();
    await expect(page.getByText('No citizens match this search.')).toBeVisible();

    await page.goto(`/search/${encodeURIComponent(citizen.handle)}`);
    await page.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(citizen.username) }).click();
    await expect(page.getByRole('heading', { name: citizen.username, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
    await expect(postCard(page, text)).toBeVisible();
  });
});

test('the feed, post card and comments speak French', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('tab', { name: 'Pour vous' })).toHaveAttribute('aria-selected', 'true');
  const text = uniqueText('Bonjour la cité');
  await page.getByLabel('Que voulez-vous partager ?').fill(text);
  await expect(page.getByLabel('Audience')).toHaveValue('public');
  await expect(page.getByRole('option', { name: 'Place publique' })).toBeAttached();
  await page.getByRole('button', { name: 'Publier' }).click();
  const card = postCard(page, text);
  await expect(card.getByRole('button', { name: /^D’accord/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Pas d’accord/ })).toBeVisible();
  await expect(card.locator('time')).toHaveText(/maintenant|il y a/);
  await card.getByRole('button', { name: '0 commentaire' }).click();
  await card.getByLabel('Écrire un commentaire').fill('Bienvenue !');
  await card.getByRole('button', { name: 'Commenter' }).click();
  await expect(card.getByRole('button', { name: '1 commentaire' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Répondre' })).toBeVisible();
  await card.getByRole('button', { name: 'Options de la publication' }).click();
  await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
});

test.describe('failures', () => {
  test('a failed upload aborts the post; a failed delete and a failed reaction are reported or rolled back', async ({ page }) => {
    await signUp(page);
    await page.route('**/api/uploads', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }));
    const text = uniqueText('Never published');
    await page.getByLabel('What do you want to share?').fill(text);
    await page.getByLabel('Add image').setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: paddedPng(1000) });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Could not submit post')).toBeVisible();
    await expect(postCard(page, text)).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const card = postCard(page, text);
    await expect(card).toBeVisible();
    await expect(page.getByText('Could not submit post')).toHaveCount(0);

    await page.route('**/api/callable/reactToPost', (route) => route.fulfill({ status: 500, json: { error: { status: 'INTERNAL', message: 'boom', code: 'INTERNAL' } } }));
    await card.getByRole('button', { name: /^Agree/ }).click();
    await expect(card.getByTestId('agree-count')).toHaveText('0');
    await expect(card.getByRole('button', { name: /^Agree/ })).toHaveAttribute('aria-pressed', 'false');

    await page.route('**/api/posts/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }) : route.fallback()));
    await (await openPostMenu(page, text)).getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Could not delete post')).toBeVisible();
    await expect(card).toBeVisible();
  });
});
