import { Migration } from '@mikro-orm/migrations';

/**
 * The console's analytics (issue #16) read bookings by the date of the visit, by when a request was
 * sent, answered or expired: one index each, so a period's figures read only that period's rows.
 */
export class BookingAnalyticsIndexes extends Migration {
  override name = '2026112950-booking-analytics-indexes';

  override up(): void {
    this.addSql('create index bookings_date_idx on bookings (date)');
    this.addSql('create index bookings_requested_idx on bookings (requested_at)');
    this.addSql('create index bookings_responded_idx on bookings (responded_at) where responded_at is not null');
    this.addSql(`create index bookings_expired_idx on bookings (expires_at) where status = 'expired'`);
  }

  override down(): void {
    this.addSql('drop index bookings_expired_idx');
    this.addSql('drop index bookings_responded_idx');
    this.addSql('drop index bookings_requested_idx');
    this.addSql('drop index bookings_date_idx');
  }
}
