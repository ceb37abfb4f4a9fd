import { expect, test, type Page } from '@playwright/test';
import { createPostByApi, postCard, realtimeReady, signUpByApi, uniqueText } from './helpers';

/** Every logo on the page paints with a gradient of its own drawing: its fill names an id that exists once, inside it. */
async function logoGradients(page: Page) {
  return page.locator('svg.logo').evaluateAll((logos) =>
    logos.map((logo) => {
      const id = /^url\(#(.+)\)$/.exec(logo.querySelector('rect')?.getAttribute('fill') ?? '')?.[1] ?? '';
      return { id, resolved: logo.querySelector('linearGradient')?.id === id, count: document.querySelectorAll(`[id="${id}"]`).length };
    }),
  );
}

for (const route of ['/login', '/signup']) {
  test(`the logo shows on ${route}: each one's gradient resolves`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('svg.logo').first()).toBeAttached();
    const logos = await logoGradients(page);
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo).toEqual({ id: logo.id, resolved: true, count: 1 });
    await expect(page.locator('svg.logo:visible')).not.toHaveCount(0);
  });
}

test('an Inner Circle post carries its mark in the feed, on its page, in search and under its hashtag; a public post none', async ({ page }) => {
  await signUpByApi(page);
  const tag = `circle${Date.now().toString(36)}`;
  const secret = uniqueText(`For my circle #${tag}`);
  const open = uniqueText(`For everyone #${tag}`);
  const inner = await createPostByApi(page, secret, 'private');
  await createPostByApi(page, open);

  await page.goto('/app');
  await expect(postCard(page, secret).getByTestId('inner-circle-mark')).toHaveText('Inner Circle');
  await expect(postCard(page, open).getByTestId('inner-circle-mark')).toHaveCount(0);

  await page.goto(`/post/${inner.id}`);
  await expect(postCard(page, secret).getByTestId('inner-circle-mark')).toBeVisible();
  await page.goto(`/hashtag/${tag}`);
  await expect(postCard(page, secret).getByTestId('inner-circle-mark')).toBeVisible();
  await expect(postCard(page, open).getByTestId('inner-circle-mark')).toHaveCount(0);
  await page.goto(`/search/${encodeURIComponent(secret)}`);
  await expect(postCard(page, secret).getByTestId('inner-circle-mark')).toBeVisible();
});

for (const language of ['en', 'fr'] as const) {
  test(`on a 390 x 844 phone (${language}) the first post starts on the first screen and its reaction buttons keep to one row`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((chosen) => localStorage.setItem('city.language', chosen), language);
    await signUpByApi(page);
    await createPostByApi(page, uniqueText('A long enough first post to fill a few lines of a phone screen, with a word or two more.'));
    await page.goto('/app');
    const first = page.getByTestId('post-card').first();
    await expect(first).toBeVisible();
    const card = (await first.boundingBox())!;
    // Its author, text and reactions begin on the first screen.
    expect(card.y + 120).toBeLessThan(844);

    const buttons = await first.locator('.reaction-bar button').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().top));
    expect(buttons).toHaveLength(3);
    expect(new Set(buttons).size).toBe(1);
    const bar = (await first.locator('.reaction-bar').boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The one-line composer opens as soon as the citizen starts writing.
    await page.getByRole('textbox').first().click();
    await expect(page.locator('.composer button[type="submit"]')).toBeVisible();
  });
}

test('a post shows its author’s score of now, and every post of theirs on screen follows it live', async ({ page, browser }) => {
  const author = await browser.newPage();
  await signUpByApi(author);
  const first = uniqueText('First of two posts');
  const second = uniqueText('Second of two posts');
  const post = await createPostByApi(author, first);
  await createPostByApi(author, second);

  await signUpByApi(page);
  const ready = realtimeReady(page);
  await page.goto('/app');
  await ready;
  for (const text of [first, second]) await expect(postCard(page, text).locator('.author-line__score')).toHaveText('40');

  // A third citizen agrees: the author's community trust, and so their total, moves.
  const fan = await browser.newPage();
  await signUpByApi(fan);
  expect((await fan.request.post('/api/callable/reactToPost', { data: { data: { postId: post.id, reactionType: 'agree' } } })).status()).toBe(200);
  const total = (await (await fan.request.get(`/api/users/${post.authorId}/reputation`)).json()).reputationScore.total;
  expect(total).toBeGreaterThan(40);
  for (const text of [first, second]) await expect(postCard(page, text).locator('.author-line__score')).toHaveText(String(total));
  await author.close();
  await fan.close();
});

test('an empty Following tab suggests citizens to follow; following one shows their posts', async ({ page, browser }) => {
  const author = await browser.newPage();
  await signUpByApi(author);
  await createPostByApi(author, uniqueText('Something to follow'));
  await author.close();

  await signUpByApi(page);
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByText('The citizens you follow have not posted yet.')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Citizens to follow' });
  const firstFollow = suggestions.getByRole('button', { name: /^Follow / }).first();
  await firstFollow.click();
  await expect(suggestions.getByText('Following', { exact: true })).toBeVisible();
  await suggestions.getByRole('button', { name: 'Show their posts' }).click();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
});
