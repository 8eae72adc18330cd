import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
});
