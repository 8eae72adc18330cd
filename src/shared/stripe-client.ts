import Stripe from 'stripe';

/**
 * The one Stripe SDK client of the process (payments and payouts share it), or null without a
 * secret key (the development providers stand in). apiBase points it at tests' local stand-in.
 */
export function createStripeClient(config: { secretKey: string | null; apiBase: string | null }): Stripe | null {
  if (!config.secretKey) return null;
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    // The SDK retries network failures itself with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: base ? 0 : 2,
    telemetry: false,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}
