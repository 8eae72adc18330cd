import { Migration } from '@mikro-orm/migrations';

/**
 * The daily retention run (docs/decisions.md, "Retention") looks for visits that still hold punch
 * coordinates: once erased they leave this small partial index, so the run never reads old bookings again.
 */
export class BookingRetention extends Migration {
  override name = '2026112810-booking-retention';

  override up(): void {
    this.addSql(`create index bookings_punch_positions_idx on bookings (id) where ((punch_in->>'lat') is not null or (punch_out->>'lat') is not null)`);
  }

  override down(): void {
    this.addSql('drop index bookings_punch_positions_idx');
  }
}
