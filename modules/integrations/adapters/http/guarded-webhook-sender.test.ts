import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '../../domain/url-guard.js';
import { guardedWebhookSender } from './guarded-webhook-sender.js';

/** DNS rebinding: the name is checked when the URL is, and again by the connection's own lookup. */
const received: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  received.push(req.headers);
  req.resume();
  req.on('end', () => res.writeHead(200).end('ok'));
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const post = { headers: { 'content-type': 'application/json' }, body: '{"id":"e1"}', timeoutMs: 2000 };
const rules = { requireHttps: false, allowedHosts: [] as string[] };

describe('guarded webhook sender', () => {
  it('refuses a name that resolved to a public address at check time and to 127.0.0.1 when connecting', async () => {
    // A resolver the attacker's DNS would be: public first, loopback for every later lookup.
    let lookups = 0;
    const rebinding = async () => (lookups++ === 0 ? ['203.0.113.10'] : ['127.0.0.1']);
    const url = `http://rebind.example:${port}/hook`;
    expect(await checkWebhookUrl(url, rules, rebinding)).toBeNull();
    const before = received.length;
    await expect(guardedWebhookSender(rules, rebinding)(url, post)).rejects.toThrow(/forbidden_address/);
    expect(lookups).toBe(2);
    expect(received.length).toBe(before);
  });

  it('refuses when any of the addresses is private (a mixed answer), and an unresolvable name', async () => {
    const url = `http://mixed.example:${port}/hook`;
    await expect(guardedWebhookSender(rules, async () => ['203.0.113.10', '10.0.0.1'])(url, post)).rejects.toThrow(/forbidden_address/);
    await expect(guardedWebhookSender(rules, async () => [])(url, post)).rejects.toThrow(/no address/);
  });

  it('connects to the address its lookup returned, keeping the name as Host (allowed hosts skip the address check)', async () => {
    const sender = guardedWebhookSender({ allowedHosts: ['hooks.test'] }, async (host) => (host === 'hooks.test' ? ['127.0.0.1'] : []));
    const answer = await sender(`http://hooks.test:${port}/hook`, post);
    expect(answer).toEqual({ status: 200, excerpt: 'ok' });
    expect(received.at(-1)?.host).toBe(`hooks.test:${port}`);
  });
});
