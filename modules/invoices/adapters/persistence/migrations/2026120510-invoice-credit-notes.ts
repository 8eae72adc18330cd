import { Migration } from '@mikro-orm/migrations';

/**
 * Credit notes (issue #36): a refund decided on a case after the invoice was issued. The invoice's
 * snapshot stays frozen; each credit note is a row of its own, numbered after its invoice
 * (ECL-2026-000123-NC1), recorded once per source (the case), and printed as a line of the invoice PDF.
 */
export class InvoiceCreditNotes extends Migration {
  override name = '2026120510-invoice-credit-notes';

  override up(): void {
    this.addSql(`
      create table invoice_credit_notes (
        id uuid primary key,
        invoice_id uuid not null references invoices (id),
        booking_id uuid not null,
        number text not null unique,
        source_key text not null unique,
        amount_cents integer not null check (amount_cents > 0),
        reason text not null check (length(reason) between 1 and 1000),
        issued_at timestamptz not null
      )`);
    this.addSql('create index invoice_credit_notes_invoice_idx on invoice_credit_notes (invoice_id, issued_at)');
  }

  override down(): void {
    this.addSql('drop table if exists invoice_credit_notes');
  }
}
