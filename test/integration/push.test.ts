import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { ownDatabase } from '../support/own-database.js';
import { decryptPush, startPushService, verifyVapid, type PushDevice, type Received } from '../support/push-receiver.js';
import { addDays, toInstant } from '../../src/shared/local-time.js';

/**
 * Web Push end to end (issue #34): a device made by the test (its own P-256 keys and auth secret)
 * subscribes through the API, a real booking request is made, the outbox sends the push to a push
 * service on 127.0.0.1 (PUSH_ALLOW_LOCAL_ENDPOINTS), and the test reads it as a browser would: the
 * VAPID signature checked, the aes128gcm body decrypted.
 */
let t: TestServer;
let service: Awaited<ReturnType<typeof startPushService>>;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let vapidKey: string;
const em = () => t.server.orm.em as unknown as EntityManager;
const sql = <R extends object>(query: string, params: unknown[] = []) => t.inContext(() => em().execute<R[]>(query, params));

beforeAll(async () => {
  service = await startPushService();
  t = await createTestServer({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, configure: (c) => (c.rateLimits.login.perIp = 10_000) });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  vapidKey = (await t.api('GET', '/api/push/vapid-key', { token: cleaner.token })).body.publicKey;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const subscribe = (token: string, device: PushDevice) => t.api('POST', '/api/users/me/push-subscriptions', { token, body: { endpoint: device.endpoint, expirationTime: null, keys: device.keys } });
const pushesTo = (device: PushDevice): Received[] => service.received.filter((r) => `${service.origin}${r.path}` === device.endpoint);
async function nextPush(device: PushDevice, after = 0): Promise<Received> {
  await expect.poll(() => pushesTo(device).length, { timeout: 10_000 }).toBeGreaterThan(after);
  return pushesTo(device)[after]!;
}
const read = (device: PushDevice, r: Received) => JSON.parse(decryptPush(device, r.body)) as { title: string; body: string; url: string; tag: string; lang: string };
let day = 3;
const request = async (clientToken: string, propertyId: string, cleanerId = cleaner.user.id) => (await requestVisit(t, clientToken, draft(cleanerId, propertyId, { date: dateInDays(day++), time: '09:00' }))).booking;
/** Once the request's push step ran (done), whatever it sent. */
const pushStepDone = (bookingId: string) =>
  expect.poll(async () => (await sql<{ done: boolean }>("select processed_at is not null as done from platform_outbox where flow = 'booking.requested' and step = 'push.request_to_cleaner' and key = ?", [bookingId]))[0]?.done, { timeout: 10_000 }).toBe(true);

describe('a booking request reaches the cleaner\'s device', () => {
  it('signed with VAPID, encrypted for the device, in French, opening the booking', async () => {
    const device = service.device();
    const subscribed = await subscribe(cleaner.token, device);
    expect(subscribed.status).toBe(201);
    expect(subscribed.body).toMatchObject({ label: expect.any(String), lastUsedAt: null });
    const client = await clientWithProperty(t);
    const booking = await request(client.token, client.property.id);

    const push = await nextPush(device);
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', urgency: 'high', ttl: '86400' });
    const { publicKey, claims } = verifyVapid(push.headers.authorization);
    expect(publicKey).toBe(vapidKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(claims.sub).toMatch(/^mailto:/);
    const message = read(device, push);
    expect(message).toMatchObject({ title: 'Nouvelle demande de réservation', url: `/bookings/${booking.id}`, tag: `booking-${booking.id}`, lang: 'fr' });
    expect(message.body).toMatch(/^Un ménage le \S+ \d+ \S+ à 9\u00a0h\. Acceptez ou refusez la demande avant qu’elle expire\.$/);
    // The push service took it: the device was reached now.
    await expect.poll(async () => (await sql<{ last_used_at: Date | null }>('select last_used_at from push_subscriptions where endpoint = ?', [device.endpoint]))[0]?.last_used_at).not.toBeNull();

    // The answer reaches the client's device, in the client's language.
    const clientDevice = service.device();
    const english = await clientWithProperty(t, { locale: 'en' });
    expect((await subscribe(english.token, clientDevice)).status).toBe(201);
    const second = await request(english.token, english.property.id);
    expect((await t.api('POST', `/api/bookings/${second.id}/accept`, { token: cleaner.token, body: {} })).status).toBe(200);
    const answer = read(clientDevice, await nextPush(clientDevice));
    expect(answer).toMatchObject({ title: 'Request accepted', url: `/bookings/${second.id}`, lang: 'en' });
    expect(answer.body).toMatch(/^Your cleaning on \w+, \w+ \d+ at 9:00\u00a0AM is confirmed\.$/);

    // A message to the client, who has no socket open: a push naming the sender, never the text.
    const sent = await t.api('POST', `/api/messages/${second.id}`, { token: cleaner.token, body: { clientMessageId: randomUUID(), text: 'Je serai là à 9 h.' } });
    expect(sent.status).toBe(201);
    const note = await nextPush(clientDevice, 1);
    expect(read(clientDevice, note)).toEqual({ title: `New message from ${cleaner.user.name}`, body: 'Tap to read the message.', url: `/messages/${second.id}`, tag: `messages-${second.id}`, lang: 'en' });
    expect(note.headers.topic).toBe(second.id.replace(/-/g, ''));
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const other = await listedCleaner(t, admin);
    const device = service.device(`/gone/${randomUUID()}`);
    expect((await subscribe(other.token, device)).status).toBe(201);
    const client = await clientWithProperty(t);
    const booking = await request(client.token, client.property.id, other.user.id);
    await nextPush(device);
    await pushStepDone(booking.id);
    await expect.poll(async () => sql('select id from push_subscriptions where endpoint = ?', [device.endpoint])).toEqual([]);
    expect((await t.api('GET', '/api/users/me/push-preferences', { token: other.token })).body.devices).toBe(0);
  });

  it('sends nothing for a category the person turned off', async () => {
    const other = await listedCleaner(t, admin);
    const device = service.device();
    expect((await subscribe(other.token, device)).status).toBe(201);
    const off = await t.api('PUT', '/api/users/me/push-preferences', { token: other.token, body: { newRequest: false, bookingAnswer: true, messages: true, reminders: true, payouts: true } });
    expect(off).toMatchObject({ status: 200, body: { newRequest: false, bookingAnswer: true, devices: 1 } });
    const client = await clientWithProperty(t);
    const booking = await request(client.token, client.property.id, other.user.id);
    await pushStepDone(booking.id);
    expect(pushesTo(device)).toEqual([]);
  });
});

describe('POST and DELETE /api/users/me/push-subscriptions', () => {
  it('answers 401 to anonymous callers and 403 to admins', async () => {
    const device = service.device();
    expect((await t.api('GET', '/api/push/vapid-key')).status).toBe(401);
    expect((await t.api('POST', '/api/users/me/push-subscriptions', { body: { endpoint: device.endpoint, keys: device.keys } })).status).toBe(401);
    expect((await subscribe(admin, device)).status).toBe(403);
    expect((await t.api('GET', '/api/users/me/push-preferences', { token: admin })).status).toBe(403);
  });

  it('refuses endpoints that are not https, and keys a browser would not make', async () => {
    const device = service.device();
    const plain = await t.api('POST', '/api/users/me/push-subscriptions', { token: cleaner.token, body: { endpoint: 'http://push.example.com/abc', keys: device.keys } });
    expect(plain).toMatchObject({ status: 400, body: { error: 'push.https_required', message: expect.stringContaining('https') } });
    const badKey = await t.api('POST', '/api/users/me/push-subscriptions', { token: cleaner.token, body: { endpoint: device.endpoint, keys: { ...device.keys, p256dh: Buffer.alloc(65, 1).toString('base64url') } } });
    expect(badKey).toMatchObject({ status: 400, body: { error: 'push.invalid_keys' } });
    const shortAuth = await t.api('POST', '/api/users/me/push-subscriptions', { token: cleaner.token, body: { endpoint: device.endpoint, keys: { ...device.keys, auth: 'c2hvcnQ' } } });
    expect(shortAuth).toMatchObject({ status: 400, body: { error: 'push.invalid_keys' } });
    expect((await t.api('POST', '/api/users/me/push-subscriptions', { token: cleaner.token, body: { endpoint: 'x'.repeat(2049), keys: device.keys } })).status).toBe(400);
  });

  it('refuses a local http endpoint where PUSH_ALLOW_LOCAL_ENDPOINTS is off', async () => {
    const strict = await createTestServer();
    try {
      const person = await loginAs(strict, 'client');
      const device = service.device();
      const res = await strict.api('POST', '/api/users/me/push-subscriptions', { token: person.token, body: { endpoint: device.endpoint, keys: device.keys } });
      expect(res).toMatchObject({ status: 400, body: { error: 'push.https_required' } });
      const https = await strict.api('POST', '/api/users/me/push-subscriptions', { token: person.token, body: { endpoint: `https://push.example.net/${randomUUID()}`, keys: device.keys } });
      expect(https.status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('lets only its person delete a subscription; the same endpoint again refreshes it', async () => {
    const device = service.device();
    const first = await subscribe(cleaner.token, device);
    expect(first.status).toBe(201);
    expect(await subscribe(cleaner.token, device)).toMatchObject({ status: 200, body: { id: first.body.id } });
    const stranger = await loginAs(t, 'client');
    const refused = await t.api('DELETE', '/api/users/me/push-subscriptions', { token: stranger.token, body: { endpoint: device.endpoint } });
    expect(refused).toMatchObject({ status: 404, body: { error: 'push.subscription_not_found' } });
    expect(await sql('select id from push_subscriptions where endpoint = ?', [device.endpoint])).toHaveLength(1);
    expect((await t.api('DELETE', '/api/users/me/push-subscriptions', { token: cleaner.token, body: { endpoint: device.endpoint } })).status).toBe(204);
    expect(await sql('select id from push_subscriptions where endpoint = ?', [device.endpoint])).toEqual([]);
  });
});

describe('visit reminders on both parties\' devices', () => {
  it('the day before (24 h) and 2 h before, each in its reader\'s language, once', async () => {
    // A database of its own: the reminder job reminds every confirmed visit it finds (as booking-reminders does).
    const db = await ownDatabase('push_reminders');
    const clock = movableClock();
    const own = await createTestServer({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', LOG_LEVEL: 'error', DATABASE_URL: db.url }, clock });
    try {
      const boss = (await loginAs(own, 'admin')).token;
      const worker = await listedCleaner(own, boss, { locale: 'en' });
      const client = await clientWithProperty(own);
      const [clientDevice, workerDevice] = [service.device(), service.device()];
      for (const [token, device] of [[client.token, clientDevice], [worker.token, workerDevice]] as const) {
        expect((await own.api('POST', '/api/users/me/push-subscriptions', { token, body: { endpoint: device.endpoint, keys: device.keys } })).status).toBe(201);
      }
      const date = dateInDays(20);
      const { booking } = await requestVisit(own, client.token, draft(worker.user.id, client.property.id, { date, time: '14:30', tasks: [] }));
      expect((await own.api('POST', `/api/bookings/${booking.id}/accept`, { token: worker.token, body: {} })).status).toBe(200);
      // The acceptance came first (in the background after the answer).
      expect(read(clientDevice, await nextPush(clientDevice))).toMatchObject({ title: 'Demande acceptée' });
      const pushedBefore = 1;
      const unsent = async () => (await own.inContext(() => (own.server.orm.em as unknown as EntityManager).execute<{ n: string }[]>("select count(*) as n from platform_outbox where flow = 'push.send' and processed_at is null")))[0]!.n;
      const runJob = async (at: Date) => {
        clock.set(at);
        await own.inContext(() => own.server.app.booking.api.sendReminders());
        // Sent in the background right after the commit: done before the clock moves on (past the step's lease, a poller would take it too).
        await expect.poll(unsent).toBe('0');
      };

      await runJob(toInstant(addDays(date, -1), 14 * 60 + 30));
      await runJob(toInstant(addDays(date, -1), 15 * 60));
      const dayBefore = read(clientDevice, await nextPush(clientDevice, pushedBefore));
      expect(dayBefore).toMatchObject({ title: 'Rappel\u00a0: ménage demain', url: `/bookings/${booking.id}`, lang: 'fr' });
      expect(dayBefore.body).toMatch(/^Votre ménage est prévu demain, \S+ \d+ \S+ à 14\u00a0h\u00a030\.$/);
      const workerPushes = pushesTo(workerDevice).length;
      expect(read(workerDevice, pushesTo(workerDevice)[workerPushes - 1]!)).toMatchObject({ title: 'Reminder: cleaning tomorrow', lang: 'en' });

      await runJob(toInstant(date, 12 * 60 + 30));
      const soon = await nextPush(clientDevice, pushedBefore + 1);
      expect(read(clientDevice, soon)).toMatchObject({ title: 'Rappel\u00a0: ménage aujourd’hui', body: 'Votre ménage commence aujourd’hui à 14\u00a0h\u00a030.' });
      // Kept by the push service only until the visit starts, and wakes the phone.
      expect(soon.headers).toMatchObject({ ttl: '7200', urgency: 'high' });
      await runJob(toInstant(date, 13 * 60));
      expect(pushesTo(clientDevice)).toHaveLength(pushedBefore + 2);
    } finally {
      clock.set(null);
      await own.close();
      await db.drop();
    }
  }, 60_000);
});
