import Router from '@koa/router';
import type { AppState } from '../../src/shared/http-kit.js';
import { DevelopmentPaymentsProvider } from './adapters/development-payments.provider.js';

export type { PaymentOutcome } from './payments-port.js';

export interface PaymentsModuleDeps {
  env: 'development' | 'production' | 'test';
  stripe: { secretKey: string | null; publishableKey: string | null };
}

/**
 * Money movements for the booking module. Issue #5 brings the Stripe adapter; until then only the
 * development provider exists, and production refuses to start without one that moves real money.
 */
export function createPaymentsModule(d: PaymentsModuleDeps) {
  if (d.env === 'production') throw new Error('No payment provider for production yet: the Stripe adapter (issue #5) is required');
  const provider = new DevelopmentPaymentsProvider();
  const router = new Router<AppState>();
  router.get('/api/payments/config', (ctx) => {
    ctx.body = { provider: provider.name, publishableKey: null };
  });
  return { router, api: provider };
}
