import { databaseUrl } from '../support/database-url.js';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';

describe('request logs', () => {
  it('carry a request id on every line and never a password or token', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl(), LOG_LEVEL: 'info' });
    const server = await startServer(config, { log: pino({ level: 'info' }, sink) });
    try {
      const email = `log-${Date.now()}@test.eclat.local`;
      const password = 'a very private passphrase';
      const res = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'test-request-0001' },
        body: JSON.stringify({ name: 'Logged Person', email, password, dateOfBirth: '1990-05-05', acceptTerms: true }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-request-id')).toBe('test-request-0001');
      const { token } = (await res.json()) as { token: string };
      await fetch(`${server.url}/api/users/me?probe=1`, { headers: { authorization: `Bearer ${token}` } });

      const requestLines = lines.filter((l) => l.msg === 'request');
      expect(requestLines.length).toBeGreaterThanOrEqual(2);
      for (const l of requestLines) expect(typeof l.requestId).toBe('string');
      expect(requestLines[0]!.requestId).toBe('test-request-0001');
      const all = JSON.stringify(lines);
      expect(all).not.toContain(password);
      expect(all).not.toContain(token);
    } finally {
      await server.close(100);
    }
  });
});
