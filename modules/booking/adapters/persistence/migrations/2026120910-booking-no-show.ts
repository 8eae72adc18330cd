import { Migration } from '@mikro-orm/migrations';

/**
 * No-shows and late arrivals (issue #36, docs/decisions.md "No-shows and late arrivals"): the arrival
 * a late cleaner announced (and when), and when the client declared the cleaner absent. Columns of the
 * booking rather than a table of their own: every list shows the cleaning status they change. A
 * declared no-show is a cancelled visit without a punch-in; the completion rate counts it (index on
 * the cleaner for reliabilityOf's count).
 */
export class BookingNoShow extends Migration {
  override name = '2026120910-booking-no-show';

  override up(): void {
    this.addSql(`
      alter table bookings
        add column late_arrival_at timestamptz,
        add column late_announced_at timestamptz,
        add column no_show_at timestamptz,
        add constraint bookings_late_arrival_after_start check (late_arrival_at is null or late_arrival_at > starts_at),
        add constraint bookings_late_arrival_announced check ((late_arrival_at is null) = (late_announced_at is null)),
        add constraint bookings_no_show_cancelled check (no_show_at is null or (status = 'cancelled' and punch_in is null))`);
    this.addSql(`create index bookings_no_shows_idx on bookings (cleaner_id) where no_show_at is not null`);
  }

  override down(): void {
    this.addSql('drop index if exists bookings_no_shows_idx');
    this.addSql(`
      alter table bookings
        drop constraint bookings_no_show_cancelled,
        drop constraint bookings_late_arrival_announced,
        drop constraint bookings_late_arrival_after_start,
        drop column no_show_at,
        drop column late_announced_at,
        drop column late_arrival_at`);
  }
}
