import { startStripeStandIn, type StripeStandIn } from './stand-in.js';
import { installPaymentRoutes } from './payments-routes.js';
import { installConnectRoutes } from './connect-routes.js';
import { closeStandInDispute, installDisputeRoutes, openStandInDispute } from './dispute-routes.js';

export * from './stand-in.js';
export { installPaymentRoutes, installConnectRoutes, installDisputeRoutes, openStandInDispute, closeStandInDispute };

/** A stand-in answering every Stripe endpoint the project uses, and the env that points a test server at it. */
export async function startStripe(): Promise<{ stripe: StripeStandIn; env: Record<string, string> }> {
  const stripe = await startStripeStandIn();
  installPaymentRoutes(stripe);
  installConnectRoutes(stripe);
  installDisputeRoutes(stripe);
  return {
    stripe,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
    },
  };
}

export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_secret';
