import { post } from '../testing/fixtures';
import { startFakeStripeServer } from '../testing/fake-stripe-server';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';

// The Stripe provider: the real `stripe` SDK against a local server speaking the endpoints the city
// uses. The test plays Stripe's side: it settles intents as the card form would and delivers the
// webhooks Stripe would send, signed with the endpoint's secret (or not).

type Citizen = Awaited<ReturnType<typeof signedInCitizen>>;

const KEYS = { secretKey: 'sk_test_city', publishableKey: 'pk_test_city', webhookSecret: 'whsec_city' };

let stripe: Awaited<ReturnType<typeof startFakeStripeServer>>;
let city: TestCity;
beforeAll(async () => {
  stripe = await startFakeStripeServer(KEYS);
  city = await startTestCity({
    env: { STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_BASE: stripe.apiBase },
  });
});
afterAll(async () => {
  await city.stop();
  await stripe.close();
});

/** Delivers a webhook as Stripe does: the raw JSON and its signature header (a given one, or none). */
const deliver = (payload: string, signature: string | null = stripe.sign(payload)) => {
  const req = city.client().post('/api/payments/webhook').set('Content-Type', 'application/json');
  return (signature === null ? req : req.set('Stripe-Signature', signature)).send(payload);
};
const earnings = async (citizen: Citizen) => (await citizen.client.get('/api/payments/earnings').expect(200)).body;

/** A creator through Express onboarding: connecting with a link, then connected by Stripe's account.updated. */
async function connectedCreator() {
  const creator = await signedInCitizen(city);
  const started = (await creator.client.post('/api/payments/connect').expect(200)).body;
  expect(started).toEqual({ state: 'connecting', url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/) });
  const account = [...stripe.accounts.values()].find((a) => a.metadata.uid === creator.user.uid)!;
  expect(account.type).toBe('express');
  expect((await creator.client.get('/api/auth/me').expect(200)).body.user.monetizationEnabled).toBe(false);

  await deliver(stripe.event('account.updated', stripe.completeOnboarding(account.id))).expect(200);
  expect((await creator.client.get('/api/auth/me').expect(200)).body.user.monetizationEnabled).toBe(true);
  expect((await creator.client.post('/api/payments/connect').expect(200)).body).toEqual({ state: 'connected' });
  const postId = (await post(creator.client, { content: 'Support the city library.' })).id as string;
  return { creator, accountId: account.id, postId };
}

async function tipIntent(reader: Citizen, creator: Citizen, postId: string, amount: number, idempotencyKey = `attempt-${Math.random().toString(36).slice(2)}`) {
  const res = await reader.client
    .post('/api/callable/createPaymentIntent')
    .send({ data: { amount, recipientId: creator.user.uid, postId, idempotencyKey } })
    .expect(200);
  return res.body.result as { clientSecret: string; paymentIntentId: string };
}

test('the renderer is told to use Stripe Elements with the publishable key; the demo confirmation does not exist', async () => {
  const reader = await signedInCitizen(city);
  expect((await reader.client.get('/api/payments/config').expect(200)).body).toEqual({ provider: 'stripe', publishableKey: KEYS.publishableKey });
  await reader.client.post('/api/payments/demo/confirm').send({ clientSecret: 'pi_1_secret_2', cardNumber: '4242424242424242' }).expect(404);
  expect((await earnings(reader)).demo).toBe(false);
});

test('a tip is a destination charge to the creator in integer cents with a key per attempt, credited only when Stripe says it succeeded, once', async () => {
  const { creator, accountId, postId } = await connectedCreator();
  const reader = await signedInCitizen(city);
  const intent = await tipIntent(reader, creator, postId, 1234, 'attempt-success-1');

  const created = stripe.requests.filter((r) => r.path === '/v1/payment_intents');
  expect(created.at(-1)).toEqual(
    expect.objectContaining({
      method: 'POST',
      params: expect.objectContaining({ amount: '1234', currency: 'usd', 'transfer_data[destination]': accountId }),
      idempotencyKey: expect.stringMatching(/^payment-/),
    }),
  );
  expect(intent.paymentIntentId).toMatch(/^pi_/);
  expect(intent.clientSecret).toBe(stripe.intents.get(intent.paymentIntentId)!.client_secret);
  expect((await earnings(creator)).lifetime).toBe(0);

  const succeeded = stripe.event('payment_intent.succeeded', stripe.settle(intent.paymentIntentId));
  expect((await deliver(succeeded).expect(200)).body).toEqual({ received: true });
  expect(await earnings(creator)).toEqual({ lifetime: 1234, last30Days: 1234, availableForPayout: 1234, demo: false });
  expect((await reader.client.get(`/api/posts/${postId}`).expect(200)).body.supportersCount).toBe(1);

  // Replayed (same event), duplicated (another event about the same intent): nothing changes.
  await deliver(succeeded).expect(200);
  await deliver(stripe.event('payment_intent.succeeded', stripe.intents.get(intent.paymentIntentId))).expect(200);
  expect((await earnings(creator)).lifetime).toBe(1234);
  const notifications = (await creator.client.get('/api/notifications').expect(200)).body.notifications;
  expect(notifications.filter((n: { type: string }) => n.type === 'tip')).toEqual([expect.objectContaining({ amount: 1234 })]);
});

test('a declined card moves nothing; a failure arriving after the success (out of order) does not undo it', async () => {
  const { creator, postId } = await connectedCreator();
  const reader = await signedInCitizen(city);
  const intent = await tipIntent(reader, creator, postId, 800);

  await deliver(stripe.event('payment_intent.payment_failed', stripe.settle(intent.paymentIntentId, 'Your card was declined.'))).expect(200);
  expect((await earnings(creator)).lifetime).toBe(0);
  const failed = await city.db.query<{ status: string; failure_message: string }>('select status, failure_message from payments where provider_intent_id = $1', [intent.paymentIntentId]);
  expect(failed.rows[0]).toEqual({ status: 'failed', failure_message: 'Your card was declined.' });

  // The same attempt succeeds with another card; then a late failure event changes nothing.
  const late = stripe.event('payment_intent.payment_failed', { ...stripe.intents.get(intent.paymentIntentId), status: 'requires_payment_method' });
  await deliver(stripe.event('payment_intent.succeeded', stripe.settle(intent.paymentIntentId))).expect(200);
  await deliver(late).expect(200);
  expect((await earnings(creator)).lifetime).toBe(800);
  const after = await city.db.query<{ status: string }>('select status from payments where provider_intent_id = $1', [intent.paymentIntentId]);
  expect(after.rows[0].status).toBe('succeeded');
});

test('a webhook with a bad or missing signature is refused with 400 and applies nothing; the genuine one then applies', async () => {
  const { creator, postId } = await connectedCreator();
  const reader = await signedInCitizen(city);
  const intent = await tipIntent(reader, creator, postId, 500);
  const payload = stripe.event('payment_intent.succeeded', stripe.settle(intent.paymentIntentId));

  const forged = await deliver(payload, stripe.sign(payload, 'whsec_someone_else')).expect(400);
  expect(forged.body.error).toEqual({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid.' });
  await deliver(payload, null).expect(400);
  // Signed, then altered on the way: the signature is over the raw bytes.
  await deliver(payload.replace('"amount":500', '"amount":50000'), stripe.sign(payload)).expect(400);
  expect((await earnings(creator)).lifetime).toBe(0);

  await deliver(payload).expect(200);
  expect((await earnings(creator)).lifetime).toBe(500);
});

test('concurrent retries of one attempt make one Stripe intent', async () => {
  const { creator, postId } = await connectedCreator();
  const reader = await signedInCitizen(city);
  const before = stripe.intents.size;
  const intents = await Promise.all(Array.from({ length: 5 }, () => tipIntent(reader, creator, postId, 900, 'attempt-concurrent-1')));
  expect(new Set(intents.map((i) => i.paymentIntentId)).size).toBe(1);
  expect(stripe.intents.size).toBe(before + 1);
});

test('events Stripe sends that the city does not use are acknowledged and ignored', async () => {
  await deliver(stripe.event('charge.refund.updated', { id: 're_1', object: 'refund' })).expect(200);
});
