import type { Invoice } from '../domain/invoice.js';
import type { CreditNote, InvoiceRepository, Transactor } from '../application/ports.js';

/** The invoice repository in memory, for unit tests (the gapless rule under concurrency is tested on PostgreSQL). */
export class InMemoryInvoiceRepository implements InvoiceRepository {
  readonly rows: Invoice[] = [];
  readonly counters = new Map<number, number>();
  readonly creditNotes: (CreditNote & { sourceKey: string })[] = [];

  async insertCreditNote(n: CreditNote & { sourceKey: string }) {
    if (this.creditNotes.some((c) => c.sourceKey === n.sourceKey)) return false;
    this.creditNotes.push(n);
    return true;
  }

  async creditNotesOf(invoiceId: string) {
    return this.creditNotes.filter((c) => c.invoiceId === invoiceId);
  }

  async findByBooking(bookingId: string) {
    return this.rows.find((i) => i.bookingId === bookingId) ?? null;
  }

  async lockBooking() {}

  async nextSequence(year: number) {
    const next = (this.counters.get(year) ?? 0) + 1;
    this.counters.set(year, next);
    return next;
  }

  async insert(invoice: Invoice) {
    if (this.rows.some((i) => i.bookingId === invoice.bookingId || i.number === invoice.number)) throw new Error('duplicate invoice');
    this.rows.push(invoice);
  }

  async ofClient(clientId: string, offset: number, limit: number) {
    const mine = this.rows.filter((i) => i.clientId === clientId).sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime());
    return { items: mine.slice(offset, offset + limit), total: mine.length };
  }
}

export const immediateTransactor: Transactor = { run: (work) => work() };
