import { Migration } from '@mikro-orm/migrations';

/**
 * The console's analytics (issue #16) sum the ledger by the day a line belongs to: the visit's date,
 * else the Quebec date it was recorded (timezone(text, timestamptz) is immutable, so it can be indexed).
 */
export class PayoutsAnalyticsIndex extends Migration {
  override name = '2026112951-payouts-analytics-index';

  override up(): void {
    this.addSql(`create index payout_earnings_day_idx on payout_earnings ((coalesce(service_date, (timezone('America/Toronto', earned_at))::date)))`);
  }

  override down(): void {
    this.addSql('drop index payout_earnings_day_idx');
  }
}
