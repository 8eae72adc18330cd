import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type WebPush from 'web-push';
import type { PushSender, PushTarget, SendOutcome } from '../application/ports.js';
import type { PushDelivery } from '../application/push-texts.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use (VAPID_SUBJECT). */
  subject: string;
}

/** How much of a push service's refusal is kept for the step's error (the outbox logs it). */
const MAX_READ = 1024;

// Loaded with the first notification sent, not at boot (issue #39: ~1.5 MB of heap, ~14 MB resident loaded alone).
let webPushModule: Promise<typeof WebPush> | null = null;
const loadWebPush = () => (webPushModule ??= import('web-push').then((m) => m.default));

/**
 * The `web-push` library encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID JWT (ES256,
 * RFC 8292) with `generateRequestDetails`; the POST itself is ours, with node:http(s): the library's
 * own sender speaks https only (the tests' and development's local endpoints are http), and ours takes
 * the outgoing-address guard's lookup in production (a push endpoint whose name resolves to a private
 * address is never reached: the webhooks' SSRF rule). Redirects are not followed.
 */
export function webPushSender(vapid: VapidKeys, settings: { timeoutMs: number; lookup?: LookupFunction }): PushSender {
  return {
    send: async (target: PushTarget, payload: string, delivery: PushDelivery) => {
      const webPush = await loadWebPush();
      return new Promise<SendOutcome>((resolve, reject) => {
        const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: vapid,
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          contentEncoding: 'aes128gcm',
          ...(delivery.topic ? { topic: delivery.topic } : {}),
        });
        const url = new URL(details.endpoint);
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
        const outgoing = send(
          url,
          { method: 'POST', headers, agent: false, signal: AbortSignal.timeout(settings.timeoutMs), ...(settings.lookup ? { lookup: settings.lookup } : {}) },
          (res: IncomingMessage) => {
            const status = res.statusCode ?? 0;
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (c: Buffer) => {
              if (size < MAX_READ) chunks.push(c);
              size += c.length;
            });
            res.on('error', reject);
            res.on('end', () => {
              if (status >= 200 && status < 300) return resolve('delivered');
              // RFC 8030 §7.3: the subscription expired or was removed by the browser or its person.
              if (status === 404 || status === 410) return resolve('gone');
              reject(new Error(`push service answered ${status} (${url.host}): ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
            });
          },
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EFORBIDDEN' ? resolve('refused') : reject(error)));
        outgoing.end(details.body ?? undefined);
      });
    },
  };
}
