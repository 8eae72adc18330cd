import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, draft, listedCleaner, mailTo, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, verifySignature } from '../../modules/integrations/domain/webhook.js';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Issue #25, signed webhooks: an account's endpoint receives booking.requested then booking.accepted,
 * signed over `timestamp.body`; a receiver answering 500 gets retries with backoff (the log shows
 * them), then the delivery fails and the owner is emailed; private addresses are refused.
 */
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
interface Receiver {
  url: string;
  received: Received[];
  status: number;
  server: Server;
}

async function receiver(status: number): Promise<Receiver> {
  const r: Receiver = { url: '', received: [], status, server: createServer() };
  r.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      r.received.push({ headers: req.headers, body });
      res.writeHead(r.status, { 'content-type': 'text/plain' }).end(r.status < 300 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((done) => r.server.listen(0, '127.0.0.1', done));
  r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/hooks/eclat`;
  return r;
}

const until = async (check: () => boolean, what: string) => {
  // Up to 15 s: each event is a flow step of its own, and CI's machine is loaded.
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
const receivers: Receiver[] = [];

beforeAll(async () => {
  // A database of its own: the clock moves 32 h forward, and due steps other files left would be taken too.
  db = await ownDatabase('webhooks');
  t = await createTestServer({ clock, env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', DATABASE_URL: db.url }, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
let db: Awaited<ReturnType<typeof ownDatabase>>;
afterAll(async () => {
  await t.close();
  await db?.drop();
  for (const r of receivers) r.server.close();
});

const register = async (token: string, url: string, eventTypes = ['booking.requested', 'booking.accepted']) => {
  const res = await t.api('POST', '/api/users/me/webhooks', { token, body: { url, eventTypes } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string; url: string };
};

describe('deliveries', () => {
  it('sends booking.requested then booking.accepted to the client, signed, with distinct event ids', async () => {
    const r = await receiver(200);
    receivers.push(r);
    const client = await clientWithProperty(t);
    const endpoint = await register(client.token, r.url);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await t.api('GET', '/api/users/me/webhooks', { token: client.token })).body)).not.toContain(endpoint.secret);

    const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { time: '08:00' }));
    await until(() => r.received.length >= 1, 'booking.requested');
    const accepted = await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await until(() => r.received.length >= 2, 'booking.accepted');

    const events = r.received.map((m) => ({ ...m, json: JSON.parse(m.body) as { id: string; type: string; data: { booking: { id: string; status: string }; role: string } } }));
    expect(events.map((e) => e.json.type)).toEqual(['booking.requested', 'booking.accepted']);
    // booking.requested carries the visit as requested (from the flow's payload), in the same shape as the later events read from the booking.
    expect(events[0]!.json.data).toEqual({ role: 'client', booking: { id: booking.id, status: 'pending', date: booking.date, time: '08:00', startsAt: booking.startsAt, cleaningType: booking.cleaningType } });
    expect(Object.keys(events[1]!.json.data.booking).sort()).toEqual(Object.keys(events[0]!.json.data.booking).sort());
    expect(events[1]!.json.data.booking.status).toBe('confirmed');
    expect(new Set(events.map((e) => e.json.id)).size).toBe(2);
    for (const e of events) {
      const header = String(e.headers['eclat-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(endpoint.secret, header, e.body, Math.floor(clock.now().getTime() / 1000))).toBe(true);
      expect(verifySignature(endpoint.secret, header, e.body.replace('booking', 'bookinG'), Math.floor(clock.now().getTime() / 1000))).toBe(false);
      expect(e.headers['eclat-event-id']).toBe(e.json.id);
    }
    // Nothing of the client's address or the other party's email travels.
    expect(r.received.map((m) => m.body).join()).not.toContain(cleaner.user.email);

    // The receiver has the body before the sender has its answer: the outcome is stored just after.
    const deliveries = () => t.api('GET', `/api/users/me/webhooks/${endpoint.id}/deliveries`, { token: client.token });
    let log = await deliveries();
    for (let i = 0; i < 100 && log.body.items.some((d: { status: string }) => d.status !== 'succeeded'); i++) {
      await new Promise((done) => setTimeout(done, 100));
      log = await deliveries();
    }
    expect(log.status).toBe(200);
    expect(log.body.items.map((d: { status: string }) => d.status)).toEqual(['succeeded', 'succeeded']);
    expect(log.body.items[0].attemptLog[0]).toMatchObject({ attempt: 1, responseStatus: 200, responseExcerpt: 'ok' });
  });

  it('finishes a publication cut short after its delivery was stored (the step runs again): one delivery, attempted once', async () => {
    const r = await receiver(200);
    receivers.push(r);
    const client = await clientWithProperty(t);
    const endpoint = await register(client.token, r.url, ['booking.requested']);
    const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { time: '17:00' }));
    await until(() => r.received.length >= 1, 'booking.requested');
    const sql = <R extends object>(q: string, params: unknown[]) => t.inContext(() => (t.server.orm.em as unknown as EntityManager).execute<R[]>(q, params));
    // What a process that died between storing the delivery and writing its first attempt leaves: no attempt row.
    const [delivery] = await sql<{ id: string }>('select id from integrations_webhook_deliveries where endpoint_id = ?', [endpoint.id]);
    await sql("update integrations_webhook_deliveries set status = 'pending', attempts = 0 where id = ?", [delivery!.id]);
    await sql('delete from platform_outbox where key = ?', [`${delivery!.id}:1`]);
    await t.inContext(() => t.server.app.integrations.api.webhooks.bookingRequested([booking.id]));
    await until(() => r.received.length >= 2, 'the attempt of the stored delivery');
    expect(await sql('select id from integrations_webhook_deliveries where endpoint_id = ?', [endpoint.id])).toEqual([{ id: delivery!.id }]);
    // Run once more with everything in place: nothing new is written or sent.
    await t.inContext(() => t.server.app.integrations.api.webhooks.bookingRequested([booking.id]));
    await new Promise((done) => setTimeout(done, 300));
    expect(r.received).toHaveLength(2);
    expect(new Set(r.received.map((m) => JSON.parse(m.body).id)).size).toBe(1);
  });

  it('retries a receiver answering 500 with backoff for more than 24 h, then fails and emails the owner; resend delivers', async () => {
    const r = await receiver(500);
    receivers.push(r);
    const client = await clientWithProperty(t);
    const endpoint = await register(client.token, r.url, ['booking.requested']);
    const start = new Date();
    clock.set(start);
    await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { time: '12:30' }));
    await until(() => r.received.length >= 1, 'the first attempt');
    const logOf = async () => (await t.api('GET', `/api/users/me/webhooks/${endpoint.id}/deliveries`, { token: client.token })).body.items[0];
    // The receiver has the body before the sender has its answer: the attempt is stored just after.
    let delivery = await logOf();
    for (let i = 0; i < 100 && !delivery?.attemptLog?.length; i++) {
      await new Promise((done) => setTimeout(done, 100));
      delivery = await logOf();
    }
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(new Date(delivery.nextAttemptAt).getTime() - start.getTime()).toBe(RETRY_DELAYS_SECONDS[0] * 1000);
    expect(delivery.attemptLog[0]).toMatchObject({ attempt: 1, responseStatus: 500, responseExcerpt: 'receiver is down' });

    // Not before its time.
    clock.set(new Date(start.getTime() + RETRY_DELAYS_SECONDS[0] * 1000 - 1000));
    await t.inContext(() => t.server.app.outbox.processDue());
    expect(r.received).toHaveLength(1);

    let at = start.getTime();
    for (let n = 1; n < MAX_ATTEMPTS; n++) {
      at += RETRY_DELAYS_SECONDS[n - 1]! * 1000;
      clock.set(new Date(at));
      await t.inContext(() => t.server.app.outbox.processDue());
      expect(r.received, `attempt ${n + 1}`).toHaveLength(n + 1);
    }
    expect(at - start.getTime()).toBeGreaterThanOrEqual(24 * 3600_000);
    delivery = await logOf();
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(delivery.attemptLog).toHaveLength(MAX_ATTEMPTS);
    // Every attempt carries the same event id (receivers de-duplicate by it).
    expect(new Set(r.received.map((m) => m.headers['eclat-event-id'])).size).toBe(1);
    await t.inContext(() => t.server.app.outbox.processDue());
    const mails = await mailTo(t, client.user.email, (m) => m.some((x) => x.subject.includes('webhook')));
    expect(mails.find((m) => m.subject === 'Un webhook n’a pas pu être livré')?.text).toContain(r.url);

    r.status = 200;
    const resent = await t.api('POST', `/api/users/me/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`, { token: client.token });
    expect(resent.status).toBe(202);
    await until(() => r.received.length === MAX_ATTEMPTS + 1, 'the resend');
    await until(() => true, '');
    for (let i = 0; i < 40 && (await logOf()).status !== 'succeeded'; i++) await new Promise((res) => setTimeout(res, 50));
    expect(await logOf()).toMatchObject({ status: 'succeeded', attempts: MAX_ATTEMPTS + 1 });
    clock.set(null);
  });
});

describe('registering endpoints', () => {
  it('keeps the signing secret sealed at rest (APP_SECRET), and the daily run seals one stored in clear before', async () => {
    const client = await loginAs(t, 'client');
    const r = await receiver(200);
    receivers.push(r);
    const endpoint = await register(client.token, r.url);
    const stored = async () => (await t.inContext(() => (t.server.orm.em as unknown as EntityManager).execute<{ secret: string }[]>('select secret from integrations_webhook_endpoints where id = ?', [endpoint.id])))[0]!.secret;
    const sealed = await stored();
    expect(sealed).toMatch(/^v2:[A-Za-z0-9_-]{10}:/);
    expect(sealed).not.toContain(endpoint.secret.slice(6));
    // A secret written in clear before sealing existed: the retention run seals it.
    await t.inContext(() => (t.server.orm.em as unknown as EntityManager).execute('update integrations_webhook_endpoints set secret = ? where id = ?', [endpoint.secret, endpoint.id]));
    expect((await t.inContext(() => t.server.app.retention())).webhookSecretsResealed).toBeGreaterThanOrEqual(1);
    const resealed = await stored();
    expect(resealed).toMatch(/^v2:/);
    expect(resealed).not.toContain(endpoint.secret.slice(6));
  });

  it('refuses private, loopback and link-local addresses (unless allowed), and bad URLs', async () => {
    const client = await loginAs(t, 'client');
    for (const [url, code] of [
      ['http://10.0.0.5/hooks', 'integrations.webhook_url_forbidden_address'],
      ['http://192.168.1.10/hooks', 'integrations.webhook_url_forbidden_address'],
      ['http://169.254.169.254/latest/meta-data', 'integrations.webhook_url_forbidden_address'],
      ['http://[::1]:8080/hooks', 'integrations.webhook_url_forbidden_address'],
      ['http://localhost:8080/hooks', 'integrations.webhook_url_forbidden_address'],
      ['ftp://example.com/hooks', 'integrations.webhook_url_invalid'],
      ['https://user:pw@example.com/hooks', 'integrations.webhook_url_invalid'],
    ] as const) {
      const res = await t.api('POST', '/api/users/me/webhooks', { token: client.token, body: { url, eventTypes: ['booking.requested'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.details[0], url).toMatchObject({ field: 'body.url', code });
    }
  });

  it('is for signed-in people only, never with an API key; another person cannot see or delete the endpoint', async () => {
    const client = await loginAs(t, 'client');
    const other = await loginAs(t, 'client');
    const r = await receiver(200);
    receivers.push(r);
    const endpoint = await register(client.token, r.url);
    expect((await t.api('GET', '/api/users/me/webhooks')).status).toBe(401);
    const key = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Tout', scopes: ['bookings:read', 'bookings:write'] } });
    const withKey = await t.api('POST', '/api/users/me/webhooks', { token: key.body.secret, body: { url: r.url, eventTypes: ['booking.requested'] } });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error).toBe('integrations.operation_not_allowed');
    expect((await t.api('GET', `/api/users/me/webhooks/${endpoint.id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await t.api('DELETE', `/api/users/me/webhooks/${endpoint.id}`, { token: other.token })).status).toBe(404);
    const disabled = await t.api('PATCH', `/api/users/me/webhooks/${endpoint.id}`, { token: client.token, body: { enabled: false } });
    expect(disabled.body.enabled).toBe(false);
    expect((await t.api('DELETE', `/api/users/me/webhooks/${endpoint.id}`, { token: client.token })).status).toBe(204);
  });
});
