import { createNotificationsService } from '../notifications/service';
import { createRateLimits } from '../lib/rate-limits';
import { SILENT_REALTIME } from '../realtime/realtime';
import { signedInCitizen, startTestCity, type TestCity } from '../testing/harness';
import { createDemoProvider } from './demo';
import { createPaymentsService } from './service';

// The service the guilds domain wires to its routes: contributions to a treasury go through the same
// provider and ledger as tips. No guild tables exist here: a treasury is its ledger account.

let city: TestCity;
const noPosts = {
  visible: () => Promise.reject(new Error('contributions name no post')),
  publish: () => Promise.reject(new Error('contributions publish no post')),
};
let payments: ReturnType<typeof createPaymentsService>;

beforeAll(async () => {
  city = await startTestCity();
  const notifications = createNotificationsService({ db: city.db, realtime: SILENT_REALTIME });
  payments = createPaymentsService({ db: city.db, provider: createDemoProvider(), notifications, posts: noPosts, rateLimits: createRateLimits() });
});
afterAll(() => city.stop());

test('contributions reach a treasury only once confirmed, once each, and its balance and history are sums of the ledger', async () => {
  const [ada, grace] = [(await signedInCitizen(city)).user.uid, (await signedInCitizen(city)).user.uid];
  expect(await payments.treasuryOf('guild-a')).toEqual({ balance: 0, history: [] });

  const first = await payments.startGuildContribution({ payerId: ada, guildId: 'guild-a', amount: 2500, idempotencyKey: 'contribution-1' });
  expect(await payments.startGuildContribution({ payerId: ada, guildId: 'guild-a', amount: 2500, idempotencyKey: 'contribution-1' })).toEqual(first);
  expect((await payments.treasuryOf('guild-a')).balance).toBe(0);

  await payments.confirmDemo(ada, { clientSecret: first.clientSecret, cardNumber: '4242424242424242' });
  await payments.confirmDemo(ada, { clientSecret: first.clientSecret, cardNumber: '4242424242424242' });
  const second = await payments.startGuildContribution({ payerId: grace, guildId: 'guild-a', amount: 1000 });
  await expect(payments.confirmDemo(grace, { clientSecret: second.clientSecret, cardNumber: '4000000000000002' })).rejects.toMatchObject({ status: 402 });
  await payments.confirmDemo(grace, { clientSecret: second.clientSecret, cardNumber: '5555555555554444' });
  const elsewhere = await payments.startGuildContribution({ payerId: grace, guildId: 'guild-b', amount: 700 });
  await payments.confirmDemo(grace, { clientSecret: elsewhere.clientSecret, cardNumber: '4242424242424242' });

  const treasury = await payments.treasuryOf('guild-a');
  expect(treasury.balance).toBe(3500);
  expect(treasury.history).toEqual([
    expect.objectContaining({ amount: 1000, contributorId: grace }),
    expect.objectContaining({ amount: 2500, contributorId: ada }),
  ]);
  expect((await payments.treasuryOf('guild-b')).balance).toBe(700);
  const { rows } = await city.db.query<{ total: number }>('select coalesce(sum(amount), 0)::int8 as total from ledger_entries');
  expect(rows[0].total).toBe(0);
});

test('a contribution is validated like a tip: integer cents from 100 to 100,000, a well-formed key', async () => {
  const payer = (await signedInCitizen(city)).user.uid;
  for (const amount of [99, 0.5, '500', null, 100_001]) {
    await expect(payments.startGuildContribution({ payerId: payer, guildId: 'guild-c', amount })).rejects.toMatchObject({ status: 400 });
  }
  await expect(payments.startGuildContribution({ payerId: payer, guildId: 'guild-c', amount: 500, idempotencyKey: 'no spaces allowed' })).rejects.toMatchObject({ status: 400 });
  expect((await city.db.query('select 1 from payments where payer_id = $1', [payer])).rows).toHaveLength(0);
});
