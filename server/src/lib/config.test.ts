import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config';

test('the embedded defaults need no configuration', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, publicUrl: 'http://localhost:3000', allowedOrigins: [], rateLimitMultiplier: 1 });
  expect(config.dataDir).toBe(path.resolve('./data'));
});

test.each([
  ['PORT', 'not-a-port'],
  ['PORT', '70000'],
  ['DATABASE_URL', 'mysql://localhost/db'],
  ['SESSION_SECRET', 'short'],
  ['PUBLIC_URL', 'localhost:3000'],
  ['ALLOWED_ORIGINS', 'https://ok.example,not an origin'],
  ['SMTP_URL', 'http://mail.example'],
  ['STRIPE_SECRET_KEY', 'pk_test_123'],
  ['REDIS_URL', 'localhost:6379'],
  ['ADMIN_EMAILS', 'boss@example.com,not-an-email'],
  ['OPENAI_MODE', 'llama'],
])('a bad %s (%s) is refused with a message naming it', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
});

test('the Stripe keys come together: a secret key alone is refused; none at all is the demo', () => {
  expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/^Invalid configuration:\n {2}STRIPE_SECRET_KEY: needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  expect(loadConfig(stripe).stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiBase: undefined });
  expect(loadConfig({}).stripe.secretKey).toBeUndefined();
});

test('a safety classifier needs its address, not a key, and defaults to Llama Guard 3 1B', () => {
  expect(() => loadConfig({ OPENAI_MODE: 'guard' })).toThrow(/^Invalid configuration:\n {2}OPENAI_BASE_URL: is required when OPENAI_MODE is guard/);
  expect(loadConfig({ OPENAI_MODE: 'guard', OPENAI_BASE_URL: 'http://localhost:11434/v1' }).openai).toEqual({
    mode: 'guard',
    baseUrl: 'http://localhost:11434/v1',
    model: 'llama-guard3:1b',
  });
  expect(loadConfig({}).openai).toEqual({ mode: 'chat', model: 'gpt-4o-mini' });
});

test('start-up stops with that message and a non-zero exit', () => {
  const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, [path.join(__dirname, '..', 'main.ts')], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 30_000 });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT: ');
});
