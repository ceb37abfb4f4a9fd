import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the city's Stripe SDK sent: its form fields flattened as sent (`transfer_data[destination]`). */
export interface StripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey?: string;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded';
  metadata: Record<string, string>;
  transfer_data: { destination: string } | null;
  last_payment_error: { type: 'card_error'; code: string; message: string } | null;
}

interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Fields of a form-encoded body whose keys start with `prefix[`, as an object: `metadata[uid]` gives `{uid}`. */
const nested = (params: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => key.startsWith(`${prefix}[`)).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));

const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });

/**
 * A local server that speaks the Stripe API endpoints the city uses (PaymentIntents, Express accounts,
 * account links), so the tests run the real `stripe` SDK. Like Stripe it checks the secret key and
 * answers a repeated idempotency key with the first reply. The tests play Stripe's other side: they
 * settle intents as the card form would and deliver the webhooks Stripe would send, signed or not.
 */
export async function startFakeStripeServer(keys: { secretKey: string; webhookSecret: string }) {
  const requests: StripeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const accounts = new Map<string, FakeAccount>();
  const replies = new Map<string, { status: number; body: unknown }>();

  function answer(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'Amount must be at least $0.50 usd');
      const id = newId('pi');
      const destination = params['transfer_data[destination]'];
      if (destination && !accounts.has(destination)) return stripeError(400, `No such destination: '${destination}'`);
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: params.currency,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        metadata: nested(params, 'metadata'),
        transfer_data: destination ? { destination } : null,
        last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: newId('acct'),
        object: 'account',
        type: 'express',
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        metadata: nested(params, 'metadata'),
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const accountPath = /^\/v1\/accounts\/([\w]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1]);
      return account ? { status: 200, body: account } : stripeError(404, `No such account: '${accountPath[1]}'`);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(params.account)) return stripeError(400, `No such account: '${params.account}'`);
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${params.account}`, created: 0, expires_at: 300 } };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, params, idempotencyKey });
      const key = idempotencyKey && `${req.method} ${path} ${idempotencyKey}`;
      const reply =
        req.headers.authorization !== `Bearer ${keys.secretKey}`
          ? stripeError(401, 'Invalid API Key provided')
          : key && replies.has(key)
            ? replies.get(key)!
            : answer(req.method ?? '', path, params);
      if (key && !replies.has(key) && reply.status === 200) replies.set(key, reply);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A Stripe event about `object`, as a webhook body. */
  const event = (type: string, object: unknown, id = newId('evt')) => JSON.stringify({ id, object: 'event', type, api_version: Stripe.API_VERSION, created: 0, data: { object }, livemode: false });

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    intents,
    accounts,
    event,
    /** The `Stripe-Signature` header Stripe would send with this body. */
    sign: (payload: string, secret = keys.webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    /** The card form confirmed the intent: it succeeded, or the card was declined with `declineMessage`. */
    settle(intentId: string, declineMessage?: string): FakeIntent {
      const intent = intents.get(intentId)!;
      if (declineMessage) intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: declineMessage };
      else Object.assign(intent, { status: 'succeeded', last_payment_error: null });
      return { ...intent };
    },
    /** The creator finished Express onboarding. */
    completeOnboarding(accountId: string): FakeAccount {
      const account = accounts.get(accountId)!;
      Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
      return { ...account };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
