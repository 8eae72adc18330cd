import { localDateOf } from '../../../src/shared/local-time.js';
import type { Invoice, InvoiceQuote, InvoiceSnapshot } from '../domain/invoice.js';
import { formatInvoiceNumber } from '../domain/invoice-number.js';
import { invoiceAvailable } from '../domain/invoice-availability.js';
import type { BookingMoneyFacts, InvoiceBookingFacts, InvoicesDeps } from './ports.js';

/** The payments module's ledger of the booking, or undefined when the module gives none. */
export async function moneyOf(deps: InvoicesDeps, bookingId: string): Promise<BookingMoneyFacts | null | undefined> {
  return deps.payments ? deps.payments.bookingMoney(bookingId) : undefined;
}

/** Is this booking invoiceable now (fully paid, or refunded after it was)? */
export function isInvoiceable(facts: InvoiceBookingFacts, money: BookingMoneyFacts | null | undefined): boolean {
  return invoiceAvailable(facts, money === undefined ? undefined : (money?.fullyPaidAt ?? null));
}

/**
 * The payments and refunds printed on the invoice. Without the payments module's ledger they are
 * the quote's deposit and remainder, both paid (the booking is fully paid), the remainder at the punch-out.
 */
function movementsOf(facts: InvoiceBookingFacts, money: BookingMoneyFacts | null | undefined): Pick<InvoiceSnapshot, 'payments' | 'refunds'> {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  if (!money) {
    return {
      payments: [
        { kind: 'deposit', amountCents: facts.quote.depositCents, at: null },
        { kind: 'remainder', amountCents: facts.quote.remainderCents, at: iso(facts.punchedOutAt) },
      ].filter((p) => p.amountCents > 0) as InvoiceSnapshot['payments'],
      refunds: [],
    };
  }
  // Refunds carry no date or reason in the ledger: they are printed as one line per refunded charge.
  const paidCharges = money.charges.filter((c) => c.status === 'succeeded');
  return {
    payments: paidCharges.filter((c) => c.kind === 'deposit' || c.kind === 'remainder').map((c) => ({ kind: c.kind as 'deposit' | 'remainder', amountCents: c.amountCents, at: iso(c.paidAt) })),
    refunds: paidCharges.filter((c) => c.refundedCents > 0).map((c) => ({ amountCents: c.refundedCents, at: null, reason: null })),
  };
}

/** The quote's lines only, copied: the snapshot must not share objects with the booking module. */
function quoteLines(q: InvoiceQuote): InvoiceQuote {
  return {
    mode: q.mode,
    hours: q.hours,
    rateCents: q.rateCents,
    serviceCents: q.serviceCents,
    cleaningFeeCents: q.cleaningFeeCents,
    emergencyFeeCents: q.emergencyFeeCents,
    subtotalCents: q.subtotalCents,
    discounts: q.discounts.map((d) => ({ kind: d.kind, amountCents: d.amountCents })),
    discountCents: q.discountCents,
    serviceFeeCents: q.serviceFeeCents,
    taxLines: q.taxLines.map((l) => ({ tax: l.tax, on: l.on, ratePermille: l.ratePermille, baseCents: l.baseCents, amountCents: l.amountCents })),
    taxCents: q.taxCents,
    totalCents: q.totalCents,
    depositCents: q.depositCents,
    remainderCents: q.remainderCents,
  };
}

/**
 * Issues the booking's invoice once it is fully paid, or returns the one issued already; null when
 * the booking is unknown or not invoiceable yet. Idempotent and safe under concurrency: issuers of
 * one booking are serialized by a lock, the number is taken from the year's counter in the same
 * transaction as the insert, so a double issue yields one invoice and leaves no gap.
 */
export const issueInvoice =
  (deps: InvoicesDeps) =>
  async (bookingId: string): Promise<Invoice | null> => {
    const existing = await deps.invoices.findByBooking(bookingId);
    if (existing) return existing;
    const facts = await deps.bookings.paymentFacts(bookingId);
    if (!facts) return null;
    const money = await moneyOf(deps, bookingId);
    if (!isInvoiceable(facts, money)) return null;

    // Everything printed is read before the transaction, which then stays short (it holds the year's counter).
    const [client, cleaner, taxNumbers] = await Promise.all([deps.accounts.find(facts.clientId), deps.accounts.find(facts.cleanerId), deps.cleaners.taxNumbersOf(facts.cleanerId)]);
    const { payments, refunds } = movementsOf(facts, money);

    return deps.tx.run(async () => {
      await deps.invoices.lockBooking(bookingId);
      const issued = await deps.invoices.findByBooking(bookingId);
      if (issued) return issued;
      const issuedAt = deps.clock.now();
      // Invoices are numbered per calendar year in Quebec time (an invoice of Dec 31, 21:00 EST is of that year).
      const year = Number(localDateOf(issuedAt).slice(0, 4));
      const sequence = await deps.invoices.nextSequence(year);
      const number = formatInvoiceNumber(year, sequence);
      const locale = client?.locale ?? 'fr';
      const snapshot: InvoiceSnapshot = {
        version: 1,
        number,
        issuedAt: issuedAt.toISOString(),
        locale,
        bookingId,
        cleaningType: facts.cleaningType,
        period: { start: facts.punchedInAt!.toISOString(), end: facts.punchedOutAt!.toISOString() },
        client: {
          name: client?.name ?? '',
          email: client?.email ?? '',
          address: { line1: facts.property.address.line1, city: facts.property.address.city, postalCode: facts.property.address.postalCode },
        },
        // Tax numbers are printed only for the taxes the quote charged on the service (the cleaner was registered then).
        cleaner: {
          name: cleaner?.name ?? '',
          gstNumber: facts.quote.taxLines.some((l) => l.on === 'service' && l.tax === 'gst') ? (taxNumbers?.gstNumber ?? null) : null,
          qstNumber: facts.quote.taxLines.some((l) => l.on === 'service' && l.tax === 'qst') ? (taxNumbers?.qstNumber ?? null) : null,
        },
        platform: { ...deps.settings.platform },
        quote: quoteLines(facts.quote),
        payments,
        refunds,
      };
      const invoice: Invoice = {
        id: deps.newId(),
        number,
        year,
        sequence,
        bookingId,
        clientId: facts.clientId,
        cleanerId: facts.cleanerId,
        locale,
        issuedAt,
        periodStart: facts.punchedInAt!,
        periodEnd: facts.punchedOutAt!,
        totalCents: facts.quote.totalCents,
        snapshot,
      };
      await deps.invoices.insert(invoice);
      return invoice;
    });
  };
