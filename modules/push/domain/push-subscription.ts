import { createPublicKey } from 'node:crypto';

/** One browser's push subscription (the PushSubscription the service worker's pushManager made), held for its person. */
export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  /** The push service's URL for this browser (RFC 8030): a capability, never shown to anyone. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
  p256dh: string;
  auth: string;
  /** "Chrome · Android", from the User-Agent when it subscribed: how the person tells their devices apart. */
  label: string;
  createdAt: Date;
  /** Last push the service accepted for it; null before the first. */
  lastUsedAt: Date | null;
}

export const MAX_ENDPOINT_LENGTH = 2048;

/**
 * Where a push may be sent: an https push service of any host (every browser has its own). Plain http
 * only to this machine (http://127.0.0.1, http://localhost, http://[::1]) and only when the setting
 * allows it (PUSH_ALLOW_LOCAL_ENDPOINTS, development and tests; refused in production by the config).
 */
export function endpointProblem(raw: string, rules: { allowLocal: boolean }): 'invalid' | 'https_required' | null {
  if (raw.length > MAX_ENDPOINT_LENGTH) return 'invalid';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || url.hash) return 'invalid';
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return 'invalid';
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return rules.allowLocal && local ? null : 'https_required';
}

/** base64url (RFC 4648 §5) without padding, as PushSubscription.toJSON() writes the keys. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decoded(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** A point of the P-256 curve (an uncompressed point that is off the curve cannot be used for ECDH). */
function onCurve(point: Buffer): boolean {
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The keys must be usable, or every push to the device would fail (and be retried for nothing): p256dh
 * an uncompressed P-256 point (65 bytes, 0x04 first, on the curve), auth a 16-byte secret (RFC 8291 §3).
 */
export function keysProblem(keys: { p256dh: string; auth: string }): 'p256dh' | 'auth' | null {
  const point = decoded(keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04 || !onCurve(point)) return 'p256dh';
  const secret = decoded(keys.auth);
  if (!secret || secret.length !== 16) return 'auth';
  return null;
}
