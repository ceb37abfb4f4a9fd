import express, { Router } from 'express';
import { createPaymentIntentSchema, demoConfirmSchema } from '../../../shared/payments';
import { callable } from '../callable/routes';
import { parse } from '../lib/validation';
import type { PaymentsService } from './service';

/** Provider events are small; a larger body is not one of them. */
const WEBHOOK_BODY_LIMIT = '512kb';

/** A tip starts with a callable function (api.md, Callable functions: createPaymentIntent). */
export const paymentsCallables = (payments: PaymentsService) => ({
  createPaymentIntent: callable(createPaymentIntentSchema, (user, data) => payments.createTipIntent(user.uid, data)),
});

/** Signed-in citizens' payment routes, under /api/payments. */
export function paymentsRoutes(payments: PaymentsService): Router {
  const router = Router();

  router.get('/config', (_req, res) => {
    res.json(payments.config());
  });

  router.post('/connect', async (req, res) => {
    res.json(await payments.connect(req.user!.uid));
  });

  router.get('/earnings', async (req, res) => {
    res.json(await payments.earnings(req.user!.uid));
  });

  router.post('/demo/confirm', async (req, res) => {
    res.json(await payments.confirmDemo(req.user!.uid, parse(demoConfirmSchema, req.body)));
  });

  return router;
}

/**
 * `POST /api/payments/webhook`: mounted before the JSON parser, since the signature is over the raw
 * bytes; signed by the provider, not by a session or an origin.
 */
export function paymentsWebhookRoute(payments: PaymentsService): Router {
  const router = Router();
  router.post('/payments/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    await payments.receiveWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'));
    res.json({ received: true });
  });
  return router;
}
