import type { StripeStandIn } from './stand-in.js';

/** Customers, SetupIntents, PaymentMethods, PaymentIntents and Refunds (payments module). */
export function installPaymentRoutes(_standIn: StripeStandIn): void {}
