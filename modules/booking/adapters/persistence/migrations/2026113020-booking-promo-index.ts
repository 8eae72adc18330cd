import { Migration } from '@mikro-orm/migrations';

/**
 * Promo codes live in the database (issue #16): a code's uses are counted on every quote and request,
 * and per code in the console, from the bookings that carry it (few among all bookings).
 */
export class BookingPromoIndex extends Migration {
  override name = '2026113020-booking-promo-index';

  override up(): void {
    this.addSql('create index bookings_promo_code_idx on bookings (promo_code, client_id) where promo_code is not null');
  }

  override down(): void {
    this.addSql('drop index bookings_promo_code_idx');
  }
}
