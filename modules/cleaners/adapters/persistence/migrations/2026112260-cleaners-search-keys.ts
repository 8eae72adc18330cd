import { Migration } from '@mikro-orm/migrations';

/**
 * The narrow half of the search read model: per cleaner, only what search filters and sorts on,
 * with `reach_ids` (every place whose search finds the cleaner, the city rule precomputed). Counting
 * and ranking thousands of matches then reads a few narrow pages; only the page's rows are read from
 * the wide cleaners_search (docs/decisions.md, "Search read model"). Filled by rebuildSearchIndex
 * right after this migration (src/server.ts), then kept by refreshSearchEntries with the wide row.
 */
export class CleanersSearchKeys extends Migration {
  override name = '2026112260-cleaners-search-keys';

  override up(): void {
    this.addSql(`
      create table cleaners_search_keys (
        user_id uuid primary key references cleaners_search (user_id) on delete cascade,
        listed boolean not null,
        reach_ids text[] not null default '{}',
        service_types text[] not null default '{}',
        languages text[] not null default '{}',
        pets text[] not null default '{}',
        experience_level text,
        experience_years integer,
        rating_average numeric(3, 2),
        rating_count integer not null default 0,
        recommended_score double precision not null,
        min_rate_cents integer,
        payment_mode text not null,
        city_rates jsonb not null default '{}',
        primary_lat double precision,
        primary_lng double precision
      )`);
    // reach_ids holds up to ~180 place ids (1-3 kB) around Montréal. Its GIN index answers `@>`
    // exactly, so search never reads the value back: when a row outgrows the TOAST threshold
    // (~2 kB), move it out of line uncompressed rather than compressing it inline.
    this.addSql('alter table cleaners_search_keys alter column reach_ids set storage external');
    this.addSql('create index cleaners_search_keys_reach_idx on cleaners_search_keys using gin (reach_ids) where listed');
    this.addSql('create index cleaners_search_keys_services_idx on cleaners_search_keys using gin (service_types) where listed');
    this.addSql('create index cleaners_search_keys_languages_idx on cleaners_search_keys using gin (languages) where listed');
    this.addSql('create index cleaners_search_keys_pets_idx on cleaners_search_keys using gin (pets) where listed');
    this.addSql('create index cleaners_search_keys_recommended_idx on cleaners_search_keys (recommended_score desc, user_id) where listed');
    this.addSql('create index cleaners_search_keys_rating_idx on cleaners_search_keys (rating_average desc nulls last, rating_count desc, user_id) where listed');
    this.addSql('create index cleaners_search_keys_price_idx on cleaners_search_keys (min_rate_cents, user_id) where listed');
    this.addSql('create index cleaners_search_keys_experience_idx on cleaners_search_keys (experience_years desc nulls last, user_id) where listed');
  }

  override down(): void {
    this.addSql('drop table cleaners_search_keys');
  }
}
