import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { bookingPayments } from '../support/payments-fixtures.js';

/**
 * Issue #14, the money each party reads: the client's payments say what was held, taken and is
 * left to pay in every state (not "0,00 $ left" throughout); the cleaner's lists and details say
 * what they earn (the payouts ledger's rule), which the client never receives.
 */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let day = 2;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin);
});
afterEach(() => clock.set(null));
afterAll(() => t.close());

interface Quote {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  taxLines: { on: string; amountCents: number }[];
}
/** The payouts ledger's rule with the default 10 % commission (modules/payouts/domain/earning.ts), computed apart. */
function expectedShare(q: Quote) {
  const grossCents = q.subtotalCents - q.discountCents;
  const commissionCents = Math.floor((grossCents * 10 + 50) / 100);
  const taxCents = q.taxLines.filter((l) => l.on === 'service').reduce((s, l) => s + l.amountCents, 0);
  return { kind: 'visit', grossCents, commissionCents, taxCents, amountCents: grossCents - commissionCents + taxCents };
}

async function pendingVisit() {
  const client = await clientWithProperty(t);
  const body = draft(cleaner.user.id, client.property.id, { date: dateInDays(day++), time: '09:00' });
  const quote = (await t.api('POST', '/api/bookings/quote', { token: client.token, body })).body as Quote;
  const { booking } = await requestVisit(t, client.token, body);
  return { client, id: booking.id, quote };
}

describe('GET /api/bookings/{id}/payments: held, paid and left to pay', () => {
  it('holds the deposit while pending (nothing paid, the remainder left), takes it on accept, leaves nothing once fully paid', async () => {
    const { client, id, quote } = await pendingVisit();
    const remainder = quote.totalCents - quote.depositCents;
    let p = await bookingPayments(t, id, client.token);
    expect(p).toMatchObject({ totalCents: quote.totalCents, heldCents: quote.depositCents, paidCents: 0, dueCents: 0, remainingCents: remainder });

    expect((await t.api('POST', `/api/bookings/${id}/accept`, { token: cleaner.token })).status).toBe(200);
    p = await bookingPayments(t, id, client.token);
    expect(p).toMatchObject({ heldCents: 0, paidCents: quote.depositCents, dueCents: 0, remainingCents: remainder });
    expect(p.remainingCents).toBeGreaterThan(0);

    const done = await completedVisit(t, clock, cleaner, client, dateInDays(day++));
    p = await bookingPayments(t, done.id, client.token);
    expect(p).toMatchObject({ paymentStatus: 'fully_paid', heldCents: 0, paidCents: p.totalCents, dueCents: 0, remainingCents: 0 });
  });

  it('leaves nothing to pay on a declined request (the hold released)', async () => {
    const { client, id } = await pendingVisit();
    expect((await t.api('POST', `/api/bookings/${id}/decline`, { token: cleaner.token, body: {} })).status).toBe(200);
    expect(await bookingPayments(t, id, client.token)).toMatchObject({ heldCents: 0, paidCents: 0, remainingCents: 0 });
  });
});

describe("GET /api/bookings and /api/bookings/{id}: the cleaner's earning", () => {
  it("gives the cleaner their share in lists and details, and the client never receives it", async () => {
    const { client, id, quote } = await pendingVisit();
    const share = expectedShare(quote);
    expect(share.amountCents).toBeLessThan(quote.totalCents);

    const requests = await t.api('GET', '/api/bookings?scope=requests&pageSize=100', { token: cleaner.token });
    expect(requests.status).toBe(200);
    const card = requests.body.items.find((b: { id: string }) => b.id === id);
    expect(card).toMatchObject({ status: 'pending', cleanerEarning: share });
    expect((await t.api('GET', `/api/bookings/${id}`, { token: cleaner.token })).body.cleanerEarning).toEqual(share);

    const clientList = await t.api('GET', '/api/bookings?scope=upcoming&pageSize=100', { token: client.token });
    const own = clientList.body.items.find((b: { id: string }) => b.id === id);
    expect(own).toMatchObject({ totalCents: quote.totalCents, cleanerEarning: null });
    const clientDetail = await t.api('GET', `/api/bookings/${id}`, { token: client.token });
    expect(clientDetail.body.cleanerEarning).toBeNull();
    expect(JSON.stringify(clientDetail.body)).not.toContain('commissionCents');

    // The console sees it too (admins settle payouts).
    expect((await t.api('GET', `/api/admin/bookings/${id}`, { token: admin })).body.cleanerEarning).toEqual(share);
  });

  it('is null once a request ends without a visit', async () => {
    const { id } = await pendingVisit();
    const declined = await t.api('POST', `/api/bookings/${id}/decline`, { token: cleaner.token, body: {} });
    expect(declined.body).toMatchObject({ status: 'declined', cleanerEarning: null });
  });
});
