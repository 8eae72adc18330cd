import type { StripeStandIn } from './stand-in.js';

/** Accounts, AccountLinks, Transfers and Payouts (payouts module). */
export function installConnectRoutes(_standIn: StripeStandIn): void {}
