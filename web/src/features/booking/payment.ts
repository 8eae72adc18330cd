import type { PaymentsConfig } from './api/types';

/**
 * Whether the form can submit with this provider, and the card id to send. The development
 * provider asks for no card; Stripe Elements (issue #5) will provide the id here.
 */
export function paymentReadiness(config: PaymentsConfig): { ready: boolean; paymentMethodId: string | null } {
  switch (config.provider) {
    case 'development':
      return { ready: true, paymentMethodId: null };
    case 'stripe':
      return { ready: false, paymentMethodId: null };
  }
}
