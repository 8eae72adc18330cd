import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isForbiddenAddress } from './url-guard.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds, signatureHeader, verifySignature } from './webhook.js';
import { eventIdOf } from './event-id.js';

const rules = { requireHttps: false, allowedHosts: [] as string[] };
const resolveTo = (addresses: string[]) => async () => addresses;

describe('where a webhook may go', () => {
  it('refuses private, loopback, link-local, shared, multicast and unspecified addresses, IPv4 and IPv6', () => {
    for (const a of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.0.10', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd12:3456::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(isForbiddenAddress(a), a).toBe(true);
    }
    for (const a of ['203.0.113.10', '8.8.8.8', '172.32.0.1', '2001:4860:4860::8888']) expect(isForbiddenAddress(a), a).toBe(false);
  });

  it('checks every address a name resolves to, https in production, and the allow-list', async () => {
    expect(await checkWebhookUrl('https://hooks.example.com/x', rules, resolveTo(['203.0.113.10']))).toBeNull();
    expect(await checkWebhookUrl('https://hooks.example.com/x', rules, resolveTo(['203.0.113.10', '10.0.0.1']))).toBe('forbidden_address');
    expect(await checkWebhookUrl('https://nowhere.example/x', rules, async () => Promise.reject(new Error('ENOTFOUND')))).toBe('unresolvable');
    expect(await checkWebhookUrl('http://hooks.example.com/x', { ...rules, requireHttps: true }, resolveTo(['203.0.113.10']))).toBe('https_required');
    expect(await checkWebhookUrl('http://127.0.0.1:4000/x', { ...rules, allowedHosts: ['127.0.0.1'] })).toBeNull();
    expect(await checkWebhookUrl('http://127.0.0.1:4000/x', rules)).toBe('forbidden_address');
    expect(await checkWebhookUrl('javascript:alert(1)', rules)).toBe('invalid');
    expect(await checkWebhookUrl('not a url', rules)).toBe('invalid');
  });
});

describe('signatures and retries', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 and verifies within the tolerance only', () => {
    const header = signatureHeader('whsec_test', 1_800_000_000, '{"a":1}');
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_test', header, '{"a":1}', 1_800_000_100)).toBe(true);
    expect(verifySignature('whsec_test', header, '{"a":2}', 1_800_000_100)).toBe(false);
    expect(verifySignature('whsec_other', header, '{"a":1}', 1_800_000_100)).toBe(false);
    expect(verifySignature('whsec_test', header, '{"a":1}', 1_800_000_301)).toBe(false);
  });

  it('retries for at least 24 hours, with growing delays', () => {
    const total = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
    expect(MAX_ATTEMPTS).toBe(RETRY_DELAYS_SECONDS.length + 1);
    expect(retryDelaySeconds(1)).toBe(60);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeNull();
  });

  it('gives an event the same UUID every time, and another event another', () => {
    expect(eventIdOf('booking.requested:b1:once')).toBe(eventIdOf('booking.requested:b1:once'));
    expect(eventIdOf('booking.requested:b1:once')).not.toBe(eventIdOf('booking.accepted:b1:confirmed'));
    expect(eventIdOf('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
