import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a webhook from Éclat (Node.js): `header` is the `Eclat-Signature` header
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), `body` the raw request body, exactly as
 * received, `secret` the endpoint's `whsec_…` secret. Refuses a timestamp further than
 * `toleranceSeconds` (300) from now, so a captured request cannot be replayed later.
 */
export function verifyEclatWebhook(secret: string, header: string, body: string, options: { toleranceSeconds?: number; nowSeconds?: number } = {}): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1) || Math.abs(now - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), expected);
}
