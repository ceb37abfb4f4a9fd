import { randomUUID } from 'node:crypto';
import { SERVER_EVENTS } from '../../../shared/events';
import type { Notification } from '../../../shared/notifications';
import { post } from '../testing/fixtures';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// Tips with the demo provider (the default without Stripe keys): amounts, who may be tipped, the card
// check, idempotent retries, and the ledger every figure is a sum of.

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

let city: TestCity;
beforeAll(async () => {
  city = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
});
afterAll(() => city.stop());

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const createIntent = (citizen: Citizen, data: unknown) => citizen.client.post('/api/callable/createPaymentIntent').send({ data });
const confirm = (citizen: Citizen, clientSecret: string, cardNumber = GOOD_CARD) => citizen.client.post('/api/payments/demo/confirm').send({ clientSecret, cardNumber });
const earnings = async (citizen: Citizen) => (await citizen.client.get('/api/payments/earnings').expect(200)).body;

/** A creator with payouts connected and a public post, and a reader. */
async function creatorAndReader() {
  const creator = await signedInCitizen(city);
  expect((await creator.client.post('/api/payments/connect').expect(200)).body).toEqual({ state: 'connected' });
  const postId = (await post(creator.client, { content: 'A long read about the market.' })).id as string;
  const reader = await signedInCitizen(city);
  return { creator, reader, postId };
}

async function tip(reader: Citizen, creator: Citizen, postId: string, amount: number, idempotencyKey?: string) {
  const res = await createIntent(reader, { amount, recipientId: creator.user.uid, postId, ...(idempotencyKey ? { idempotencyKey } : {}) }).expect(200);
  return res.body.result as { clientSecret: string; paymentIntentId: string };
}

async function ledgerRows(): Promise<Array<{ payment_id: string; account: string; amount: number }>> {
  return (await city.db.query<{ payment_id: string; account: string; amount: number }>('select payment_id, account, amount from ledger_entries')).rows;
}

test('connecting payouts in demo is instant and turns monetization on; the figures start at zero, labelled demo', async () => {
  const creator = await signedInCitizen(city);
  expect((await creator.client.get('/api/auth/me').expect(200)).body.user.monetizationEnabled).toBe(false);
  expect((await creator.client.get('/api/payments/config').expect(200)).body).toEqual({ provider: 'demo', publishableKey: null });
  expect((await creator.client.post('/api/payments/connect').expect(200)).body).toEqual({ state: 'connected' });
  expect((await creator.client.post('/api/payments/connect').expect(200)).body).toEqual({ state: 'connected' });
  expect((await creator.client.get('/api/auth/me').expect(200)).body.user.monetizationEnabled).toBe(true);
  expect(await earnings(creator)).toEqual({ lifetime: 0, last30Days: 0, availableForPayout: 0, demo: true });
});

test('a tip confirmed with a test card credits the creator, counts the supporter and notifies the creator live with the amount', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  const socket = await city.socket(creator.cookie);
  const notified = new Promise<{ notification: Notification }>((resolve) => socket.once(SERVER_EVENTS.notificationNew, resolve));

  const intent = await tip(reader, creator, postId, 500);
  expect(intent).toEqual({ clientSecret: expect.stringMatching(/^demo_pi_\w+_secret_/), paymentIntentId: expect.stringMatching(/^demo_pi_/) });
  // Nothing moves before the card is confirmed.
  expect((await earnings(creator)).lifetime).toBe(0);

  expect((await confirm(reader, intent.clientSecret).expect(200)).body).toEqual({ status: 'succeeded' });
  expect((await notified).notification).toEqual(expect.objectContaining({ type: 'tip', amount: 500, postId, actor: expect.objectContaining({ uid: reader.user.uid }) }));
  expect(await earnings(creator)).toEqual({ lifetime: 500, last30Days: 500, availableForPayout: 500, demo: true });
  expect((await reader.client.get(`/api/posts/${postId}`).expect(200)).body).toEqual(expect.objectContaining({ supportersCount: 1, authorMonetizationEnabled: true }));

  // A second tip from the same reader adds money, not a supporter; another reader adds both.
  await confirm(reader, (await tip(reader, creator, postId, 250)).clientSecret).expect(200);
  const other = await signedInCitizen(city);
  await confirm(other, (await tip(other, creator, postId, 1000)).clientSecret).expect(200);
  expect((await earnings(creator)).lifetime).toBe(1750);
  expect((await reader.client.get(`/api/posts/${postId}`).expect(200)).body.supportersCount).toBe(2);
  expect((await earnings(reader)).lifetime).toBe(0);
});

test('a declined card says why and moves nothing; the same attempt then succeeds with another card', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  const intent = await tip(reader, creator, postId, 700);
  const declined = await confirm(reader, intent.clientSecret, DECLINED_CARD).expect(402);
  expect(declined.body).toEqual({ error: { code: 'CARD_DECLINED', message: 'Your card was declined.' }, declineCode: 'card_declined' });
  expect((await confirm(reader, intent.clientSecret, '4000 0000 0000 9995').expect(402)).body.error.message).toBe('Your card has insufficient funds.');
  expect((await confirm(reader, intent.clientSecret, '4111 1111 1111 1111').expect(402)).body.error.message).toMatch(/test cards only/);
  expect((await earnings(creator)).lifetime).toBe(0);
  expect((await reader.client.get(`/api/posts/${postId}`).expect(200)).body.supportersCount).toBe(0);

  await confirm(reader, intent.clientSecret).expect(200);
  expect((await earnings(creator)).lifetime).toBe(700);
});

test.each([
  ['-1', 'AMOUNT_INVALID'],
  [0, 'AMOUNT_TOO_SMALL'],
  [-100, 'AMOUNT_TOO_SMALL'],
  [99, 'AMOUNT_TOO_SMALL'],
  [0.5, 'AMOUNT_INVALID'],
  [0.001, 'AMOUNT_INVALID'],
  [150.5, 'AMOUNT_INVALID'],
  [1e21, 'AMOUNT_INVALID'],
  [100_001, 'AMOUNT_TOO_LARGE'],
  ['100', 'AMOUNT_INVALID'],
  [null, 'AMOUNT_INVALID'],
  [[500], 'AMOUNT_INVALID'],
  [{ cents: 500 }, 'AMOUNT_INVALID'],
])('an amount of %j is refused with 400 %s, and nothing is filed', async (amount, code) => {
  const { creator, reader, postId } = await creatorAndReader();
  const refused = await createIntent(reader, { amount, recipientId: creator.user.uid, postId }).expect(400);
  expect(refused.body.error).toEqual(expect.objectContaining({ status: 'INVALID_ARGUMENT', code, message: expect.stringMatching(/amount/i) }));
  const filed = await city.db.query('select 1 from payments where payer_id = $1', [reader.user.uid]);
  expect(filed.rows).toHaveLength(0);
});

test('NaN, which JSON cannot carry, arrives as null or as text and is refused too', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  const raw = `{"data":{"amount":NaN,"recipientId":"${creator.user.uid}","postId":"${postId}"}}`;
  const res = await reader.client.post('/api/callable/createPaymentIntent').set('Content-Type', 'application/json').send(raw).expect(400);
  expect(res.body.error.status).toBe('INVALID_ARGUMENT');
  expect((await createIntent(reader, { amount: 'NaN', recipientId: creator.user.uid, postId }).expect(400)).body.error.code).toBe('AMOUNT_INVALID');
});

test('the smallest and largest amounts are accepted', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  await confirm(reader, (await tip(reader, creator, postId, 100)).clientSecret).expect(200);
  await confirm(reader, (await tip(reader, creator, postId, 100_000)).clientSecret).expect(200);
  expect((await earnings(creator)).lifetime).toBe(100_100);
});

test('no tip to oneself, to a creator without payouts, to someone who did not write the post, or on a post one cannot see', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  const self = await createIntent(creator, { amount: 500, recipientId: creator.user.uid, postId }).expect(400);
  expect(self.body.error).toEqual(expect.objectContaining({ code: 'CANNOT_TIP_SELF', message: 'You cannot tip yourself.' }));

  const unpaid = await signedInCitizen(city);
  const unpaidPost = (await post(unpaid.client, { content: 'No payouts here yet.' })).id;
  expect((await createIntent(reader, { amount: 500, recipientId: unpaid.user.uid, postId: unpaidPost }).expect(400)).body.error.code).toBe('PAYOUTS_NOT_CONNECTED');
  expect((await createIntent(reader, { amount: 500, recipientId: creator.user.uid, postId: unpaidPost }).expect(400)).body.error.code).toBe('TIP_RECIPIENT_MISMATCH');

  const innerCircle = (await post(creator.client, { content: 'For my circle only.', audience: 'private' })).id;
  expect((await createIntent(reader, { amount: 500, recipientId: creator.user.uid, postId: innerCircle }).expect(404)).body.error.status).toBe('NOT_FOUND');
  expect((await city.client().post('/api/callable/createPaymentIntent').send({ data: { amount: 500, recipientId: creator.user.uid, postId } }).expect(401)).body.error.status).toBe(
    'UNAUTHENTICATED',
  );
  // Another citizen's client secret confirms nothing.
  const intent = await tip(reader, creator, postId, 500);
  await confirm(unpaid, intent.clientSecret).expect(404);
  expect((await earnings(creator)).lifetime).toBe(0);
});

test('concurrent retries of one attempt (same key) get one intent, and concurrent confirmations credit once', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  const key = `attempt-${Date.now()}`;
  const intents = await Promise.all(Array.from({ length: 6 }, () => tip(reader, creator, postId, 1500, key)));
  expect(new Set(intents.map((i) => i.paymentIntentId)).size).toBe(1);
  expect(new Set(intents.map((i) => i.clientSecret)).size).toBe(1);

  const confirmations = await Promise.all(Array.from({ length: 4 }, () => confirm(reader, intents[0].clientSecret)));
  expect(confirmations.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  expect((await earnings(creator)).lifetime).toBe(1500);
  const notifications = (await creator.client.get('/api/notifications').expect(200)).body.notifications as Notification[];
  expect(notifications.filter((n) => n.type === 'tip')).toHaveLength(1);

  // The same key again after success is the same payment, not a new one; with another amount it is refused.
  expect((await tip(reader, creator, postId, 1500, key)).paymentIntentId).toBe(intents[0].paymentIntentId);
  expect((await createIntent(reader, { amount: 1600, recipientId: creator.user.uid, postId, idempotencyKey: key }).expect(409)).body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  // Without a key, each call is an attempt of its own.
  const [a, b] = await Promise.all([tip(reader, creator, postId, 200), tip(reader, creator, postId, 200)]);
  expect(a.paymentIntentId).not.toBe(b.paymentIntentId);
});

test('the ledger: every confirmed payment is one balanced pair, all rows sum to zero, and earnings are the sums', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  await confirm(reader, (await tip(reader, creator, postId, 300)).clientSecret).expect(200);
  await confirm(reader, (await tip(reader, creator, postId, 450)).clientSecret).expect(200);

  const rows = await ledgerRows();
  expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  const byPayment = new Map<string, number[]>();
  for (const row of rows) byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row.amount]);
  for (const amounts of byPayment.values()) expect(amounts.sort((x, y) => x - y)).toEqual([amounts[0], -amounts[0]]);
  const succeeded = await city.db.query<{ count: number }>(`select count(*)::int as count from payments where status = 'succeeded'`);
  expect(byPayment.size).toBe(succeeded.rows[0].count);

  const creatorRows = rows.filter((row) => row.account === `citizen:${creator.user.uid}`);
  expect(creatorRows.map((row) => row.amount).sort()).toEqual([300, 450]);
  expect(await earnings(creator)).toEqual(expect.objectContaining({ lifetime: 750, availableForPayout: 750 }));
});

test('the database keeps the ledger balanced and append-only', async () => {
  const { creator, reader, postId } = await creatorAndReader();
  await confirm(reader, (await tip(reader, creator, postId, 300)).clientSecret).expect(200);
  const paymentId = (await city.db.query<{ id: string }>('select id from payments where payer_id = $1', [reader.user.uid])).rows[0].id;
  const before = await ledgerRows();

  const unconfirmed = randomUUID();
  await city.db.query(`insert into payments (id, provider, payer_id, purpose, guild_id, amount, idempotency_key) values ($1, 'demo', $2, 'guild_contribution', 'g1', 500, $1)`, [
    unconfirmed,
    reader.user.uid,
  ]);
  const unbalanced = `insert into ledger_entries (payment_id, account, amount) values ($1, 'platform', -500), ($1, 'guild:g1', 499)`;
  await expect(city.db.transaction((tx) => tx.query(unbalanced, [unconfirmed]))).rejects.toThrow(/balanced/);
  await expect(city.db.transaction((tx) => tx.query(`insert into ledger_entries (payment_id, account, amount) values ($1, 'guild:g1', 500)`, [unconfirmed]))).rejects.toThrow(/balanced/);
  await expect(city.db.query(`update ledger_entries set amount = amount * 2 where payment_id = $1`, [paymentId])).rejects.toThrow(/append-only/);
  await expect(city.db.query(`delete from ledger_entries where payment_id = $1`, [paymentId])).rejects.toThrow(/append-only/);
  expect(await ledgerRows()).toEqual(before);
});

describe('payment attempts are paced per payer', () => {
  let paced: TestCity;
  beforeAll(async () => {
    paced = await startTestCity({ env: { RATE_LIMIT_MULTIPLIER: '0.1' } });
  });
  afterAll(() => paced.stop());

  test('a payer starting attempts too fast is told to wait, and no attempt is filed for the refused one', async () => {
    const creator = await signedInCitizen(paced);
    await creator.client.post('/api/payments/connect').expect(200);
    const postId = (await post(creator.client, { content: 'Support the night market.' })).id as string;
    const reader = await signedInCitizen(paced);
    const attempt = () => reader.client.post('/api/callable/createPaymentIntent').send({ data: { amount: 500, recipientId: creator.user.uid, postId } });
    for (let i = 0; i < 3; i++) await attempt().expect(200);
    const refused = await attempt().expect(429);
    expect(refused.body.error).toEqual(expect.objectContaining({ status: 'RESOURCE_EXHAUSTED', code: 'RATE_LIMITED' }));
    const filed = await paced.db.query('select 1 from payments where payer_id = $1', [reader.user.uid]);
    expect(filed.rows).toHaveLength(3);
    // Another payer still pays.
    const other = await signedInCitizen(paced);
    await other.client.post('/api/callable/createPaymentIntent').send({ data: { amount: 500, recipientId: creator.user.uid, postId } }).expect(200);
  });
});
