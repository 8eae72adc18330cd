import { Migration } from '@mikro-orm/migrations';

/**
 * "En route" (issue #18, docs/decisions.md "On my way"): at most one row per visit, written when its
 * cleaner first taps the button (the client's email leaves in the same transaction) and updated when
 * they change the announced arrival. A table of its own keeps the request's insert path untouched;
 * the booking names the cleaner, so no account id is copied here (account deletion has nothing to do).
 */
export class BookingEnRoute extends Migration {
  override name = '2026120220-booking-en-route';

  override up(): void {
    this.addSql(`
      create table booking_en_route (
        booking_id uuid primary key references bookings (id) on delete cascade,
        started_at timestamptz not null,
        eta_at timestamptz,
        updated_at timestamptz not null,
        check (eta_at is null or eta_at > started_at)
      )`);
  }

  override down(): void {
    this.addSql('drop table booking_en_route');
  }
}
