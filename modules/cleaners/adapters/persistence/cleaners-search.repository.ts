import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingFigures, CleanerSearchRepository, FreeTimeState, MarketplaceTotals } from '../../application/ports.js';
import type { RatingAggregates, SearchEntry } from '../../domain/search/search-entry.js';
import type { SearchFilters, SearchRow, SearchSort } from '../../domain/search/search-query.js';
import { createHash } from 'node:crypto';
import { preparedRows } from '../../../../src/shared/prepared-sql.js';
import { CARD_COLUMNS, boundingBox, pgArray, searchCountSql, searchPageSql, toNumbered, type BuiltSql } from './search-sql.js';
import { placeCountSql, placeEntriesSql, placePageSql } from './place-search-sql.js';
import { jsonBytes, sqlDate } from '../../../../src/shared/sql-values.js';

type Raw = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toSearchRow(r: Raw): SearchRow {
  return {
    userId: r.user_id as string,
    slug: r.slug as string,
    name: r.name as string,
    profilePic: (r.profile_pic as string | null) ?? null,
    profilePicImage: (r.profile_pic_image as SearchRow['profilePicImage']) ?? null,
    bioExcerpt: (r.bio_excerpt as string | null) ?? null,
    primaryCityId: (r.primary_city_id as string | null) ?? null,
    cityIds: r.city_ids as string[],
    cityRateCents: num(r.city_rate_cents),
    minHourlyRateCents: num(r.min_hourly_rate_cents),
    paymentMode: r.payment_mode as SearchRow['paymentMode'],
    fixedRates: (r.fixed_rates as SearchRow['fixedRates']) ?? {},
    serviceTypes: r.service_types as SearchRow['serviceTypes'],
    languages: r.languages as SearchRow['languages'],
    pets: r.pets as SearchRow['pets'],
    experienceLevel: (r.experience_level as SearchRow['experienceLevel']) ?? null,
    experienceYears: num(r.experience_years),
    badges: r.badges as SearchRow['badges'],
    ratingAverage: num(r.rating_average),
    ratingCount: Number(r.rating_count ?? 0),
    completionRate: num(r.completion_rate),
    recommendedScore: Number(r.recommended_score),
    isDemo: r.is_demo === true,
    completedVisits: Number(r.completed_visits ?? 0),
    responseSeconds: num(r.response_seconds),
  };
}

const COLUMNS = [
  'user_id', 'listed', 'slug', 'name', 'profile_pic', 'profile_pic_image', 'bio_excerpt', 'primary_city_id', 'primary_lat', 'primary_lng', 'coverage_km', 'reach_box',
  'city_ids', 'city_rates', 'service_rates', 'min_hourly_rate_cents', 'min_rate_cents', 'payment_mode', 'fixed_rates', 'service_types', 'languages',
  'pets', 'experience_level', 'experience_years', 'badges', 'rating_average', 'rating_count', 'completion_rate', 'recommended_score',
  'created_at', 'refreshed_at', 'is_demo',
] as const;
/** cleaners_search_keys: what search filters and sorts on (migration 2026112260). */
const KEY_COLUMNS = [
  'user_id', 'listed', 'reach_ids', 'service_types', 'languages', 'pets', 'experience_level', 'experience_years', 'rating_average', 'rating_count',
  'recommended_score', 'min_rate_cents', 'payment_mode', 'city_rates', 'service_rates', 'primary_lat', 'primary_lng',
] as const;
/** Sort memory of a bulk load's index builds (the session's default is PostgreSQL's 64 MB). */
const BULK_INDEX_MEMORY = '256MB';
/** Rows per INSERT statement (bulk rebuilds and the seed). */
const UPSERT_BATCH = 1000;

/** '((maxLng,maxLat),(minLng,minLat))' or null without coverage or coordinates. */
function reachBox(e: SearchEntry): string | null {
  if (e.primaryLat === null || e.primaryLng === null || !e.coverageKm) return null;
  const b = boundingBox(e.primaryLat, e.primaryLng, e.coverageKm);
  return `((${b.maxLng},${b.maxLat}),(${b.minLng},${b.minLat}))`;
}

function rowOf(e: SearchEntry, now: Date): Record<(typeof COLUMNS)[number], unknown> {
  return {
    user_id: e.userId, listed: e.listed, slug: e.slug, name: e.name, profile_pic: e.profilePic, profile_pic_image: e.profilePicImage, bio_excerpt: e.bioExcerpt,
    primary_city_id: e.primaryCityId, primary_lat: e.primaryLat, primary_lng: e.primaryLng, coverage_km: e.coverageKm, reach_box: reachBox(e),
    city_ids: e.cityIds, city_rates: e.cityRates, service_rates: e.serviceRates, min_hourly_rate_cents: e.minHourlyRateCents, min_rate_cents: e.minRateCents,
    payment_mode: e.paymentMode, fixed_rates: e.fixedRates, service_types: e.serviceTypes, languages: e.languages, pets: e.pets, experience_level: e.experienceLevel,
    experience_years: e.experienceYears, badges: e.badges, rating_average: e.ratings.average, rating_count: e.ratings.count, completion_rate: e.ratings.completionRate,
    recommended_score: e.recommendedScore, created_at: e.createdAt, refreshed_at: now, is_demo: e.isDemo,
  };
}

function keyRowOf(e: SearchEntry): Record<(typeof KEY_COLUMNS)[number], unknown> {
  return {
    user_id: e.userId, listed: e.listed, reach_ids: e.reachIds, service_types: e.serviceTypes, languages: e.languages, pets: e.pets, experience_level: e.experienceLevel,
    experience_years: e.experienceYears, rating_average: e.ratings.average, rating_count: e.ratings.count, recommended_score: e.recommendedScore, min_rate_cents: e.minRateCents,
    payment_mode: e.paymentMode, city_rates: e.cityRates, service_rates: e.serviceRates, primary_lat: e.primaryLat, primary_lng: e.primaryLng,
  };
}

/**
 * One statement and one parameter per batch: the rows as JSON (jsonBytes), typed by the table's own
 * row type (arrays, jsonb, box and timestamps parsed by PostgreSQL). The ORM writes parameters into
 * the SQL text, so 32 placeholders per row cost a 16 000-value statement to format and parse.
 */
const upsertSql = (table: string, columns: readonly string[]) => {
  const list = columns.join(', ');
  const update = columns.filter((c) => c !== 'user_id').map((c) => `${c} = excluded.${c}`).join(', ');
  return `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, convert_from(?::bytea, 'utf8')::json) on conflict (user_id) do update set ${update}`;
};

export class MikroOrmCleanerSearchRepository implements CleanerSearchRepository {
  constructor(private readonly em: () => EntityManager) {}

  private exec(sql: string, params: unknown[] = []): Promise<Raw[]> {
    return this.em().execute<Raw[]>(sql, params);
  }

  /** The three parts of each row: wide display row, then its keys, then its per-place entries (rebuilt; left to a bulk load's `finish` with `placeEntries: false`). */
  async upsertMany(entries: SearchEntry[], freeUntil?: ReadonlyMap<string, Date>, options: { placeEntries: boolean } = { placeEntries: true }) {
    const now = new Date();
    for (let i = 0; i < entries.length; i += UPSERT_BATCH) {
      const batch = entries.slice(i, i + UPSERT_BATCH);
      const ids = pgArray(batch.map((e) => e.userId));
      await this.exec(upsertSql('cleaners_search', COLUMNS), [jsonBytes(batch.map((e) => rowOf(e, now)))]);
      await this.exec(upsertSql('cleaners_search_keys', KEY_COLUMNS), [jsonBytes(batch.map(keyRowOf))]);
      // Set on the keys before the places are copied from them: updating the places afterwards rewrote
      // every place row and its seven indexes (most of a 10 000-cleaner seed's time).
      if (freeUntil) await this.setFreeUntilOf('cleaners_search_keys', batch.filter((e) => e.listed).map((e) => e.userId), freeUntil);
      if (!options.placeEntries) continue;
      await this.exec('delete from cleaners_search_places where user_id = any(?::uuid[])', [ids]);
      const entriesSql = placeEntriesSql(batch.map((e) => e.userId));
      await this.exec(entriesSql.sql, entriesSql.params);
    }
  }

  /**
   * Maintaining the read model's indexes row by row was most of a bulk load's time (10 000 cleaners:
   * 388 000 place entries in seven indexes, and the wide and keys rows' GIN and GiST indexes, which
   * take each row's arrays word by word): they are dropped here, in the caller's transaction, and built
   * over the rows, with more sort memory for the builds. The wide and keys rows keep their primary
   * keys (the upserts' `on conflict`, the free-time and figures updates) and foreign keys; the place
   * entries lose theirs too. A failure rolls the drops back as well.
   */
  async bulkSearchEntries() {
    const constraints = await this.exec(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'cleaners_search_places'::regclass and contype in ('p', 'f') order by conname`,
    );
    // Every index no constraint owns, of the three tables (the place entries' first: dropped before their key's table's).
    const indexes = await this.exec(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname in ('cleaners_search_places', 'cleaners_search_keys', 'cleaners_search') and t.relnamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        order by t.relname desc, 1`,
    );
    for (const c of constraints) await this.exec(`alter table cleaners_search_places drop constraint "${c.name as string}"`);
    for (const i of indexes) await this.exec(`drop index ${i.name as string}`);
    return {
      finish: async (userIds: readonly string[]) => {
        const ids = [...new Set(userIds)];
        // No index on user_id now: one pass over the table, for entries of cleaners that had some before.
        await this.exec('delete from cleaners_search_places where user_id = any(?::uuid[])', [pgArray(ids)]);
        const entries = placeEntriesSql(ids, { onConflict: false });
        await this.exec(entries.sql, entries.params);
        await this.exec(`set local maintenance_work_mem = '${BULK_INDEX_MEMORY}'`);
        for (const i of indexes) await this.exec(i.definition as string);
        for (const c of constraints) await this.exec(`alter table cleaners_search_places add constraint "${c.name as string}" ${c.definition as string}`);
      },
    };
  }

  async ratingsOf(userIds: string[]) {
    const out = new Map<string, RatingAggregates>();
    if (!userIds.length) return out;
    const rows = await this.exec(
      'select user_id, rating_average::float8 as rating_average, rating_count, completion_rate::float8 as completion_rate from cleaners_search where user_id = any(?::uuid[])',
      [pgArray(userIds)],
    );
    for (const r of rows) out.set(r.user_id as string, { average: num(r.rating_average), count: Number(r.rating_count), completionRate: num(r.completion_rate) });
    return out;
  }

  /**
   * Searches with a radius (recommendations) read the keys table; the others a place's entries, as
   * prepared statements (one per shape of question: parsed and planned once per connection; every
   * plan starts with the place, so a generic one suits big and small places alike).
   */
  async count(filters: SearchFilters) {
    const [row] = filters.city?.radiusKm ? await this.run(searchCountSql(filters)) : await this.prepared(placeCountSql(filters));
    return Number(row?.total ?? 0);
  }

  async rows(filters: SearchFilters, sort: SearchSort, offset: number, limit: number) {
    const rows = filters.city?.radiusKm ? await this.run(searchPageSql(filters, sort, offset, limit)) : await this.prepared(placePageSql(filters, sort, offset, limit));
    return rows.map(toSearchRow);
  }

  private run(q: BuiltSql): Promise<Raw[]> {
    return this.exec(q.sql, q.params);
  }

  private prepared(q: BuiltSql): Promise<Raw[]> {
    const text = toNumbered(q.sql);
    return preparedRows<Raw>(this.em(), { name: `cleaners_search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text }, q.params);
  }

  async setFreeUntil(userIds: readonly string[], freeUntil: ReadonlyMap<string, Date>) {
    for (const table of ['cleaners_search_keys', 'cleaners_search_places'] as const) await this.setFreeUntilOf(table, userIds, freeUntil);
  }

  private async setFreeUntilOf(table: 'cleaners_search_keys' | 'cleaners_search_places', userIds: readonly string[], freeUntil: ReadonlyMap<string, Date>) {
    if (!userIds.length) return;
    // Only rows whose value changes are written (the day's refresh of everyone changes few).
    await this.exec(
      `update ${table} t set free_until = v.free_until
         from (select unnest(?::uuid[]) as user_id, unnest(?::timestamptz[]) as free_until) v
        where t.user_id = v.user_id and t.free_until is distinct from v.free_until`,
      [pgArray(userIds as string[]), `{${userIds.map((id) => freeUntil.get(id)?.toISOString() ?? 'NULL').join(',')}}`],
    );
  }

  async setBookingFigures(figures: ReadonlyMap<string, BookingFigures>) {
    if (!figures.size) return;
    const ids = [...figures.keys()];
    // Like free time, kept apart from the upsert's columns: only rows whose figures change are written.
    await this.exec(
      `update cleaners_search s set completed_visits = v.completed_visits, response_seconds = v.response_seconds
         from (select unnest(?::uuid[]) as user_id, unnest(?::int[]) as completed_visits, unnest(?::int[]) as response_seconds) v
        where s.user_id = v.user_id and (s.completed_visits, s.response_seconds) is distinct from (v.completed_visits, v.response_seconds)`,
      [pgArray(ids), `{${ids.map((id) => figures.get(id)!.completedVisits).join(',')}}`, `{${ids.map((id) => figures.get(id)!.responseSeconds ?? 'NULL').join(',')}}`],
    );
  }

  /**
   * The home page's totals, in one pass over the read model (one narrow row per cleaner): listed
   * cleaners; visits and reviews of every cleaner with a profile (listed or not: they happened). The
   * platform average weighs each cleaner's stored average by their review count.
   */
  async marketplaceTotals(): Promise<MarketplaceTotals> {
    const [row] = await this.exec(
      `select count(*) filter (where listed) as cleaners,
              coalesce(sum(completed_visits), 0) as visits,
              coalesce(sum(rating_count), 0) as reviews,
              (sum(rating_average * rating_count) / nullif(sum(rating_count), 0))::float8 as average,
              coalesce(bool_or(is_demo) filter (where listed or completed_visits > 0 or rating_count > 0), false) as demo
         from cleaners_search`,
    );
    return {
      listedCleaners: Number(row?.cleaners ?? 0),
      completedVisits: Number(row?.visits ?? 0),
      reviewCount: Number(row?.reviews ?? 0),
      ratingAverage: num(row?.average),
      includesDemo: row?.demo === true,
    };
  }

  async lockFreeTimeState() {
    await this.exec(`insert into cleaners_free_time_state (id, bookings_seen_at, horizon_start) values (1, 'epoch', '1970-01-01') on conflict (id) do nothing`);
    const [row] = await this.exec('select bookings_seen_at, horizon_start::text as horizon_start from cleaners_free_time_state where id = 1 for update skip locked');
    return row ? { bookingsSeenAt: sqlDate(row.bookings_seen_at as Date | string), horizonStart: row.horizon_start as string } : null;
  }

  async saveFreeTimeState(state: FreeTimeState) {
    await this.exec('update cleaners_free_time_state set bookings_seen_at = ?, horizon_start = ?::date where id = 1', [state.bookingsSeenAt, state.horizonStart]);
  }

  async listedIds() {
    return (await this.exec('select user_id from cleaners_search_keys where listed order by user_id')).map((r) => r.user_id as string);
  }

  async listedBySlug(slug: string) {
    const [row] = await this.exec(`select ${CARD_COLUMNS}, null as city_rate_cents from cleaners_search s where s.listed and s.slug = ?`, [slug]);
    return row ? toSearchRow(row) : null;
  }

  async rowOf(userId: string) {
    const [row] = await this.exec(`select ${CARD_COLUMNS}, null as city_rate_cents from cleaners_search s where s.user_id = ?`, [userId]);
    return row ? toSearchRow(row) : null;
  }

  async listedSlugs(limit: number) {
    return (await this.exec('select slug from cleaners_search where listed order by slug limit ?', [Math.floor(limit)])).map((r) => r.slug as string);
  }

  async listedCityIds() {
    return (await this.exec('select distinct unnest(city_ids) as id from cleaners_search where listed order by id')).map((r) => r.id as string);
  }

  async allProfileIds() {
    return (await this.exec('select user_id from cleaners_profiles order by user_id')).map((r) => r.user_id as string);
  }
}
