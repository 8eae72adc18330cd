import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../../src/shared/locale.js';
import type { Invoice, InvoiceSnapshot } from '../../domain/invoice.js';
import type { CreditNote, InvoicePage, InvoiceRepository } from '../../application/ports.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

interface InvoiceRow {
  id: string;
  booking_id: string;
  client_id: string;
  cleaner_id: string;
  year: number;
  sequence: number;
  number: string;
  locale: Locale;
  issued_at: Date | string;
  period_start: Date | string;
  period_end: Date | string;
  total_cents: number;
  snapshot: InvoiceSnapshot | string;
}

const COLUMNS = 'id, booking_id, client_id, cleaner_id, year, sequence, number, locale, issued_at, period_start, period_end, total_cents, snapshot';

const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  bookingId: r.booking_id,
  clientId: r.client_id,
  cleanerId: r.cleaner_id,
  year: Number(r.year),
  sequence: Number(r.sequence),
  number: r.number,
  locale: r.locale,
  issuedAt: date(r.issued_at),
  periodStart: date(r.period_start),
  periodEnd: date(r.period_end),
  totalCents: Number(r.total_cents),
  snapshot: typeof r.snapshot === 'string' ? (JSON.parse(r.snapshot) as InvoiceSnapshot) : r.snapshot,
});

/** Plain SQL; `em()` is the request's or the running transaction's entity manager. */
export class PgInvoiceRepository implements InvoiceRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async findByBooking(bookingId: string) {
    const [row] = await this.rows<InvoiceRow>(`select ${COLUMNS} from invoices where booking_id = ?`, [bookingId]);
    return row ? toInvoice(row) : null;
  }

  async insertCreditNote(n: CreditNote & { sourceKey: string }) {
    const rows = await this.rows<{ id: string }>(
      'insert into invoice_credit_notes (id, invoice_id, booking_id, number, source_key, amount_cents, reason, issued_at) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id',
      [n.id, n.invoiceId, n.bookingId, n.number, n.sourceKey, n.amountCents, n.reason, n.issuedAt],
    );
    return rows.length === 1;
  }

  async creditNotesOf(invoiceId: string) {
    const rows = await this.rows<{ id: string; invoice_id: string; booking_id: string; number: string; amount_cents: number; reason: string; issued_at: Date | string }>(
      'select id, invoice_id, booking_id, number, amount_cents, reason, issued_at from invoice_credit_notes where invoice_id = ? order by issued_at, number',
      [invoiceId],
    );
    return rows.map((r) => ({ id: r.id, invoiceId: r.invoice_id, bookingId: r.booking_id, number: r.number, amountCents: Number(r.amount_cents), reason: r.reason, issuedAt: date(r.issued_at) }));
  }

  async lockBooking(bookingId: string) {
    await this.rows(`select pg_advisory_xact_lock(hashtextextended('invoices:' || ?, 0))`, [bookingId]);
  }

  async nextSequence(year: number) {
    // The upsert locks the year's row until commit; the next issuer waits and reads the committed value.
    const [row] = await this.rows<{ last_sequence: number }>(
      `insert into invoice_counters (year, last_sequence) values (?, 1)
       on conflict (year) do update set last_sequence = invoice_counters.last_sequence + 1
       returning last_sequence`,
      [year],
    );
    return Number(row!.last_sequence);
  }

  async insert(i: Invoice) {
    await this.rows(
      `insert into invoices (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
      [i.id, i.bookingId, i.clientId, i.cleanerId, i.year, i.sequence, i.number, i.locale, i.issuedAt, i.periodStart, i.periodEnd, i.totalCents, JSON.stringify(i.snapshot)],
    );
  }

  async ofClient(clientId: string, offset: number, limit: number): Promise<InvoicePage> {
    const rows = await this.rows<InvoiceRow & { total: string }>(
      `select ${COLUMNS}, count(*) over () as total from invoices where client_id = ? order by issued_at desc, sequence desc offset ? limit ?`,
      [clientId, offset, limit],
    );
    const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? Number((await this.rows<{ n: string }>('select count(*) as n from invoices where client_id = ?', [clientId]))[0]!.n) : 0;
    return { items: rows.map(toInvoice), total };
  }
}
