import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress, systemResolver, type Resolver } from '../../domain/url-guard.js';

/** One POST of a delivery: the receiver's status and the start of its answer. */
export type WebhookSender = (url: string, request: { headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<{ status: number; excerpt: string }>;

/** How much of a receiver's answer is read (the log keeps an excerpt; a huge answer is not waited for). */
const MAX_READ = 4096;

/** A lookup failure as Node's own resolver reports one (a system code, not one of the API's error codes). */
const lookupError = (message: string, systemCode: 'ENOTFOUND' | 'EFORBIDDEN', cause?: unknown): NodeJS.ErrnoException =>
  Object.assign(cause instanceof Error ? cause : new Error(message), { code: systemCode });

/**
 * The connection's own name lookup, checked by the guard (DNS rebinding): the address the socket
 * connects to is one this lookup returned and the guard accepted, so a name that resolved to a
 * public address when the URL was checked cannot point at 127.0.0.1 by the time we connect.
 * Allowed hosts (development, tests) skip the address check, as in checkWebhookUrl.
 */
export function guardedLookup(resolve: Resolver, allowedHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const done = callback as (err: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;
    resolve(host).then(
      (addresses) => {
        if (!addresses.length) return done(lookupError(`no address for ${host}`, 'ENOTFOUND'), '', 0);
        const refused = !allowedHosts.includes(host) && addresses.some(isForbiddenAddress);
        if (refused) return done(lookupError(`url refused: forbidden_address (${host} resolved to a private address at connect time)`, 'EFORBIDDEN'), '', 0);
        const wanted = typeof options === 'object' && options?.family ? Number(options.family) : 0;
        const usable = addresses.filter((a) => !wanted || isIP(a) === wanted);
        if (!usable.length) return done(lookupError(`no IPv${wanted} address for ${host}`, 'ENOTFOUND'), '', 0);
        if (typeof options === 'object' && options?.all) return done(null, usable.map((address) => ({ address, family: isIP(address) })));
        done(null, usable[0]!, isIP(usable[0]!));
      },
      (error: unknown) => done(lookupError(String(error), 'ENOTFOUND', error), '', 0),
    );
  };
}

/**
 * POSTs with node:http(s) over a connection whose lookup is the guarded one; TLS SNI and Host stay
 * the URL's name (only the lookup is ours). Redirects are not followed (a 3xx is the answer).
 */
export function guardedWebhookSender(rules: { allowedHosts: readonly string[] }, resolve: Resolver = systemResolver): WebhookSender {
  const lookup = guardedLookup(resolve, rules.allowedHosts);
  return (raw, req) =>
    new Promise((resolveAnswer, reject) => {
      const url = new URL(raw);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const body = Buffer.from(req.body, 'utf8');
      const outgoing = send(url, { method: 'POST', lookup, headers: { ...req.headers, 'content-length': String(body.length) }, signal: AbortSignal.timeout(req.timeoutMs), agent: false }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size >= MAX_READ) return;
          chunks.push(c);
          size += c.length;
          if (size >= MAX_READ) res.destroy();
        });
        const finish = () => resolveAnswer({ status: res.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8') });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
