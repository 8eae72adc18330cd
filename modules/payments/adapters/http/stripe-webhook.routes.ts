import Router from '@koa/router';
import type { AppState } from '../../../../src/shared/http-kit.js';
import type { PaymentsDeps } from '../../application/ports.js';
import { receiveWebhook, type WebhookVerifier } from '../../application/stripe-events.js';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Stripe's webhook. Mounted before the body parser: the signature is computed on the exact bytes
 * Stripe sent, so the body is read raw here and parsed only after it is verified.
 */
export function stripeWebhookRouter(deps: PaymentsDeps, verify: WebhookVerifier | null): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/api/payments/stripe/webhook', async (ctx) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) ctx.throw(413);
      chunks.push(chunk as Buffer);
    }
    ctx.body = await receiveWebhook(deps, verify)(Buffer.concat(chunks).toString('utf8'), ctx.get('stripe-signature') || undefined);
  });
  return router;
}
