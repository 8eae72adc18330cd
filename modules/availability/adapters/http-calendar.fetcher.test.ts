import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpCalendarFetcher } from './http-calendar.fetcher.js';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server | undefined;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/cal.ics`;
}
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const fetcher = httpCalendarFetcher({ timeoutMs: 5000, maxBytes: 10_000 }, async () => null);

describe('httpCalendarFetcher', () => {
  it('asks again once when the connection drops before any answer (a kept-alive socket closed by the server)', async () => {
    let requests = 0;
    const url = await serve((req, res) => {
      if (++requests === 1) req.socket.destroy();
      else res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(ICS);
    });
    expect(await fetcher.fetch(url)).toEqual({ ok: true, text: ICS });
    expect(requests).toBe(2);
  });

  it('reports a server that keeps dropping the connection as unreachable after the second try', async () => {
    let requests = 0;
    const url = await serve((req) => {
      requests++;
      req.socket.destroy();
    });
    expect(await fetcher.fetch(url)).toEqual({ ok: false, error: 'unreachable' });
    expect(requests).toBe(2);
  });

  it('does not ask again after an answer: an error status is the calendar’s answer', async () => {
    let requests = 0;
    const url = await serve((_req, res) => {
      requests++;
      res.writeHead(500).end('oops');
    });
    expect(await fetcher.fetch(url)).toEqual({ ok: false, error: 'http_error' });
    expect(requests).toBe(1);
  });

  it('follows a redirect (each address checked by the guard), and maps a missing calendar and a deadline', async () => {
    const checked: string[] = [];
    const guarded = httpCalendarFetcher({ timeoutMs: 300, maxBytes: 10_000 }, async (url) => (checked.push(url), null));
    const url = await serve((req, res) => {
      if (req.url === '/cal.ics') res.writeHead(302, { Location: '/moved.ics' }).end();
      else if (req.url === '/moved.ics') res.writeHead(200).end(ICS);
      else if (req.url === '/slow.ics') setTimeout(() => res.writeHead(200).end(ICS), 1000);
      else res.writeHead(410).end();
    });
    expect(await guarded.fetch(url)).toEqual({ ok: true, text: ICS });
    expect(checked).toEqual([url.replace('/cal.ics', '/moved.ics')]);
    expect(await guarded.fetch(url.replace('/cal.ics', '/gone.ics'))).toEqual({ ok: false, error: 'not_found' });
    expect(await guarded.fetch(url.replace('/cal.ics', '/slow.ics'))).toEqual({ ok: false, error: 'timeout' });
  });

  it('reads at most maxBytes, whether the size is announced or not', async () => {
    const small = httpCalendarFetcher({ timeoutMs: 5000, maxBytes: 100 }, async () => null);
    const url = await serve((req, res) => {
      if (req.url === '/cal.ics') res.writeHead(200, { 'Content-Length': '5000' }).end('x'.repeat(5000));
      else {
        res.writeHead(200);
        for (let i = 0; i < 50; i++) res.write('x'.repeat(100));
        res.end();
      }
    });
    expect(await small.fetch(url)).toEqual({ ok: false, error: 'too_large' });
    expect(await small.fetch(url.replace('/cal.ics', '/chunked.ics'))).toEqual({ ok: false, error: 'too_large' });
  });

  it('connects only where its lookup allows (DNS rebinding): a refused address is forbidden_address, the name is kept', async () => {
    let hostSeen = '';
    const url = await serve((req, res) => {
      hostSeen = req.headers.host ?? '';
      res.writeHead(200).end(ICS);
    });
    const port = new URL(url).port;
    const toLoopback: LookupFunction = (_host, options, callback) => {
      const done = callback as (err: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;
      if (typeof options === 'object' && options?.all) done(null, [{ address: '127.0.0.1', family: 4 }]);
      else done(null, '127.0.0.1', 4);
    };
    const refusing: LookupFunction = (host, _options, callback) =>
      (callback as (err: NodeJS.ErrnoException | null, address: string, family: number) => void)(Object.assign(new Error(`${host}: private address`), { code: 'EFORBIDDEN' }), '', 0);
    const allowed = httpCalendarFetcher({ timeoutMs: 5000, maxBytes: 10_000, lookup: toLoopback }, async () => null);
    expect(await allowed.fetch(`http://calendar.example:${port}/cal.ics`)).toEqual({ ok: true, text: ICS });
    expect(hostSeen).toBe(`calendar.example:${port}`);
    const refused = httpCalendarFetcher({ timeoutMs: 5000, maxBytes: 10_000, lookup: refusing }, async () => null);
    expect(await refused.fetch(`http://calendar.example:${port}/cal.ics`)).toEqual({ ok: false, error: 'forbidden_address' });
  });
});
