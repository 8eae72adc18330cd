import { Migration } from '@mikro-orm/migrations';

/**
 * Search at the speed of a public launch (issue #24, docs/decisions.md "Cleaner search").
 *
 * `cleaners_search_places`: one narrow row per listed cleaner and place whose search finds them
 * (each id of `reach_ids`, plus `*` for searches without a city), with what search filters and
 * sorts on, each service, language and pet as a boolean column (the planner knows how common each is). A search and its total read only the place's entries of
 * one covering primary key (index-only scans), where scanning the keys table's `reach_ids` arrays
 * cost 14 ms of PostgreSQL CPU per Montréal search. Written with the keys (same transaction).
 *
 * `free_until`: the end of the cleaner's last free time (availability not booked) from the start of
 * today to the end of the third day after it, null without any — "available in the next 3 days" is
 * `free_until > now`, exact and indexable. Kept current from modules/availability
 * (`availability.changed` through the outbox) and from bookings (the `search-free-time` job, which
 * also recomputes everyone when the day changes); `cleaners_free_time_state` holds that job's
 * progress: the latest booking change it has applied and the day it last computed.
 */
/** One flag per word of the vocabularies as they were (modules/cleaners/domain/cleaner-vocabulary.ts). */
const FLAGS = [
  ...['regular', 'deep', 'move_in_out', 'garage', 'office', 'airbnb'].map((w) => `service_${w}`),
  ...['english', 'french'].map((w) => `language_${w}`),
  ...['cats', 'dogs', 'birds', 'other'].map((w) => `pet_${w}`),
];

const SORT_INDEXES = [
  ['recommended', 'recommended_score desc, user_id'],
  ['rating', 'rating_average desc nulls last, rating_count desc, user_id'],
  ['price_asc', 'rate_cents asc nulls last, user_id'],
  ['price_desc', 'rate_cents desc nulls last, user_id'],
  ['experience', 'experience_years desc nulls last, experience_rank desc nulls last, user_id'],
] as const;

export class CleanersSearchPlaces extends Migration {
  override name = '2026112900-cleaners-search-places';

  override up(): void {
    this.addSql('alter table cleaners_search_keys add column free_until timestamptz');
    this.addSql(`create table cleaners_search_places (
      place_id text not null,
      user_id uuid not null references cleaners_search_keys (user_id) on delete cascade,
      ${FLAGS.map((f) => `${f} boolean not null,`).join('\n      ')}
      experience_rank smallint,
      experience_years smallint,
      rating_average numeric(3, 2),
      rating_count integer not null,
      recommended_score double precision not null,
      rate_cents integer,
      free_until timestamptz,
      primary key (place_id, user_id) include (${FLAGS.join(', ')}, experience_rank, experience_years, rating_average, rating_count, recommended_score, rate_cents, free_until)
    )`);
    // Each sort's first pages are read in index order, stopping after the page (the orders of place-search-sql.ts).
    for (const [name, order] of SORT_INDEXES) this.addSql(`create index cleaners_search_places_${name}_idx on cleaners_search_places (place_id, ${order})`);
    // Free times change every day: keep the visibility map fresh, so counts stay index-only.
    this.addSql('alter table cleaners_search_places set (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02)');
    this.addSql('create index cleaners_search_places_user_idx on cleaners_search_places (user_id)');
    this.addSql(`create table cleaners_free_time_state (
      id smallint primary key default 1 check (id = 1),
      bookings_seen_at timestamptz not null,
      horizon_start date not null
    )`);
  }

  override down(): void {
    this.addSql('drop table cleaners_free_time_state');
    this.addSql('drop table cleaners_search_places');
    this.addSql('alter table cleaners_search_keys drop column free_until');
  }
}
