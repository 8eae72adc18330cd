import Stripe from 'stripe';
import { expect, it } from 'vitest';
import { startStripeStandIn } from '../support/stripe-stand-in/stand-in.js';
it('works with the SDK', async () => {
  const s = await startStripeStandIn();
  s.route('POST /v1/customers', (req, _m, st) => ({ body: st.put({ id: st.newId('cus'), object: 'customer', email: req.params.email, metadata: req.params.metadata }) }));
  const stripe = new Stripe('sk_test_x', s.sdkOptions);
  const c = await stripe.customers.create({ email: 'a@b.c', metadata: { userId: 'u1' } }, { idempotencyKey: 'k1' });
  const c2 = await stripe.customers.create({ email: 'a@b.c', metadata: { userId: 'u1' } }, { idempotencyKey: 'k1' });
  expect(c.id).toBe(c2.id);
  expect(s.requests[0]!.params).toEqual({ email: 'a@b.c', metadata: { userId: 'u1' } });
  expect(s.requests[1]!.replayed).toBe(true);
  await expect(stripe.paymentIntents.retrieve('pi_x')).rejects.toThrow(/Unrecognized/);
  await s.close();
});
