import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks (issue #25; docs/decisions.md, "Webhooks"): an account's endpoints receive the
 * events it subscribed to, each POSTed as JSON and signed with the endpoint's secret.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.requested',
  'booking.accepted',
  'booking.declined',
  'booking.expired',
  'booking.cancelled',
  'booking.withdrawn',
  'booking.postponed',
  'visit.started',
  'visit.completed',
  'payment.succeeded',
  'payment.failed',
  'refund.created',
  'review.published',
  'message.created',
  'payout.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEndpoint {
  id: string;
  ownerId: string;
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  createdAt: Date;
}

/**
 * Seconds after the n-th failed attempt (n >= 1) before the next: 1 min, 5 min, 30 min, 2 h, 6 h,
 * 12 h, 12 h. The last attempt comes 32 h 36 min after the first (at least 24 h), then the delivery fails.
 */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 43_200, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
export const retryDelaySeconds = (failedAttempts: number): number | null => RETRY_DELAYS_SECONDS[failedAttempts - 1] ?? null;

export const SIGNATURE_HEADER = 'Eclat-Signature';

/** `whsec_` + 32 random bytes in base64url. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe does. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/** What a receiver does (docs/integrations.md): recompute, compare in constant time, refuse stale timestamps. */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, t, body).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
