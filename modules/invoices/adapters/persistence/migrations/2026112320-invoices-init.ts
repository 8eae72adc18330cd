import { Migration } from '@mikro-orm/migrations';

export class InvoicesInit extends Migration {
  override name = '2026112320-invoices-init';

  override up(): void {
    // One row per calendar year: its last number. Taken with the invoice insert in one transaction,
    // so numbers are gapless (a rollback gives the number back) and issuers are serialized by its row lock.
    this.addSql(`
      create table invoice_counters (
        year integer primary key check (year between 2000 and 9999),
        last_sequence integer not null check (last_sequence >= 1)
      )`);
    this.addSql(`
      create table invoices (
        id uuid primary key,
        booking_id uuid not null,
        client_id uuid not null,
        cleaner_id uuid not null,
        year integer not null,
        sequence integer not null check (sequence >= 1),
        number text not null,
        locale text not null check (locale in ('fr', 'en')),
        issued_at timestamptz not null,
        period_start timestamptz not null,
        period_end timestamptz not null check (period_end >= period_start),
        total_cents integer not null check (total_cents >= 0),
        -- Everything printed, frozen at issue: the PDF never changes afterwards.
        snapshot jsonb not null,
        constraint invoices_one_per_booking unique (booking_id),
        constraint invoices_number_unique unique (number),
        constraint invoices_sequence_unique unique (year, sequence),
        check (number = 'ECL-' || year || '-' || lpad(sequence::text, 6, '0'))
      )`);
    this.addSql('create index invoices_client_idx on invoices (client_id, issued_at desc, id)');
    this.addSql('create index invoices_cleaner_idx on invoices (cleaner_id, issued_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists invoices');
    this.addSql('drop table if exists invoice_counters');
  }
}
