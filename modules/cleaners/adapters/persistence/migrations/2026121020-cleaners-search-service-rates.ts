import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #40: search prices a named service at that service's own rate (migration 2026121000), like
 * quotes do. The wide and the keys rows keep the cleaner's `service_rates` (shown price, the keys
 * table's price sort); each place entry gets one price per service (`rate_<service>`: the service's
 * own rate in hourly mode, else the place's rate, else the lowest rate, as `rate_cents`), which the
 * price sorts read when the search names a service. Filled by the server's rebuild of the read
 * model after this migration.
 */
const SERVICES = ['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'];

export class CleanersSearchServiceRates extends Migration {
  override name = '2026121020-cleaners-search-service-rates';

  override up(): void {
    this.addSql(`alter table cleaners_search add column service_rates jsonb not null default '{}'::jsonb`);
    this.addSql(`alter table cleaners_search_keys add column service_rates jsonb not null default '{}'::jsonb`);
    this.addSql(`alter table cleaners_search_places ${SERVICES.map((s) => `add column rate_${s} integer`).join(', ')}`);
  }

  override down(): void {
    this.addSql(`alter table cleaners_search_places ${SERVICES.map((s) => `drop column rate_${s}`).join(', ')}`);
    this.addSql('alter table cleaners_search_keys drop column service_rates');
    this.addSql('alter table cleaners_search drop column service_rates');
  }
}
