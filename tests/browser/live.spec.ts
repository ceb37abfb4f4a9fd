import { expect, test } from '@playwright/test';
import { createPostByApi, realtimeReady, signUp, uniqueText } from './helpers';

test('a post deleted by its author disappears from another citizen’s open post page', async ({ page, browser }) => {
  await signUp(page);
  const text = uniqueText('soon gone');
  const created = await createPostByApi(page, text);

  const reader = await browser.newPage();
  await signUp(reader);
  const ready = realtimeReady(reader);
  await reader.goto(`/post/${created.id}`);
  await ready;
  await expect(reader.getByText(text)).toBeVisible();

  expect((await page.request.delete(`/api/posts/${created.id}`)).status()).toBe(204);
  await expect(reader.getByText('This post was not found, or it is not visible to you.')).toBeVisible();
  await expect(reader.getByText(text)).toHaveCount(0);
  await reader.close();
});
