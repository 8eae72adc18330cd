import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, dateInDays, draft, listedCleaner } from '../support/booking-fixtures.js';
import { saveCard } from '../support/payments-fixtures.js';

/**
 * Issue #42: a series whose deposit was refused never became a booking. It is not listed as four
 * "Annulée" visits that look like duplicates of the real series: the client sees it once, as the
 * visit whose deposit was refused; the cleaner, never asked, not at all.
 */
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer({ env: { LOG_LEVEL: 'error' } });
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

describe('cards (issue #42)', () => {
  it('a refused card that never worked is not kept; the card that worked last is listed first', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    await saveCard(t, client.token, 'dev_pm_success');
    await saveCard(t, client.token, 'dev_pm_authentication_required');
    await saveCard(t, client.token, 'dev_pm_declined');
    const book = (day: number, paymentMethodId: string) =>
      t.api('POST', '/api/bookings', { token: client.token, body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: dateInDays(day), time: '10:00' }), paymentMethodId } });
    expect((await book(50, 'dev_pm_declined')).status).toBe(402);
    expect((await book(51, 'dev_pm_success')).status).toBe(201);
    const cards = await t.api('GET', '/api/payments/cards', { token: client.token });
    const ids = cards.body.map((c: { paymentMethodId: string }) => c.paymentMethodId);
    expect(ids).toEqual(['dev_pm_success', 'dev_pm_authentication_required']);
    expect(cards.body[0].lastWorkedAt).not.toBeNull();
    expect(cards.body[1].lastWorkedAt).toBeNull();
  });
});

describe('a refused deposit in the lists', () => {
  it('is listed once to the client (payment refused) and not to the cleaner', async () => {
    const cleaner = await listedCleaner(t, admin);
    const client = await clientWithProperty(t);
    await saveCard(t, client.token, 'dev_pm_declined');
    const refused = await t.api('POST', '/api/bookings', {
      token: client.token,
      body: { paymentMethod: 'card', ...draft(cleaner.user.id, client.property.id, { date: dateInDays(40), time: '10:00', frequency: 'weekly', visits: 4 }), paymentMethodId: 'dev_pm_declined' },
    });
    expect(refused.status).toBe(402);
    const past = await t.api('GET', '/api/bookings?scope=past&pageSize=50', { token: client.token });
    expect(past.status).toBe(200);
    expect(past.body.items.map((b: { status: string; paymentStatus: string }) => [b.status, b.paymentStatus])).toEqual([['cancelled', 'initial_failed']]);
    expect(past.body.total).toBe(1);
    const all = await t.api('GET', '/api/bookings?scope=all&pageSize=50', { token: client.token });
    expect(all.body.items).toHaveLength(1);
    const cleanerPast = await t.api('GET', '/api/bookings?scope=past&pageSize=50', { token: cleaner.token });
    expect(cleanerPast.body.items).toEqual([]);
  });
});
