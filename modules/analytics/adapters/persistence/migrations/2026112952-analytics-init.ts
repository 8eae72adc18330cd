import { Migration } from '@mikro-orm/migrations';

/**
 * Searches per Quebec calendar day, the first step of the console's funnel (issue #16). Each instance
 * counts in memory and adds its count every few seconds (one upsert per flush, not one per search).
 */
export class AnalyticsInit extends Migration {
  override name = '2026112952-analytics-init';

  override up(): void {
    this.addSql(`
      create table analytics_search_days (
        day date primary key,
        searches bigint not null check (searches >= 0)
      )`);
  }

  override down(): void {
    this.addSql('drop table analytics_search_days');
  }
}
