import { expect, type Browser, type Page } from '@playwright/test';
import { createPostByApi, newCitizen, realtimeReady, signUpByApi, uniqueText } from './helpers';

// The admin specs' shared steps. Admins are addresses that playwright.config.ts names in ADMIN_EMAILS;
// each spec uses its own, so that specs run side by side.

/** A page signed in as the admin with this address (signed up the first time, logged in after). */
export async function adminPage(browser: Browser, email: string, language: 'en' | 'fr' = 'en'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (language === 'fr') await page.addInitScript(() => localStorage.setItem('city.language', 'fr'));
  const admin = { ...newCitizen('admin'), email, password: 'correct horse' };
  const signup = await page.request.post('/api/auth/signup', { data: admin });
  if (signup.status() === 409) expect((await page.request.post('/api/auth/login', { data: { email, password: admin.password } })).ok()).toBe(true);
  else expect(signup.status()).toBe(201);
  return page;
}

/** A page signed in as a new citizen, and their uid. */
export async function citizenPage(browser: Browser): Promise<{ page: Page; uid: string; handle: string }> {
  const page = await (await browser.newContext()).newPage();
  const citizen = await signUpByApi(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  return { page, uid: me.user.uid, handle: citizen.handle };
}

/** Opens an admin page at `path` and waits until its live connection is up. */
export async function openLive(page: Page, path: string) {
  const ready = realtimeReady(page);
  await page.goto(path);
  await ready;
}

/** A new post by one citizen, reported by another as spam: its text and id. */
export async function reportedPost(browser: Browser, label: string) {
  const author = await citizenPage(browser);
  const text = uniqueText(label);
  const { id } = await createPostByApi(author.page, text);
  const reporter = await citizenPage(browser);
  const reported = await reporter.page.request.post('/api/callable/createReport', { data: { data: { postId: id, postAuthorId: author.uid, reason: 'spam' } } });
  expect(reported.ok()).toBe(true);
  return { text, id, author, reporter };
}

export const reportCard = (page: Page, text: string) => page.getByTestId('report-item').filter({ hasText: text });
