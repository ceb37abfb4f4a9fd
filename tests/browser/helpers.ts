import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A citizen nobody has used yet (each test run starts from an empty city). */
export function newCitizen(prefix = 'citizen') {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `${prefix} ${n}`, handle: `${prefix}_${n}`, email: `${prefix}_${n}@example.com`, password: 'correct horse' };
}

export type Citizen = ReturnType<typeof newCitizen>;

/** Signs up through the form, the way a person does, and waits for the feed. */
export async function signUp(page: Page, citizen: Citizen = newCitizen()) {
  await page.goto('/signup');
  await page.getByLabel('Display name').fill(citizen.username);
  await page.getByLabel('Username').fill(citizen.handle);
  await page.getByLabel('Email').fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app$/);
  return citizen;
}

export async function logIn(page: Page, citizen: Pick<Citizen, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The mails the server wrote to its outbox (no SMTP_URL in browser tests), newest last. */
export function outbox(): string[] {
  const dir = path.join(__dirname, '..', '..', '.test-data', 'browser', 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}
