import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, longScenarios, type TestServer } from '../support/test-server.js';
import { loginAs } from '../support/factories.js';
import { clientWithProperty, completedVisit, dateInDays, draft, listedCleaner, movableClock, requestVisit } from '../support/booking-fixtures.js';
import { createInvoicesModule, DEFAULT_PLATFORM } from '../../modules/invoices/index.js';
import { download as downloadFrom, pdfLang, pdfTitle } from '../support/pdf.js';

/** Invoices of fully paid bookings: who may see them, when they exist, their PDF, the download limit and gapless numbers. */
const clock = movableClock();
let t: TestServer;
let admin: string;
let cleaner: Awaited<ReturnType<typeof listedCleaner>>;
let client: Awaited<ReturnType<typeof clientWithProperty>>;
let paid: { id: string; completedAt: Date };
let day = 3;

beforeAll(async () => {
  t = await createTestServer({
    clock,
    // Éclat's own registrations (PLATFORM_GST_NUMBER / PLATFORM_QST_NUMBER), printed beside its service fee.
    env: { PLATFORM_GST_NUMBER: '987654321 RT 0001', PLATFORM_QST_NUMBER: '9876543210TQ0001' },
    configure: longScenarios,
  });
  admin = (await loginAs(t, 'admin')).token;
  cleaner = await listedCleaner(t, admin, { profile: { gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' } });
  await payoutAccount(cleaner.user.id);
  client = await clientWithProperty(t, { name: 'Élise Tremblay' });
  paid = await completedVisit(t, clock, cleaner, client, dateInDays(day++));
  clock.set(null);
});
afterAll(() => t.close());

/** A cleaner accepts only with a connected payout account (the development provider activates it at once). */
async function payoutAccount(cleanerId: string) {
  const payouts = t.server.app.payouts.api;
  if (!(await t.inContext(() => payouts.canReceiveTransfers(cleanerId)))) await t.inContext(() => payouts.connectAccount(cleanerId));
}

const download = (path: string, token?: string) => downloadFrom(t, path, token);

describe('GET /api/bookings/{id}/invoice', () => {
  it('exists as soon as the final payment went through, before anyone asks for it', async () => {
    expect(await t.inContext(() => t.server.app.invoices.api.numberOf(paid.id))).toMatch(/^ECL-\d{4}-\d{6}$/);
  });

  it('401 without a session', async () => {
    expect((await t.api('GET', `/api/bookings/${paid.id}/invoice`)).status).toBe(401);
  });

  it('404 for an unknown booking', async () => {
    const res = await t.api('GET', `/api/bookings/${randomUUID()}/invoice`, { token: client.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('invoices.booking_not_found');
  });

  it('409 before the final payment, with the product message', async () => {
    const other = await clientWithProperty(t);
    const { booking } = await requestVisit(t, other.token, draft(cleaner.user.id, other.property.id, { date: dateInDays(day++), tasks: [], allowPhotos: false }));
    expect((await t.api('POST', `/api/bookings/${booking.id}/accept`, { token: cleaner.token })).status).toBe(200);
    const res = await t.api('GET', `/api/bookings/${booking.id}/invoice`, { token: other.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'invoices.not_available', message: 'La facture sera disponible après le paiement final.' });
    const en = await t.api('GET', `/api/bookings/${booking.id}/invoice`, { token: other.token, headers: { 'accept-language': 'en' } });
    // The signed-in user's language wins over the header: this client chose French.
    expect(en.body.message).toBe('La facture sera disponible après le paiement final.');
    expect((await download(`/api/bookings/${booking.id}/invoice.pdf`, other.token)).status).toBe(409);
  });

  it('gives the client and the cleaner the same invoice once fully paid', async () => {
    const booking = (await t.api('GET', `/api/bookings/${paid.id}`, { token: client.token })).body;
    expect(booking.paymentStatus).toBe('fully_paid');
    const asClient = await t.api('GET', `/api/bookings/${paid.id}/invoice`, { token: client.token });
    expect(asClient.status).toBe(200);
    expect(asClient.body).toMatchObject({
      bookingId: paid.id,
      locale: 'fr',
      totalCents: booking.money.totalCents,
      paidCents: booking.money.totalCents,
      refundedCents: 0,
      status: 'paid',
      clientName: 'Élise Tremblay',
      cleanerName: cleaner.user.name,
      periodStart: booking.punchedInAt,
      periodEnd: booking.punchedOutAt,
    });
    expect(asClient.body.number).toMatch(/^ECL-\d{4}-\d{6}$/);
    const asCleaner = await t.api('GET', `/api/bookings/${paid.id}/invoice`, { token: cleaner.token });
    expect(asCleaner.status).toBe(200);
    expect(asCleaner.body).toEqual(asClient.body);
  });

  it("carries Éclat's GST and QST numbers from the configuration beside the cleaner's (issue #17)", async () => {
    const [row] = await t.server.orm.em
      .getConnection()
      .execute<{ snapshot: { platform: unknown; cleaner: { gstNumber: string | null; qstNumber: string | null } } }[]>('select snapshot from invoices where booking_id = ?', [paid.id]);
    // Issue #42: and its address (the example value outside production).
    expect(row!.snapshot.platform).toEqual({ name: 'Éclat', gstNumber: '987654321RT0001', qstNumber: '9876543210TQ0001', address: '1234, rue Exemple, Montréal (Québec) H2X 1Y4' });
    expect(row!.snapshot.cleaner).toMatchObject({ gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
  });

  it('403 for anyone else, admins included (they do not see bookings: spec section 6, docs/decisions.md)', async () => {
    const stranger = await loginAs(t, 'client');
    const otherCleaner = await loginAs(t, 'cleaner');
    for (const token of [stranger.token, otherCleaner.token, admin]) {
      const res = await t.api('GET', `/api/bookings/${paid.id}/invoice`, { token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invoices.forbidden');
      expect((await download(`/api/bookings/${paid.id}/invoice.pdf`, token)).status).toBe(403);
    }
  });
});

describe('GET /api/bookings/{id}/invoice.pdf', () => {
  it('is a PDF attachment named and titled "Facture" and the invoice number, in the client’s language', async () => {
    const { number } = (await t.api('GET', `/api/bookings/${paid.id}/invoice`, { token: client.token })).body;
    const res = await download(`/api/bookings/${paid.id}/invoice.pdf`, client.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="facture-${number}.pdf"`);
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(res.body)).toBe(`Facture ${number}`);
    expect(pdfLang(res.body)).toBe('fr-CA');
    // The cleaner gets the same document: the client's language, frozen at issue.
    const asCleaner = await download(`/api/bookings/${paid.id}/invoice.pdf`, cleaner.token);
    expect(pdfTitle(asCleaner.body)).toBe(`Facture ${number}`);
    expect(pdfLang(asCleaner.body)).toBe('fr-CA');
  });

  it('is written in English for an English-speaking client', async () => {
    const english = await clientWithProperty(t, { locale: 'en' });
    const visit = await completedVisit(t, clock, cleaner, english, dateInDays(day++));
    clock.set(null);
    const res = await download(`/api/bookings/${visit.id}/invoice.pdf`, english.token);
    expect(res.status).toBe(200);
    expect(pdfLang(res.body)).toBe('en-CA');
    const invoice = await t.api('GET', `/api/bookings/${visit.id}/invoice`, { token: english.token });
    expect(invoice.body.locale).toBe('en');
  });

  it('answers the 11th download within a minute with 429, the spec’s message and Retry-After', async () => {
    // A client of their own: nobody else in this file downloads as them.
    const own = await clientWithProperty(t);
    const visit = await completedVisit(t, clock, cleaner, own, dateInDays(day++));
    clock.set(null);
    // The window is a fixed minute: start early in one so that the eleven downloads fall in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
    for (let i = 1; i <= 10; i++) expect((await download(`/api/bookings/${visit.id}/invoice.pdf`, own.token)).status, `download ${i}`).toBe(200);
    const res = await download(`/api/bookings/${visit.id}/invoice.pdf`, own.token);
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ error: 'invoices.rate_limited', message: `Trop de demandes. Veuillez réessayer dans ${seconds} secondes.` });
    // Per user: another client still downloads.
    expect((await download(`/api/bookings/${paid.id}/invoice.pdf`, client.token)).status).toBe(200);
  }, 90_000);
});

describe('GET /api/invoices', () => {
  it('lists the signed-in client’s invoices only', async () => {
    const { number } = (await t.api('GET', `/api/bookings/${paid.id}/invoice`, { token: client.token })).body;
    const mine = await t.api('GET', '/api/invoices', { token: client.token });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.items.map((i: { number: string }) => i.number)).toEqual([number]);
    const stranger = await loginAs(t, 'client');
    expect((await t.api('GET', '/api/invoices', { token: stranger.token })).body).toEqual({ items: [], total: 0 });
    expect((await t.api('GET', '/api/invoices?limit=0', { token: client.token })).status).toBe(400);
    expect((await t.api('GET', '/api/invoices')).status).toBe(401);
  });
});

describe('issuing', () => {
  it('20 concurrent issues over 10 bookings give 10 invoices, no duplicate and no gap', async () => {
    // The module over the same database, with 10 fully paid bookings of its own (the payments flow is tested above).
    const ids: string[] = Array.from({ length: 10 }, () => randomUUID());
    const quote = { mode: 'fixed' as const, hours: 4, rateCents: 10000, serviceCents: 10000, cleaningFeeCents: 0, emergencyFeeCents: 0, subtotalCents: 10000, discounts: [], discountCents: 0, serviceFeeCents: 500, taxLines: [], taxCents: 0, totalCents: 10500, depositCents: 5250, remainderCents: 5250 };
    const module = createInvoicesModule({
      em: () => t.server.orm.em,
      clock: { now: () => new Date() },
      rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
      bookings: {
        paymentFacts: async (id) => {
          // Readers interleave: give the transactions a chance to overlap.
          await new Promise((r) => setTimeout(r, Math.random() * 20));
          return ids.includes(id)
            ? { id, clientId: client.user.id, cleanerId: cleaner.user.id, status: 'completed', paymentStatus: 'fully_paid', cleaningType: 'regular', punchedInAt: new Date(Date.now() - 4 * 3_600_000), punchedOutAt: new Date(), quote, property: { address: { line1: '1 rue Test', city: 'Montréal', postalCode: 'H2X 1Y4' } } }
            : null;
        },
      },
      payments: null,
      accounts: { find: async (id) => ({ id, name: 'Test', email: 'test@example.ca', locale: 'fr' }) },
      cleaners: { taxNumbersOf: async () => null },
      statements: null,
      settings: { downloadsPerMinute: 10, platform: DEFAULT_PLATFORM },
    });
    const issued = await Promise.all([...ids, ...ids].sort(() => Math.random() - 0.5).map((id) => t.inContext(() => module.api.issueFor(id))));
    const byBooking = new Map<string, Set<string>>();
    for (const invoice of issued) {
      expect(invoice).not.toBeNull();
      byBooking.set(invoice!.bookingId, (byBooking.get(invoice!.bookingId) ?? new Set()).add(invoice!.number));
    }
    expect(byBooking.size).toBe(10);
    for (const numbers of byBooking.values()) expect(numbers.size).toBe(1);
    expect(new Set(issued.map((i) => i!.number)).size).toBe(10);

    // Other test files issue invoices in the same database: the whole year must be 1..N without a hole.
    const year = issued[0]!.year;
    const rows = await t.server.orm.em.getConnection().execute<{ sequence: number }[]>('select sequence from invoices where year = ? order by sequence', [year]);
    expect(rows.map((r) => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
    const [counter] = await t.server.orm.em.getConnection().execute<{ last_sequence: number }[]>('select last_sequence from invoice_counters where year = ?', [year]);
    expect(Number(counter!.last_sequence)).toBe(rows.length);
  });

  it('freezes the content: a later change of the cleaner’s tax numbers does not alter an issued invoice', async () => {
    const before = await download(`/api/bookings/${paid.id}/invoice.pdf`, cleaner.token);
    expect((await t.api('PATCH', '/api/cleaners/me/profile', { token: cleaner.token, body: { gstNumber: '987654321RT0001' } })).status).toBe(200);
    const after = await download(`/api/bookings/${paid.id}/invoice.pdf`, cleaner.token);
    expect(after.body.equals(before.body)).toBe(true);
  });
});
