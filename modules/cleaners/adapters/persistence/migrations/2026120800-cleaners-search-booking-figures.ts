import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #35, trust figures that are true: the search read model keeps each cleaner's completed
 * visits and response time (median seconds to answer a request over 90 days, null below the minimum
 * of requests), computed from the bookings, so that cards show them without reading bookings.
 * Filled by the server's rebuild of the read model after this migration, then kept up to date by
 * every rebuild of a row and by the search-free-time job.
 */
export class CleanersSearchBookingFigures extends Migration {
  override name = '2026120800-cleaners-search-booking-figures';

  override up(): void {
    this.addSql('alter table cleaners_search add column completed_visits integer not null default 0 check (completed_visits >= 0)');
    this.addSql('alter table cleaners_search add column response_seconds integer check (response_seconds >= 0)');
  }

  override down(): void {
    this.addSql('alter table cleaners_search drop column response_seconds');
    this.addSql('alter table cleaners_search drop column completed_visits');
  }
}
