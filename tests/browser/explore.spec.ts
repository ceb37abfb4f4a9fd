import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { spawnCity, type CityProcess } from '../../server/src/testing/city-process';
import { createPostByApi, signUpByApi } from './helpers';

/** A hashtag no other test writes. */
const uniqueTag = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const trendingToday = (page: Page) => page.getByRole('region', { name: 'Trending hashtags' });

test.describe('a fresh city', () => {
  // The test server is shared with the other specs, which post: a city of its own is empty for sure.
  let fresh: CityProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    // Starting a second server (its database created and migrated) takes longer than a test step on a busy machine.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-explore-'));
    fresh = await spawnCity({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, 'dist/server/main.mjs');
    await fresh.open();
  });
  test.afterAll(async () => {
    await fresh.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('Explore says there is nothing to explore yet, in English and in French', async ({ page }) => {
    const url = fresh.url.replace('127.0.0.1', 'localhost');
    const reply = await page.request.post(`${url}/api/auth/signup`, { data: { username: 'First Citizen', handle: 'first_citizen', email: 'first@example.com', password: 'correct horse' } });
    expect(reply.status()).toBe(201);
    await page.goto(`${url}/explore`);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.getByText('Explore data is not available yet. Please check back later.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trending hashtags' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByText('Les données d’exploration ne sont pas encore disponibles. Veuillez revenir plus tard.')).toBeVisible();
  });
});

test('hashtags of new public posts trend on Explore, Inner Circle ones do not, and the newest posts are there', async ({ page }) => {
  await signUpByApi(page);
  const tag = uniqueTag('trend');
  const secret = uniqueTag('whisper');
  await createPostByApi(page, `Market day by the river #${tag}`);
  await createPostByApi(page, `The bakery opens early #${tag}`);
  await createPostByApi(page, `Between friends #${secret}`, 'private');

  await page.goto('/explore');
  const trending = trendingToday(page);
  await expect(trending.getByRole('listitem').filter({ hasText: `#${tag}` }).first()).toContainText('2 posts');
  await expect(trending).not.toContainText(secret);
  await expect(page.getByTestId('post-card').filter({ hasText: 'The bakery opens early' })).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: 'Between friends' })).toHaveCount(0);

  await trending.getByRole('link', { name: `#${tag}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/hashtag/${tag}$`));
});

test('beside the feed, a 1280 px screen shows what is trending; a 390 px one leaves the column out', async ({ page }) => {
  await signUpByApi(page);
  const tag = uniqueTag('beside');
  await createPostByApi(page, `Jazz in the park tonight #${tag}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app');
  const column = page.getByRole('complementary', { name: 'Trending and citizens to follow' });
  await expect(column).toBeVisible();
  await expect(column.getByRole('link', { name: `#${tag}` })).toBeVisible();
  await expect(column.getByRole('link', { name: 'Explore the city' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(column).toBeHidden();
});
