import { loadStripeFor } from './load-stripe';

/**
 * The bank asked to authenticate an on-session payment: Stripe.js shows its 3-D Secure dialog.
 * Resolves with Stripe's message when the client could not authenticate, null when it went through
 * (the caller then asks the server to sync; the webhook would do the same later).
 */
export async function confirmCardPayment(publishableKey: string, clientSecret: string): Promise<string | null> {
  const stripe = await loadStripeFor(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const result = await stripe.confirmCardPayment(clientSecret);
  return result.error ? (result.error.message ?? result.error.code ?? 'error') : null;
}
