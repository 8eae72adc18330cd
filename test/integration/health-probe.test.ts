import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/database-url.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

/**
 * Issue #39, the health floor: GET /api/health is answered right after the request id and the security
 * headers, counted by /metrics under its template, and a healthy probe writes no request line (other
 * requests still do).
 */
const lines: Record<string, unknown>[] = [];
let server: RunningServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl(), LOG_LEVEL: 'info' });
  server = await startServer(config, { log: pino({ level: 'info' }, sink) });
}, 60_000);
afterAll(() => server.close(100));

describe('GET /api/health', () => {
  it('answers with its id and security headers, is counted under its template, and logs no line when healthy', async () => {
    const before = lines.length;
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${server.url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);

    const other = await fetch(`${server.url}/api/pricing`);
    expect(other.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const requestLines = lines.slice(before).filter((l) => l.msg === 'request');
    expect(requestLines.map((l) => l.path)).toEqual(['/api/pricing']);

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/eclat_http_requests_total\{method="GET",route="\/api\/health",status_class="2xx"\} [1-9]/);
  });
});
