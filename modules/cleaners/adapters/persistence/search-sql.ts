import type { SearchFilters, SearchSort } from '../../domain/search/search-query.js';

/** A PostgreSQL array literal ('{"a","b"}') bound as one text parameter, so any driver can bind it. */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** Great-circle km from the cleaner's primary city to (lat, lng): the same formula as modules/geo's distanceKm. */
const haversine = (lat: string, lng: string) =>
  `(12742 * asin(sqrt(power(sin(radians(${lat}::float8 - k.primary_lat) / 2), 2) + cos(radians(k.primary_lat)) * cos(radians(${lat}::float8)) * power(sin(radians(${lng}::float8 - k.primary_lng) / 2), 2))))`;

const KM_PER_DEGREE_LAT = 111.32;

/** The lat/lng box containing every point within `km` of (lat, lng); also the read model's reach_box. */
export function boundingBox(lat: number, lng: number, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const dLng = km / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** The searched city's hourly rate, applied only in hourly mode (`alias`: the keys or the wide table). */
const cityRate = (param: string, alias = 'k') => `case when ${alias}.payment_mode = 'hourly' then (${alias}.city_rates ->> ${param})::int end`;

/**
 * The hourly rate of a searched service (issue #40): its own rate in every city, else the searched
 * city's, in hourly mode only; the first parameter is the service, the second the city.
 */
const serviceRate = (alias = 'k') => `case when ${alias}.payment_mode = 'hourly' then coalesce((${alias}.service_rates ->> ?)::int, (${alias}.city_rates ->> ?)::int) end`;

/** The shown price's column of a page: the searched service's rate when one is named, else the city's (params: service, city). */
export function shownRateSql(f: SearchFilters, alias = 's'): { expr: string; params: unknown[] } {
  const city = f.city?.placeId ?? '';
  return f.serviceType ? { expr: serviceRate(alias), params: [f.serviceType, city] } : { expr: cityRate('?', alias), params: [city] };
}

export const CARD_COLUMNS = `s.user_id, s.slug, s.name, s.profile_pic, s.profile_pic_image, s.bio_excerpt, s.primary_city_id, s.city_ids, s.min_hourly_rate_cents,
  s.payment_mode, s.fixed_rates, s.service_types, s.languages, s.pets, s.experience_level, s.experience_years, s.badges,
  s.rating_average::float8 as rating_average, s.rating_count, s.completion_rate::float8 as completion_rate, s.recommended_score, s.is_demo,
  s.completed_visits, s.response_seconds`;

export interface BuiltSql {
  sql: string;
  params: unknown[];
}

interface OrderKey {
  expr: string;
  dir: 'asc' | 'desc';
}

/**
 * The WHERE and ORDER BY of a search over cleaners_search_keys `k`, with `?` placeholders
 * (MikroORM's connection; the bench numbers them for raw pg). Only listed rows; every filter is
 * indexable (GIN on the arrays, btree on the sort keys, partial indexes on listed).
 */
export function searchClauses(f: SearchFilters, sort: SearchSort): { where: string; whereParams: unknown[]; keys: OrderKey[]; keyParams: unknown[] } {
  const where = ['k.listed'];
  const whereParams: unknown[] = [];
  if (f.city) {
    const { placeId, lat, lng } = f.city;
    // reach_ids holds every place whose search finds the cleaner (primary city, service cities and
    // each place within their coverage distance, computed with modules/geo when the row is written).
    where.push(`(k.reach_ids @> array[?]::text[]${f.city.radiusKm ? ` or (k.primary_lat between ? and ? and k.primary_lng between ? and ? and ${haversine('?', '?')} <= ?)` : ''})`);
    whereParams.push(placeId);
    if (f.city.radiusKm) {
      // haversine() reads lat twice, then lng.
      const b = boundingBox(lat, lng, f.city.radiusKm);
      whereParams.push(b.minLat, b.maxLat, b.minLng, b.maxLng, lat, lat, lng, f.city.radiusKm);
    }
  }
  if (f.serviceType) {
    where.push('k.service_types @> array[?]::text[]');
    whereParams.push(f.serviceType);
  }
  if (f.minRating !== undefined) {
    where.push('k.rating_average >= ?');
    whereParams.push(f.minRating);
  }
  if (f.experienceLevel) {
    where.push('k.experience_level = ?');
    whereParams.push(f.experienceLevel);
  }
  if (f.pets?.length) {
    where.push('k.pets @> ?::text[]');
    whereParams.push(pgArray(f.pets));
  }
  if (f.language) {
    where.push('k.languages @> array[?]::text[]');
    whereParams.push(f.language);
  }
  if (f.freeAfter) {
    where.push('k.free_until > ?');
    whereParams.push(f.freeAfter);
  }
  const keyParams: unknown[] = [];
  let keys: OrderKey[];
  switch (sort) {
    case 'rating':
      keys = [{ expr: 'k.rating_average', dir: 'desc' }, { expr: 'k.rating_count', dir: 'desc' }];
      break;
    case 'price_asc':
    case 'price_desc':
      // A named service sorts by what that service costs (its own rate, else the city's), as quotes price it.
      keys = [{ expr: `coalesce(${f.serviceType ? serviceRate() : cityRate('?')}, k.min_rate_cents)`, dir: sort === 'price_asc' ? 'asc' : 'desc' }];
      if (f.serviceType) keyParams.push(f.serviceType);
      keyParams.push(f.city?.placeId ?? '');
      break;
    case 'experience':
      keys = [
        { expr: 'k.experience_years', dir: 'desc' },
        { expr: "case k.experience_level when 'expert' then 3 when 'intermediate' then 2 when 'beginner' then 1 end", dir: 'desc' },
      ];
      break;
    default:
      keys = [{ expr: 'k.recommended_score', dir: 'desc' }];
  }
  return { where: where.join(' and '), whereParams, keys, keyParams };
}

const orderBy = (keys: OrderKey[], prefix: string) => [...keys.map((k, i) => `${prefix}k${i} ${k.dir} nulls last`), `${prefix}user_id`].join(', ');

/**
 * One page and the total in one statement. The matching rows are found, counted and ranked in the
 * narrow cleaners_search_keys (a few pages for thousands of matches), then only the page's rows
 * are read from the wide cleaners_search.
 */
export function searchPageSql(f: SearchFilters, sort: SearchSort, offset: number, limit: number): BuiltSql {
  const c = searchClauses(f, sort);
  const keyCols = c.keys.map((k, i) => `${k.expr} as k${i}`).join(', ');
  const shown = shownRateSql(f);
  return {
    sql: `with m as materialized (select k.user_id, ${keyCols} from cleaners_search_keys k where ${c.where}),
      p as (select * from m order by ${orderBy(c.keys, '')} limit ? offset ?)
      select ${CARD_COLUMNS}, ${shown.expr} as city_rate_cents, (select count(*) from m) as total
        from p join cleaners_search s on s.user_id = p.user_id order by ${orderBy(c.keys, 'p.')}`,
    params: [...c.keyParams, ...c.whereParams, limit, offset, ...shown.params],
  };
}

export function searchCountSql(f: SearchFilters): BuiltSql {
  const c = searchClauses(f, 'recommended');
  return { sql: `select count(*) as total from cleaners_search_keys k where ${c.where}`, params: c.whereParams };
}

/** `?` placeholders numbered for node-postgres ($1, $2, ...). The SQL above uses no other `?`. */
export function toNumbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
