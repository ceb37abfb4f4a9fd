import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the real built app and server (PGlite in a
// fresh data folder). `npm run test:browser` builds the renderer first.
const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3999);
export const BROWSER_TEST_DATA_DIR = process.env.BROWSER_TEST_DATA_DIR ?? '.test-data/browser';

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the full browser in
 * headless mode also draws its own window furniture and costs the suite about twice the time.
 */
function chromiumPath() {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Traces keep DOM snapshots but no screencast: recording screenshots of every test doubled the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: `rm -rf ${BROWSER_TEST_DATA_DIR} && node dist/server/main.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: BROWSER_TEST_DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '20',
      DATABASE_URL: '',
      // Each spec signs up admins of its own, so that specs run side by side.
      ADMIN_EMAILS: 'disputes.admin@example.com,queues.admin@example.com,queues.second@example.com,reviews.admin@example.com,desktop.admin@example.com',
    },
  },
});
