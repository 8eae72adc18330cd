import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders sent (issue #18, docs/decisions.md "Booking reminders"): one row per booking, kind and
 * moment of the visit (or of the request's expiry). The reminder job inserts the row and records the
 * emails in one transaction; the primary key lets only one instance do it, so each is sent once, and a
 * visit that moves gets its reminders again for its new time.
 */
export class BookingReminders extends Migration {
  override name = '2026113040-booking-reminders';

  override up(): void {
    this.addSql(`
      create table booking_reminders (
        booking_id uuid not null references bookings (id) on delete cascade,
        kind text not null check (kind in ('visit_day_before', 'visit_soon', 'request_expiring')),
        due_for timestamptz not null,
        sent_at timestamptz not null,
        primary key (booking_id, kind, due_for)
      )`);
    this.addSql(`create index bookings_confirmed_starts_idx on bookings (starts_at) where status = 'confirmed'`);
  }

  override down(): void {
    this.addSql('drop index bookings_confirmed_starts_idx');
    this.addSql('drop table booking_reminders');
  }
}
