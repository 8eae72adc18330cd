import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';

/**
 * Where a webhook may be sent (docs/decisions.md, "Webhooks", SSRF): https in production; never an
 * address of the private, loopback, link-local, unique-local, shared (CGNAT), multicast or unspecified
 * ranges, checked on every address the name resolves to, at registration and again before each
 * delivery, and by the delivery connection's own lookup (adapters/http/guarded-webhook-sender.ts: a name
 * re-pointed between the check and the connection, DNS rebinding). Hosts in WEBHOOK_ALLOWED_HOSTS (development, tests) skip the
 * address check.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return mapped ? blocked.check(mapped, 'ipv4') : blocked.check(address, 'ipv6');
  }
  return true;
}

export type UrlProblem = 'invalid' | 'https_required' | 'forbidden_address' | 'unresolvable';
export type Resolver = (host: string) => Promise<string[]>;
export const systemResolver: Resolver = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export async function checkWebhookUrl(raw: string, rules: { requireHttps: boolean; allowedHosts: readonly string[] }, resolve: Resolver = systemResolver): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password) return 'invalid';
  if (rules.requireHttps && url.protocol !== 'https:') return 'https_required';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (rules.allowedHosts.includes(host)) return null;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.some(isForbiddenAddress) ? 'forbidden_address' : null;
}
