import { Migration } from '@mikro-orm/migrations';

/**
 * Rates per service (issue #40): a cleaner in hourly mode may give some services an hourly rate of
 * their own ({ "deep": 3500 }); the others keep the city's rate. Cents, checked by the profile rules.
 */
export class CleanersServiceRates extends Migration {
  override name = '2026121000-cleaners-service-rates';

  override up(): void {
    this.addSql(`alter table cleaners_profiles add column service_rates jsonb not null default '{}'::jsonb check (jsonb_typeof(service_rates) = 'object')`);
  }

  override down(): void {
    this.addSql('alter table cleaners_profiles drop column service_rates');
  }
}
