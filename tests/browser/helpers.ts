import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response, type WebSocket } from '@playwright/test';

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

/** Signs up through the API with the page's request context, which shares its cookies: for tests about what comes after. */
export async function signUpByApi(page: Page, citizen: Citizen = newCitizen()) {
  const reply = await page.request.post('/api/auth/signup', { data: citizen });
  expect(reply.status()).toBe(201);
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
  const dir = path.join(__dirname, '..', '..', process.env.BROWSER_TEST_DATA_DIR ?? '.test-data/browser', 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

/** A short text nobody else's test uses, to find one post among those of parallel tests. */
export function uniqueText(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Creates a post through the API with the page's session (its request context shares the cookies). */
export async function createPostByApi(page: Page, content: string, audience: 'public' | 'private' = 'public') {
  const reply = await page.request.post('/api/posts', { data: { content, audience } });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { id: string; authorId: string };
}

/** The card of the post whose text contains `text`. */
export const postCard = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

/** A real PNG (the server checks magic bytes only) padded with zeros to `bytes`, to make an upload slow. */
export function paddedPng(bytes: number): Buffer {
  const png = fs.readFileSync(path.join(__dirname, '..', '..', 'scripts', 'seed-images', 'sunset.png'));
  return Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length))]);
}

/**
 * Resolves once the page's realtime connection is up: the server's socket.io CONNECT
 * acknowledgement ("40{...}") has arrived, and the server joins a socket to its rooms
 * before it acknowledges. It usually comes in a long-polling reply, sometimes over the
 * WebSocket. Call before the navigation that opens the connection, await after it.
 */
export function realtimeReady(page: Page): Promise<void> {
  // Long-polling replies join packets with the record separator.
  const isConnectAck = (text: string) => text.split('\x1e').some((packet) => packet.startsWith('40{'));
  return new Promise((resolve) => {
    const done = () => {
      page.off('response', onResponse);
      page.off('websocket', onSocket);
      resolve();
    };
    const onResponse = async (response: Response) => {
      if (response.url().includes('/socket.io/') && isConnectAck(await response.text().catch(() => ''))) done();
    };
    const onSocket = (socket: WebSocket) => socket.on('framereceived', ({ payload }) => isConnectAck(String(payload)) && done());
    page.on('response', onResponse);
    page.on('websocket', onSocket);
  });
}
