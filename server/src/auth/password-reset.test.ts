import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity();
});
afterAll(() => city.stop());

const SENT = { message: 'Password reset email sent! Check your inbox.' };
/** The token of the reset link in a raw mail, decoded as a mail client would. */
async function tokenIn(raw: string): Promise<string> {
  const { text } = await simpleParser(raw);
  const link = new URL(text!.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toBe('/login');
  return link.searchParams.get('reset')!;
}

test('an empty email is refused with the spec message', async () => {
  const res = await city.client().post('/api/auth/password-reset').send({ email: '  ' }).expect(400);
  expect(res.body.error.message).toBe('Please enter your email address');
});

test('the answer is the same whether or not the address exists, and only a citizen gets a mail', async () => {
  const { credentials } = await signedInCitizen(city);
  const before = city.outbox().length;
  const unknown = await city.client().post('/api/auth/password-reset').send({ email: 'nobody@example.com' }).expect(200);
  const known = await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  expect(unknown.body).toEqual(SENT);
  expect(known.body).toEqual(SENT);
  await waitFor(() => city.outbox().length === before + 1);
  expect(((await simpleParser(city.outbox().at(-1)!)).to as { text: string }).text).toBe(credentials.email);
});

test('the link lets the citizen choose a new password once, and signs out other sessions', async () => {
  const { client, credentials } = await signedInCitizen(city);
  const before = city.outbox().length;
  await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  await waitFor(() => city.outbox().length > before);
  const token = await tokenIn(city.outbox().at(-1)!);

  await city.client().post('/api/auth/password-reset/confirm').send({ token, password: '123' }).expect(400);
  await city.client().post('/api/auth/password-reset/confirm').send({ token, password: 'a new secret' }).expect(204);
  await client.get('/api/auth/me').expect(401);
  await city.client().post('/api/auth/login').send({ email: credentials.email, password: credentials.password }).expect(401);
  await city.client().post('/api/auth/login').send({ email: credentials.email, password: 'a new secret' }).expect(200);

  const again = await city.client().post('/api/auth/password-reset/confirm').send({ token, password: 'another one' }).expect(400);
  expect(again.body.error.code).toBe('RESET_TOKEN_INVALID');
});

test('an expired link is refused', async () => {
  const { credentials } = await signedInCitizen(city);
  const before = city.outbox().length;
  await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  await waitFor(() => city.outbox().length > before);
  const token = await tokenIn(city.outbox().at(-1)!);
  await city.client().post('/api/auth/password-reset/confirm').send({ token: 'made-up', password: 'a new secret' }).expect(400);
  await city.db.query(`update password_resets set expires_at = now() - interval '1 second'`);
  await city.client().post('/api/auth/password-reset/confirm').send({ token, password: 'a new secret' }).expect(400);
  await city.client().post('/api/auth/login').send({ email: credentials.email, password: credentials.password }).expect(200);
});

test('a new link replaces the previous one', async () => {
  const { credentials } = await signedInCitizen(city);
  const before = city.outbox().length;
  await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  await waitFor(() => city.outbox().length > before);
  const first = await tokenIn(city.outbox().at(-1)!);
  await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  await waitFor(() => city.outbox().length > before + 1);
  await city.client().post('/api/auth/password-reset/confirm').send({ token: first, password: 'a new secret' }).expect(400);
  const second = await tokenIn(city.outbox().at(-1)!);
  await city.client().post('/api/auth/password-reset/confirm').send({ token: second, password: 'a new secret' }).expect(204);
});

test('the mail is in the language of the account', async () => {
  const { credentials } = await signedInCitizen(city, { language: 'fr' });
  const before = city.outbox().length;
  await city.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
  await waitFor(() => city.outbox().length > before);
  const mail = await simpleParser(city.outbox().at(-1)!);
  expect(mail.subject).toBe('Réinitialisez votre mot de passe de la cité numérique');
  expect(mail.text).toContain('Bonjour');
});

test('with SMTP_URL the mail goes through the SMTP server', async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const smtpCity = await startTestCity({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'City <city@example.com>' } });
  try {
    const { credentials } = await signedInCitizen(smtpCity);
    await smtpCity.client().post('/api/auth/password-reset').send({ email: credentials.email }).expect(200);
    await waitFor(() => received.length === 1);
    const mail = await simpleParser(received[0]);
    expect(mail.from?.value[0]).toMatchObject({ name: 'City', address: 'city@example.com' });
    expect((mail.to as { text: string }).text).toBe(credentials.email);
    const token = await tokenIn(received[0]);
    await smtpCity.client().post('/api/auth/password-reset/confirm').send({ token, password: 'via smtp' }).expect(204);
    expect(smtpCity.outbox()).toHaveLength(0);
  } finally {
    await smtpCity.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
