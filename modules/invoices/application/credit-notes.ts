import type { Invoice, InvoiceSnapshot } from '../domain/invoice.js';
import type { CreditNote, InvoicesDeps } from './ports.js';

/**
 * A credit note for money given back after the invoice was issued (issue #36: a case's refund).
 * Recorded once per source key; numbered after its invoice under the booking's invoice lock. Null
 * when the booking has no invoice (nothing was invoiced: the refund alone is the record).
 */
export const issueCreditNote =
  (deps: InvoicesDeps) =>
  async (input: { bookingId: string; sourceKey: string; amountCents: number; reason: string }): Promise<CreditNote | null> =>
    deps.tx.run(async () => {
      await deps.invoices.lockBooking(input.bookingId);
      const invoice = await deps.invoices.findByBooking(input.bookingId);
      if (!invoice) return null;
      const existing = await deps.invoices.creditNotesOf(invoice.id);
      const note: CreditNote = { id: deps.newId(), invoiceId: invoice.id, bookingId: input.bookingId, number: `${invoice.number}-NC${existing.length + 1}`, amountCents: input.amountCents, reason: input.reason.slice(0, 1000), issuedAt: deps.clock.now() };
      if (!(await deps.invoices.insertCreditNote({ ...note, sourceKey: input.sourceKey }))) return (await deps.invoices.creditNotesOf(invoice.id)).at(-1) ?? null;
      return note;
    });

/** The invoice as printed now: its frozen snapshot, with each later credit note as a refund line naming its number. */
export async function snapshotWithCreditNotes(deps: InvoicesDeps, invoice: Pick<Invoice, 'id' | 'locale' | 'snapshot'>): Promise<InvoiceSnapshot> {
  const notes = await deps.invoices.creditNotesOf(invoice.id);
  if (!notes.length) return invoice.snapshot;
  const label = invoice.locale === 'fr' ? 'Note de crédit' : 'Credit note';
  return {
    ...invoice.snapshot,
    refunds: [...invoice.snapshot.refunds, ...notes.map((n) => ({ amountCents: n.amountCents, at: n.issuedAt.toISOString(), reason: `${label} ${n.number} · ${n.reason}` }))],
  };
}
