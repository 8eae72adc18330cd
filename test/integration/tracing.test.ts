import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/database-url.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server.js';
import { jobRunner } from '../../src/jobs/jobs.js';

/** What the test collector keeps of each exported span (OTLP/HTTP JSON, as @opentelemetry/exporter-trace-otlp-http sends it). */
interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpBody {
  resourceSpans?: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans?: { spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string; attributes?: { key: string; value: OtlpValue }[] }[] }[] }[];
}

const valueOf = (v: OtlpValue): string | number | boolean => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ''));

/** A local OTLP/HTTP collector: records every POST's path, content type and decoded spans. */
function startCollector() {
  const posts: { path: string; contentType: string; serviceName: unknown }[] = [];
  const spans: ExportedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const resource of body.resourceSpans ?? []) {
        const serviceName = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
        posts.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', serviceName });
        for (const scope of resource.scopeSpans ?? []) {
          for (const s of scope.spans ?? []) {
            spans.push({ name: s.name, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', attributes: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, valueOf(a.value)])) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    posts,
    spans,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signUp = (url: string, requestId: string, email: string) =>
  fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ name: 'Traced Person', email, password: 'a traced passphrase', dateOfBirth: '1990-05-05', acceptTerms: true }),
  });

describe('OpenTelemetry export', () => {
  const collector = startCollector();
  let collectorUrl = '';
  beforeAll(async () => {
    collectorUrl = await collector.listen();
  });
  afterAll(() => collector.close());

  it('exports a request as an HTTP span with its SQL spans under it, and a job with its statements', async () => {
    const server = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl(), OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_SERVICE_NAME: 'eclat-test' }));
    const email = `traced-${Date.now()}@test.eclat.local`;
    try {
      const res = await signUp(server.url, 'trace-request-0001', email);
      expect(res.status).toBe(201);
      const job = jobRunner('booking-request-expiry', server.log, server.app.metrics, async () => {
        await server.app.booking.api.expireRequests();
      });
      await RequestContext.create(server.orm.em, job.run);
    } finally {
      // Closing flushes what is buffered.
      await server.close(100);
    }

    // (Shutdown waits 2 s for the export; on a loaded machine the rest may arrive just after.)
    for (let i = 0; i < 50 && !collector.spans.some((s) => s.name === 'job.run'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(collector.posts.length).toBeGreaterThan(0);
    expect(collector.posts[0]).toMatchObject({ path: '/v1/traces', contentType: 'application/json', serviceName: 'eclat-test' });
    const request = collector.spans.find((s) => s.name === 'http.request' && s.attributes['eclat.request_id'] === 'trace-request-0001');
    expect(request?.attributes).toMatchObject({ 'http.method': 'POST', 'http.route': '/api/auth/signup', 'http.status_code': 201 });
    const statements = collector.spans.filter((s) => s.traceId === request!.traceId && s.attributes['db.system.name'] === 'postgresql');
    expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining(['SELECT', 'INSERT']));
    for (const s of statements) expect(s.attributes['eclat.request_id']).toBe('trace-request-0001');
    // Every statement hangs from a span of the same trace (the request's, or a step it started).
    const ids = new Set(collector.spans.filter((s) => s.traceId === request!.traceId).map((s) => s.spanId));
    for (const s of statements) expect(ids.has(s.parentSpanId)).toBe(true);

    // The flow steps the sign-up left in the outbox (its emails) run under spans of their own, with their statements.
    const step = collector.spans.find((s) => s.name === 'outbox.step' && s.attributes['eclat.request_id'] === 'trace-request-0001');
    expect(step?.attributes['flow.step']).toEqual(expect.any(String));
    expect(collector.spans.some((s) => s.parentSpanId === step!.spanId && s.attributes['db.system.name'] === 'postgresql')).toBe(true);

    const jobSpan = collector.spans.find((s) => s.name === 'job.run' && s.attributes['job.name'] === 'booking-request-expiry');
    expect(jobSpan).toBeDefined();
    expect(collector.spans.some((s) => s.parentSpanId === jobSpan!.spanId && s.attributes['db.system.name'] === 'postgresql')).toBe(true);

    // Statement kinds only: no text, no values.
    const exported = JSON.stringify(collector.spans);
    expect(exported).not.toContain(email);
    expect(exported).not.toMatch(/insert into|select .* from/i);
  });

  it('exports nothing when no endpoint is set', async () => {
    const before = collector.posts.length;
    const server = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: databaseUrl() }));
    try {
      expect((await signUp(server.url, 'trace-request-0002', `untraced-${Date.now()}@test.eclat.local`)).status).toBe(201);
    } finally {
      await server.close(100);
    }
    expect(collector.posts.length).toBe(before);
    expect(collector.spans.some((s) => s.attributes['eclat.request_id'] === 'trace-request-0002')).toBe(false);
  });
});
