import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { ownDatabase } from '../support/own-database.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { bookingPayments, saveCard, visitPaidWith } from '../support/payments-fixtures.js';

/**
 * Issue #25, the events emitted by payments, payouts and messaging: payment.failed (the client's),
 * refund.created (client and cleaner, once per refund), payout.paid (the cleaner's) and
 * message.created (both parties, only for those who use integrations), each in its owner's feed
 * with the right data, once, and never in another person's.
 */
type FeedEvent = { id: string; type: string; createdAt: string; data: Record<string, unknown> & { role?: string; booking?: { id: string } } };

const clock = movableClock();
let t: TestServer;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let bystander: Awaited<ReturnType<typeof clientWithProperty>>;
let day = 3;

const eventsOf = async (token: string, type: string): Promise<FeedEvent[]> => {
  const res = await t.api<{ items: FeedEvent[] }>('GET', '/api/events?limit=100', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.filter((e) => e.type === type);
};
// Up to 15 s: the outbox's background steps wait behind everything else on a loaded 2-core machine.
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
/** Background steps (the flows of these events are background ones) have had their chance to run. */
const settled = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  // A database of its own: the clock moves forward, and due work other files left behind would be taken too.
  db = await ownDatabase('events_money');
  t = await createTestServer({ env: { DATABASE_URL: db.url }, clock, configure: longScenarios });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
  bystander = await clientWithProperty(t);
});
afterEach(() => clock.set(null));
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('payment.failed', () => {
  it('tells the client each refused attempt of the remainder (off-session, the retry, on-session), with the reason and no card details', async () => {
    const client = await clientWithProperty(t, { locale: 'en' });
    await saveCard(t, client.token, 'dev_pm_authentication_required');
    await saveCard(t, client.token, 'dev_pm_declined');
    const v = await visitPaidWith(t, clock, cleaner, client, 'dev_pm_authentication_required', day++);
    expect(v.punchedOut.paymentStatus).toBe('partially_paid');
    await until(async () => (await eventsOf(client.token, 'payment.failed')).length === 1, 'the first payment.failed');

    clock.set(new Date(v.completedAt.getTime() + 61 * 60_000));
    expect(await t.inContext(() => t.server.app.payments.api.retryDueRemainders())).toBe(1);
    clock.set(null);
    const declined = await t.api('POST', `/api/bookings/${v.id}/payments/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_declined' } });
    expect(declined.status).toBe(402);
    await until(async () => (await eventsOf(client.token, 'payment.failed')).length === 3, 'three payment.failed');
    // Paying it on-session afterwards is no failure; the feed is read again to prove nothing more came.
    expect((await t.api('POST', `/api/bookings/${v.id}/payments/remainder`, { token: client.token, body: { paymentMethodId: 'dev_pm_authentication_required' } })).status).toBe(200);
    await settled();

    const failed = await eventsOf(client.token, 'payment.failed');
    expect(failed).toHaveLength(3);
    expect(new Set(failed.map((e) => e.id)).size).toBe(3);
    const charge = (await bookingPayments(t, v.id, client.token)).charges.find((c: { kind: string }) => c.kind === 'remainder');
    for (const e of failed) {
      expect(e.data.role).toBe('client');
      expect(e.data.booking!.id).toBe(v.id);
      expect(e.data.payment).toMatchObject({ chargeId: charge.id, kind: 'remainder', amountCents: charge.amountCents, currency: 'CAD' });
      expect(JSON.stringify(e.data)).not.toMatch(/dev_pm_|last4|pi_|pm_/);
    }
    expect(failed.map((e) => (e.data.payment as { reason: string }).reason)).toEqual(['authentication_required', 'authentication_required', 'declined']);
    // The first refusal had a retry ahead; the client's own attempt leaves the schedule as it was.
    expect((failed[0]!.data.payment as { nextRetryAt: string | null }).nextRetryAt).not.toBeNull();
    expect(await eventsOf(cleaner.token, 'payment.failed')).toEqual([]);
    expect(await eventsOf(bystander.token, 'payment.failed')).toEqual([]);
  });
});

describe('refund.created', () => {
  it('tells the client and the cleaner once per refund (its id the refund’s), a sync from the provider adds none, nobody else hears', async () => {
    const client = await clientWithProperty(t);
    const v = await visitPaidWith(t, clock, cleaner, client, null, day++);
    clock.set(null);
    expect(v.punchedOut.paymentStatus).toBe('fully_paid');
    for (const [amountCents, reason] of [[1_500, 'Salle de bain oubliée'], [700, 'Retard']] as const) {
      const res = await t.api('POST', `/api/admin/bookings/${v.id}/refunds`, { token: admin, body: { amountCents, reason } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const ofVisit = async (token: string) => (await eventsOf(token, 'refund.created')).filter((e) => e.data.booking?.id === v.id);
    await until(async () => (await ofVisit(client.token)).length === 2 && (await ofVisit(cleaner.token)).length === 2, 'refund.created for both parties');
    // Reading the provider's state again (what a Stripe event does) finds the refunded total it knows: no new refund.
    expect((await t.api('POST', `/api/bookings/${v.id}/payments/sync`, { token: client.token })).status).toBe(200);
    await settled();

    const refunds = (await bookingPayments(t, v.id, client.token)).refunds as { id: string; amountCents: number; reason: string }[];
    const forClient = await ofVisit(client.token);
    const forCleaner = await ofVisit(cleaner.token);
    expect(forClient).toHaveLength(2);
    expect(forCleaner).toHaveLength(2);
    expect(forClient.map((e) => e.data.refund).sort((a, b) => (a as { amountCents: number }).amountCents - (b as { amountCents: number }).amountCents)).toEqual(
      [...refunds].sort((a, b) => a.amountCents - b.amountCents).map((r) => ({ id: r.id, amountCents: r.amountCents, currency: 'CAD', by: 'admin', reason: r.reason, createdAt: expect.any(String) })),
    );
    expect(forClient.every((e) => e.data.role === 'client') && forCleaner.every((e) => e.data.role === 'cleaner')).toBe(true);
    // The same refund is the same event for both parties (one id to de-duplicate by).
    expect(forCleaner.map((e) => e.id).sort()).toEqual(forClient.map((e) => e.id).sort());
    expect(await eventsOf(bystander.token, 'refund.created')).toEqual([]);
  });
});

describe('payout.paid', () => {
  it('tells the cleaner once when an instant payout is paid, and no one else', async () => {
    const earner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    const v = await visitPaidWith(t, clock, earner, client, null, day++);
    clock.set(null);
    expect(v.punchedOut.paymentStatus).toBe('fully_paid');
    const requestKey = randomUUID();
    const paid = await t.api('POST', '/api/payouts/me/instant', { token: earner.token, body: { requestKey } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.status).toBe('paid');
    await until(async () => (await eventsOf(earner.token, 'payout.paid')).length === 1, 'payout.paid');
    // The same request again answers the same payout: no second event.
    expect((await t.api('POST', '/api/payouts/me/instant', { token: earner.token, body: { requestKey } })).body.id).toBe(paid.body.id);
    await settled();

    const events = await eventsOf(earner.token, 'payout.paid');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      payout: { id: paid.body.id, kind: 'instant', week: null, grossCents: paid.body.grossCents, feeCents: paid.body.feeCents, amountCents: paid.body.amountCents, currency: 'CAD', earningCount: paid.body.earningCount, paidAt: paid.body.paidAt },
    });
    expect(await eventsOf(client.token, 'payout.paid')).toEqual([]);
    expect(await eventsOf(cleaner.token, 'payout.paid')).toEqual([]);
  });
});

describe('message.created', () => {
  /** The message.created outbox row of a message: whom it is for (null: no row). */
  const announcedTo = async (messageId: string) => {
    const rows = await t.server.orm.em.fork().getConnection().execute<{ owners: string[] }[]>("select payload->'ownerIds' as owners from platform_outbox where flow = 'messaging.message_created' and key = ?", [messageId]);
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0]?.owners ?? null;
  };

  it('writes nothing for people who do not use integrations; each party with an events:read key gets it (role, no text), once, nobody else', async () => {
    const client = await clientWithProperty(t);
    const { booking } = await requestVisit(t, client.token, draft(cleaner.user.id, client.property.id, { date: dateInDays(day++) }));
    expect((await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const send = (token: string, text: string, clientMessageId = randomUUID()) => t.api('POST', `/api/messages/${booking.id}`, { token, body: { clientMessageId, text } });

    // Nobody uses integrations yet: no outbox row, no event.
    const quiet = await send(client.token, 'Bonjour, la clé est sous le paillasson.');
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(201);
    expect(await announcedTo(quiet.body.uuidId)).toBeNull();

    // The client polls the feed with a key (events:read): from now on both parties' messages reach them.
    const key = await t.api('POST', '/api/users/me/api-keys', { token: client.token, body: { name: 'Flux', scopes: ['events:read'] } });
    expect(key.status).toBe(201);
    const fromCleaner = await send(cleaner.token, 'Merci, à demain!');
    const clientMessageId = randomUUID();
    const fromClient = await send(client.token, 'Parfait.', clientMessageId);
    expect([fromCleaner.status, fromClient.status]).toEqual([201, 201]);
    // A retry of the same message is answered as stored and announces nothing.
    expect((await send(client.token, 'Parfait.', clientMessageId)).status).toBe(200);
    await until(async () => (await eventsOf(key.body.secret, 'message.created')).length === 2, 'message.created');
    await settled();

    const events = await eventsOf(client.token, 'message.created');
    expect(events).toHaveLength(2);
    const byMessage = new Map(events.map((e) => [(e.data.message as { id: string }).id, e]));
    expect(byMessage.get(fromCleaner.body.uuidId)!.data).toEqual({ message: { id: fromCleaner.body.uuidId, bookingId: booking.id, senderId: cleaner.user.id, sentAt: fromCleaner.body.sentAt }, role: 'recipient' });
    expect(byMessage.get(fromClient.body.uuidId)!.data).toMatchObject({ message: { senderId: client.user.id }, role: 'sender' });
    expect(JSON.stringify(events)).not.toContain('Merci');
    expect(await announcedTo(fromCleaner.body.uuidId)).toEqual([client.user.id]);
    // The cleaner uses no integrations yet: the row was written for the client only, and the cleaner's feed has nothing.
    expect(await eventsOf(cleaner.token, 'message.created')).toEqual([]);
    expect(await eventsOf(bystander.token, 'message.created')).toEqual([]);

    // A key without events:read does not count; the cleaner's own events:read key does: one event, the same id for both.
    expect((await t.api('POST', '/api/users/me/api-keys', { token: cleaner.token, body: { name: 'Réservations', scopes: ['bookings:read'] } })).status).toBe(201);
    expect(await announcedTo((await send(cleaner.token, 'Une question sur le stationnement.')).body.uuidId)).toEqual([client.user.id]);
    expect((await t.api('POST', '/api/users/me/api-keys', { token: cleaner.token, body: { name: 'Flux', scopes: ['events:read'] } })).status).toBe(201);
    const both = await send(client.token, 'Dans l’entrée, merci.');
    expect((await announcedTo(both.body.uuidId))?.sort()).toEqual([client.user.id, cleaner.user.id].sort());
    await until(async () => (await eventsOf(cleaner.token, 'message.created')).length === 1, 'message.created for the cleaner');
    const [forCleaner] = await eventsOf(cleaner.token, 'message.created');
    expect(forCleaner!.data).toMatchObject({ message: { id: both.body.uuidId, senderId: client.user.id }, role: 'recipient' });
    expect((await eventsOf(client.token, 'message.created')).find((e) => (e.data.message as { id: string }).id === both.body.uuidId)!.id).toBe(forCleaner!.id);

    // Revoked keys stop it again.
    expect((await t.api('DELETE', `/api/users/me/api-keys/${key.body.id}`, { token: client.token })).status).toBeLessThan(300);
    const cleanerKeys = (await t.api<{ items: { id: string }[] }>('GET', '/api/users/me/api-keys', { token: cleaner.token })).body.items;
    for (const k of cleanerKeys) expect((await t.api('DELETE', `/api/users/me/api-keys/${k.id}`, { token: cleaner.token })).status).toBeLessThan(300);
    const after = await send(cleaner.token, 'Je serai là à 9 h.');
    expect(after.status).toBe(201);
    expect(await announcedTo(after.body.uuidId)).toBeNull();
  });
});
