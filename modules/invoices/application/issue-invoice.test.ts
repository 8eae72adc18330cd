import { describe, expect, it } from 'vitest';
import type { InvoiceQuote } from '../domain/invoice.js';
import { immediateTransactor, InMemoryInvoiceRepository } from '../testing/in-memory-invoices.js';
import { issueInvoice } from './issue-invoice.js';
import { issueCreditNote, snapshotWithCreditNotes } from './credit-notes.js';
import { buildInvoiceDocument } from '../domain/invoice-document.js';
import type { BookingMoneyFacts, InvoiceBookingFacts, InvoicesDeps } from './ports.js';

const quote: InvoiceQuote = {
  mode: 'hourly',
  hours: 4,
  rateCents: 3000,
  serviceCents: 12000,
  cleaningFeeCents: 0,
  emergencyFeeCents: 0,
  subtotalCents: 12000,
  discounts: [],
  discountCents: 0,
  serviceFeeCents: 600,
  // Registered for GST only: no QST on the service.
  taxLines: [
    { tax: 'gst', on: 'service', ratePermille: 50, baseCents: 12000, amountCents: 600 },
    { tax: 'gst', on: 'platform_fee', ratePermille: 50, baseCents: 600, amountCents: 30 },
    { tax: 'qst', on: 'platform_fee', ratePermille: 99.75, baseCents: 600, amountCents: 60 },
  ],
  taxCents: 690,
  totalCents: 13290,
  depositCents: 6645,
  remainderCents: 6645,
};

const booking = (over: Partial<InvoiceBookingFacts> = {}): InvoiceBookingFacts => ({
  id: 'b1',
  clientId: 'client',
  cleanerId: 'cleaner',
  status: 'completed',
  paymentStatus: 'fully_paid',
  cleaningType: 'regular',
  punchedInAt: new Date('2026-12-31T14:00:00Z'),
  punchedOutAt: new Date('2026-12-31T18:00:00Z'),
  quote,
  property: { address: { line1: '1234 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' } },
  ...over,
});

const ledger: BookingMoneyFacts = {
  paidCents: 13290,
  refundedCents: 1000,
  dueCents: 0,
  fullyPaidAt: new Date('2026-12-31T18:00:02Z'),
  charges: [
    { kind: 'deposit', amountCents: 6645, refundedCents: 0, status: 'succeeded', paidAt: new Date('2026-12-20T15:00:00Z') },
    { kind: 'remainder', amountCents: 6645, refundedCents: 0, status: 'failed', paidAt: null },
    { kind: 'remainder', amountCents: 6645, refundedCents: 1000, status: 'succeeded', paidAt: new Date('2026-12-31T18:00:02Z') },
  ],
};

function setup(over: { facts?: InvoiceBookingFacts | null; money?: BookingMoneyFacts | null; now?: Date } = {}) {
  const invoices = new InMemoryInvoiceRepository();
  let id = 0;
  const deps: InvoicesDeps = {
    invoices,
    tx: immediateTransactor,
    bookings: { paymentFacts: async (bookingId) => (over.facts === undefined ? booking({ id: bookingId }) : over.facts) },
    payments: over.money === undefined ? { bookingMoney: async () => ledger } : over.money === null ? null : { bookingMoney: async () => over.money! },
    accounts: { find: async (userId) => ({ id: userId, name: userId === 'client' ? 'Élise Tremblay' : 'Benoît Gagnon', email: `${userId}@example.ca`, locale: userId === 'client' ? 'en' : 'fr' }) },
    cleaners: { taxNumbersOf: async () => ({ gstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' }) },
    statements: null,
    pdf: { invoice: async () => Buffer.from(''), statement: async () => Buffer.from('') },
    rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
    // 22:00 in Montréal on December 31 is already January 1 in UTC.
    clock: { now: () => over.now ?? new Date('2027-01-01T03:00:00Z') },
    newId: () => `inv-${++id}`,
    settings: { downloadsPerMinute: 10, platform: { name: 'Éclat', gstNumber: null, qstNumber: null } },
  };
  return { deps, invoices, issue: issueInvoice(deps) };
}

describe('issueInvoice', () => {
  it('numbers by the calendar year in Quebec, not in UTC', async () => {
    const { issue } = setup();
    expect((await issue('b1'))!.number).toBe('ECL-2026-000001');
    expect((await issue('b2'))!.number).toBe('ECL-2026-000002');
  });

  it('is idempotent: a second issue returns the same invoice and takes no number', async () => {
    const { issue, invoices } = setup();
    const first = await issue('b1');
    expect(await issue('b1')).toEqual(first);
    expect(invoices.rows).toHaveLength(1);
    expect(invoices.counters.get(2026)).toBe(1);
  });

  it('issues nothing before the final payment, for an unknown booking, or when never fully paid', async () => {
    expect(await setup({ facts: booking({ paymentStatus: 'final_failed' }) }).issue('b1')).toBeNull();
    expect(await setup({ facts: null }).issue('b1')).toBeNull();
    expect(await setup({ money: { ...ledger, fullyPaidAt: null } }).issue('b1')).toBeNull();
    const { issue, invoices } = setup({ facts: booking({ paymentStatus: 'partially_paid' }) });
    await issue('b1');
    expect(invoices.counters.size).toBe(0);
  });

  it('freezes the client’s language, the parties, the quote and the ledger’s payments and refunds', async () => {
    const invoice = (await setup().issue('b1'))!;
    const s = invoice.snapshot;
    expect(invoice.locale).toBe('en');
    expect(s.locale).toBe('en');
    expect(s.client).toEqual({ name: 'Élise Tremblay', email: 'client@example.ca', address: { line1: '1234 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' } });
    // Only the GST number: the quote charged no QST on the service.
    expect(s.cleaner).toEqual({ name: 'Benoît Gagnon', gstNumber: '123456789RT0001', qstNumber: null });
    expect(s.quote).toEqual(quote);
    expect(s.quote).not.toBe(quote);
    expect(s.payments).toEqual([
      { kind: 'deposit', amountCents: 6645, at: '2026-12-20T15:00:00.000Z' },
      { kind: 'remainder', amountCents: 6645, at: '2026-12-31T18:00:02.000Z' },
    ]);
    expect(s.refunds).toEqual([{ amountCents: 1000, at: null, reason: null }]);
    expect(s.period).toEqual({ start: '2026-12-31T14:00:00.000Z', end: '2026-12-31T18:00:00.000Z' });
    expect(invoice.totalCents).toBe(13290);
  });

  it('without the payments ledger, prints the quote’s deposit and remainder as paid', async () => {
    const invoice = (await setup({ money: null }).issue('b1'))!;
    expect(invoice.snapshot.payments).toEqual([
      { kind: 'deposit', amountCents: 6645, at: null },
      { kind: 'remainder', amountCents: 6645, at: '2026-12-31T18:00:00.000Z' },
    ]);
    expect(invoice.snapshot.refunds).toEqual([]);
  });
});

describe('credit notes (issue #36)', () => {
  it('numbers them after their invoice, once per source, and prints each as a refund line of the invoice', async () => {
    const { deps, issue } = setup();
    const invoice = (await issue('b1'))!;
    const first = await issueCreditNote(deps)({ bookingId: 'b1', sourceKey: 'case:c1', amountCents: 3000, reason: 'Vase cassé' });
    expect(first).toMatchObject({ number: `${invoice.number}-NC1`, amountCents: 3000 });
    // The same source again: the first note stands.
    expect((await issueCreditNote(deps)({ bookingId: 'b1', sourceKey: 'case:c1', amountCents: 3000, reason: 'Vase cassé' }))!.id).toBe(first!.id);
    expect((await issueCreditNote(deps)({ bookingId: 'b1', sourceKey: 'case:c2', amountCents: 500, reason: 'Retard' }))!.number).toBe(`${invoice.number}-NC2`);
    // No invoice, no credit note.
    expect(await issueCreditNote(deps)({ bookingId: 'b2', sourceKey: 'case:c3', amountCents: 500, reason: 'Retard' })).toBeNull();

    const doc = buildInvoiceDocument(await snapshotWithCreditNotes(deps, invoice));
    const refunds = JSON.stringify(doc);
    expect(refunds).toContain(`${invoice.number}-NC1 · Vase cassé`);
    expect(refunds).toContain(`${invoice.number}-NC2 · Retard`);
  });
});
