import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { connect } from '../support/realtime-client.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reading of Prometheus's text format 0.0.4: every sample line parses and belongs to a declared
 * family (values as Go's ParseFloat reads them: prom-client writes NaN as `Nan`, which Prometheus accepts).
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|[Nn]a[Nn]|\+Inf|-Inf))(?: \d+)?$/.exec(line);
    expect(m, `unparsable line: ${line}`).not.toBeNull();
    const [, name, rawLabels, value] = m!;
    const labels: Record<string, string> = {};
    if (rawLabels) {
      const re = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
      let consumed = 0;
      for (let l = re.exec(rawLabels); l; l = re.exec(rawLabels)) {
        labels[l[1]!] = l[2]!;
        consumed = re.lastIndex;
      }
      expect(consumed, `bad labels: ${line}`).toBe(rawLabels.length);
    }
    const family = name!.replace(/_(bucket|sum|count|created|total)$/, '');
    expect(types.has(name!) || types.has(family) || types.has(name!.replace(/_(bucket|sum|count)$/, '')), `no TYPE for ${name}`).toBe(true);
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

/** A scrape from this machine (loopback, no forwarding header). */
async function scrape(t: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text(), headers: res.headers };
}

describe('GET /metrics, default access (no token, no allow-list: loopback only)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('answers Prometheus text that parses, with process figures', async () => {
    const res = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const samples = parseExposition(res.text);
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'eclat_db_pool_max_connections' && s.value === t.config.database.max)).toBe(true);
  });

  it('counts requests by route template, never by raw path, and errors by status class', async () => {
    const id = randomUUID();
    const before = parseExposition((await scrape(t)).text);
    const route = { method: 'GET', route: '/api/cleaners/{cleanerId}/reviews' };
    await t.api('GET', `/api/cleaners/${id}/reviews`);
    await t.api('GET', `/api/cleaners/${randomUUID()}/reviews`);
    // Refused by the contract before any router: still labelled with its operation's template.
    const bad = await t.api('GET', '/api/cleaners/not-an-id/reviews');
    expect(bad.status).toBe(400);
    // Not in the contract (so not through t.api, which checks answers against it).
    const unknown = await fetch(`${t.url}/api/nothing-here/${id}`, { headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(unknown.status).toBe(404);

    const after = (await scrape(t)).text;
    const samples = parseExposition(after);
    const delta = (labels: Record<string, string>) => value(samples, 'eclat_http_requests_total', labels) - value(before, 'eclat_http_requests_total', labels);
    expect(delta({ ...route })).toBe(3);
    expect(delta({ ...route, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(delta({ route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'eclat_http_request_duration_seconds_count', route) - value(before, 'eclat_http_request_duration_seconds_count', route)).toBe(3);
    // No path with an id, no raw value became a label.
    expect(after).not.toContain(id);
    expect(after).not.toContain('not-an-id');
    expect(after).not.toContain('nothing-here');
    for (const s of samples.filter((x) => x.name.startsWith('eclat_http_'))) expect(s.labels.route).toMatch(/^(\/[\w.{}-]*)+$|^(web|unmatched)$/);
  });

  it('shows the pool: sizes and the waits for a connection', async () => {
    const samples = parseExposition((await scrape(t)).text);
    expect(samples.find((s) => s.name === 'eclat_db_pool_connections' && s.labels.state === 'total')!.value).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.name === 'eclat_db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
    expect(value(samples, 'eclat_db_pool_acquire_seconds_count', { outcome: 'acquired' })).toBeGreaterThan(0);
  });

  it('reads the outbox backlog and the age of its oldest pending step at scrape time', async () => {
    const id = randomUUID();
    const createdAt = new Date(Date.now() - 3 * 86_400_000);
    // Due in a year: no poller takes it while the test looks.
    await t.inContext(() =>
      t.server.orm.em.execute(`insert into platform_outbox (id, flow, step, key, payload, created_at, available_at, attempts) values (?, 'metrics.test', 'probe', ?, '{}'::jsonb, ?, ?, 1)`, [id, id, createdAt, new Date(Date.now() + 365 * 86_400_000)]),
    );
    try {
      const samples = parseExposition((await scrape(t)).text);
      expect(value(samples, 'eclat_metrics_source_up', { source: 'outbox' })).toBe(1);
      expect(value(samples, 'eclat_outbox_pending_steps')).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'eclat_outbox_failing_steps')).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'eclat_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3 * 86_400 - 5);
    } finally {
      await t.inContext(() => t.server.orm.em.execute('delete from platform_outbox where id = ?', [id]));
    }
  });

  it('counts the sockets held and the frames delivered to them', async () => {
    const { token } = await loginAs(t, 'client');
    const before = parseExposition((await scrape(t)).text);
    const socket = await connect(t.url, { token });
    try {
      socket.send({ type: 'PING' });
      await socket.next('PONG');
      const samples = parseExposition((await scrape(t)).text);
      expect(value(samples, 'eclat_realtime_sockets')).toBe(1);
      expect(value(samples, 'eclat_realtime_frames_delivered_total', { type: 'PONG' }) - value(before, 'eclat_realtime_frames_delivered_total', { type: 'PONG' })).toBe(1);
    } finally {
      await socket.close();
    }
  });

  it("counts payments by outcome at the provider's port, whichever use case calls it", async () => {
    const provider = t.server.app.payments.deps.provider;
    const call = (paymentMethodRef: string) => provider.charge({ customerRef: 'dev_cus_metrics', paymentMethodRef, amountCents: 1234, bookingId: randomUUID(), chargeId: randomUUID(), kind: 'deposit', idempotencyKey: randomUUID(), offSession: true });
    const before = parseExposition((await scrape(t)).text);
    await call('dev_pm_success');
    await call('dev_pm_declined');
    const samples = parseExposition((await scrape(t)).text);
    const delta = (outcome: string) => value(samples, 'eclat_payments_total', { provider: 'development', operation: 'charge', outcome }) - value(before, 'eclat_payments_total', { provider: 'development', operation: 'charge', outcome });
    expect(delta('succeeded')).toBe(1);
    expect(delta('declined')).toBe(1);
  });

  it('does not exist for a client outside loopback (404), even through the trusted proxy', async () => {
    const res = await t.api('GET', '/metrics');
    expect(res.status).toBe(404);
    expect(String(res.body)).not.toContain('eclat_');
  });
});

describe('GET /metrics with METRICS_TOKEN (any network)', () => {
  const token = 'scrape-token-0123456789abcdef';
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with another one, 200 with it from any network', async () => {
    const none = await t.api('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await t.api('GET', '/metrics', { token: 'scrape-token-0123456789abcdeX' })).status).toBe(401);
    // Loopback is no exception once a token is set.
    expect((await scrape(t)).status).toBe(401);
    const ok = await t.api('GET', '/metrics', { token });
    expect(ok.status).toBe(200);
    expect(String(ok.body)).toContain('eclat_http_requests_total');
  });
});

describe('GET /metrics with METRICS_ALLOW and METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789abcdef';
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { METRICS_TOKEN: token, METRICS_ALLOW: '192.0.2.0/24, 2001:db8::/32' } });
  });
  afterAll(() => t.close());

  it('needs both: outside the networks 404 even with the token; inside them, 401 without it', async () => {
    const from = (ip: string, withToken: boolean) => t.api('GET', '/metrics', { headers: { 'x-forwarded-for': ip }, ...(withToken ? { token } : {}) });
    expect((await from('198.51.100.7', true)).status).toBe(404);
    expect((await scrape(t, { authorization: `Bearer ${token}` })).status).toBe(404);
    expect((await from('192.0.2.10', false)).status).toBe(401);
    expect((await from('192.0.2.10', true)).status).toBe(200);
    expect((await from('2001:db8::5', true)).status).toBe(200);
  });
});

describe('GET /metrics with METRICS_ALLOW only, without a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { METRICS_ALLOW: '127.0.0.1', TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('serves a scraper on an allowed address but not a request relayed by an unknown proxy', async () => {
    expect((await scrape(t)).status).toBe(200);
    expect((await scrape(t, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
  });
});
