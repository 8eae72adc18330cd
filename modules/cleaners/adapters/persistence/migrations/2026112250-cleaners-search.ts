import { Migration } from '@mikro-orm/migrations';

/**
 * The search read model: one row per cleaner with what search filters and sorts on, kept up to date
 * by refreshSearchEntry in the same transaction as every change (docs/decisions.md, "Search read model").
 */
export class CleanersSearch extends Migration {
  override name = '2026112250-cleaners-search';

  override up(): void {
    this.addSql(`
      create table cleaners_search (
        user_id uuid primary key references cleaners_profiles (user_id) on delete cascade,
        listed boolean not null,
        slug text not null,
        name text not null,
        profile_pic text,
        bio_excerpt text,
        primary_city_id text,
        primary_lat double precision,
        primary_lng double precision,
        coverage_km integer,
        -- The lat/lng box the coverage distance reaches around the primary city (x = lng, y = lat).
        reach_box box,
        city_ids text[] not null default '{}',
        city_rates jsonb not null default '{}',
        min_hourly_rate_cents integer,
        min_rate_cents integer,
        payment_mode text not null check (payment_mode in ('hourly', 'fixed')),
        fixed_rates jsonb not null default '{}',
        service_types text[] not null default '{}',
        languages text[] not null default '{}',
        pets text[] not null default '{}',
        experience_level text,
        experience_years integer,
        badges text[] not null default '{}',
        -- Maintained by the reviews module (issue #7) through api.recordRatings.
        rating_average numeric(3, 2) check (rating_average between 1 and 5),
        rating_count integer not null default 0 check (rating_count >= 0),
        completion_rate numeric(4, 3) check (completion_rate between 0 and 1),
        recommended_score double precision not null,
        created_at timestamptz not null,
        refreshed_at timestamptz not null
      )`);
    // Every search reads listed rows only: partial indexes keep them small.
    this.addSql('create index cleaners_search_cities_idx on cleaners_search using gin (city_ids) where listed');
    this.addSql('create index cleaners_search_services_idx on cleaners_search using gin (service_types) where listed');
    this.addSql('create index cleaners_search_languages_idx on cleaners_search using gin (languages) where listed');
    this.addSql('create index cleaners_search_pets_idx on cleaners_search using gin (pets) where listed');
    this.addSql('create index cleaners_search_reach_idx on cleaners_search using gist (reach_box) where listed');
    this.addSql('create index cleaners_search_primary_city_idx on cleaners_search (primary_city_id) where listed');
    this.addSql('create index cleaners_search_recommended_idx on cleaners_search (recommended_score desc, user_id) where listed');
    this.addSql('create index cleaners_search_rating_idx on cleaners_search (rating_average desc nulls last, rating_count desc, user_id) where listed');
    this.addSql('create index cleaners_search_price_idx on cleaners_search (min_rate_cents, user_id) where listed');
    this.addSql('create index cleaners_search_experience_idx on cleaners_search (experience_years desc nulls last, user_id) where listed');
    this.addSql('create index cleaners_search_slug_idx on cleaners_search (slug) where listed');
  }

  override down(): void {
    this.addSql('drop table cleaners_search');
  }
}
