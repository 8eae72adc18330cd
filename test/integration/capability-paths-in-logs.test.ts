import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/database-url.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

/**
 * Issue #41: a capability token carried in a URL path (the calendar feed, the newsletter's confirm
 * and unsubscribe links, the password reset link) is never written in full to the request log, nor
 * to a /metrics label. One case per route that carries one (openapi.yaml and the web app's pages).
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

const token = () => randomBytes(24).toString('base64url');

const ROUTES: { name: string; method: string; path: (t: string) => string }[] = [
  { name: 'calendar feed (GET /api/calendar/{token}.ics)', method: 'GET', path: (t) => `/api/calendar/${t}.ics` },
  { name: 'newsletter unsubscribe (POST /api/newsletter/unsubscribe/{token})', method: 'POST', path: (t) => `/api/newsletter/unsubscribe/${t}` },
  { name: 'newsletter confirm page (/newsletter/confirm/:token)', method: 'GET', path: (t) => `/newsletter/confirm/${t}` },
  { name: 'newsletter unsubscribe page (/newsletter/unsubscribe/:token)', method: 'GET', path: (t) => `/newsletter/unsubscribe/${t}` },
  { name: 'password reset page (/reset-password/:token)', method: 'GET', path: (t) => `/reset-password/${t}` },
];

describe('capability tokens in URL paths', () => {
  for (const route of ROUTES) {
    it(`are masked in the request log and /metrics: ${route.name}`, async () => {
      const secret = token();
      const res = await fetch(`${server.url}${route.path(secret)}`, { method: route.method, headers: { 'content-type': 'application/json' }, ...(route.method === 'POST' ? { body: '{}' } : {}) });
      await res.arrayBuffer();
      const logged = lines.filter((l) => l.msg === 'request' && typeof l.path === 'string' && l.path.startsWith(route.path('').replace(/\.ics$/, '')));
      expect(logged.length, 'the request is logged').toBeGreaterThan(0);
      expect(logged.at(-1)!.path).toBe(route.path('[redacted]'));
      expect(JSON.stringify(lines)).not.toContain(secret);
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).not.toContain(secret);
    });
  }
});
