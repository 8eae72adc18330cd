import type { SearchFilters, SearchSort } from '../../domain/search/search-query.js';

/** A PostgreSQL array literal ('{"a","b"}') bound as one text parameter, so any driver can bind it. */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** Great-circle km from the cleaner's primary city to (lat, lng): the same formula as modules/geo's distanceKm. */
const haversine = (lat: string, lng: string) =>
  `(12742 * asin(sqrt(power(sin(radians(${lat}::float8 - s.primary_lat) / 2), 2) + cos(radians(s.primary_lat)) * cos(radians(${lat}::float8)) * power(sin(radians(${lng}::float8 - s.primary_lng) / 2), 2))))`;

const KM_PER_DEGREE_LAT = 111.32;

/** The lat/lng box containing every point within `km` of (lat, lng); also the read model's reach_box. */
export function boundingBox(lat: number, lng: number, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const dLng = km / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** The searched city's hourly rate, applied only in hourly mode. */
const cityRate = (param: string) => `case when s.payment_mode = 'hourly' then (s.city_rates ->> ${param})::int end`;

export const CARD_COLUMNS = `s.user_id, s.slug, s.name, s.profile_pic, s.bio_excerpt, s.primary_city_id, s.city_ids, s.min_hourly_rate_cents,
  s.payment_mode, s.fixed_rates, s.service_types, s.languages, s.pets, s.experience_level, s.experience_years, s.badges,
  s.rating_average::float8 as rating_average, s.rating_count, s.completion_rate::float8 as completion_rate, s.recommended_score`;

export interface BuiltSql {
  sql: string;
  params: unknown[];
}

/**
 * The WHERE and ORDER BY of a search, with `?` placeholders (MikroORM's connection; the bench
 * numbers them for raw pg). Only listed rows; every filter is indexable (GIN on the arrays,
 * btree on primary_city_id, partial indexes on listed).
 */
interface OrderKey {
  expr: string;
  dir: 'asc' | 'desc';
}

export function searchClauses(f: SearchFilters, sort: SearchSort): { where: string; whereParams: unknown[]; keys: OrderKey[]; keyParams: unknown[] } {
  const where = ['s.listed'];
  const whereParams: unknown[] = [];
  if (f.city) {
    const { placeId, lat, lng } = f.city;
    // reach_box (GiST) narrows to cleaners whose coverage box contains the place; the great-circle
    // distance then decides, like modules/geo's distanceKm.
    where.push(
      `(s.city_ids @> array[?]::text[] or (s.reach_box && box(point(?, ?), point(?, ?)) and ${haversine('?', '?')} <= s.coverage_km)${f.city.radiusKm ? ` or (s.primary_lat between ? and ? and s.primary_lng between ? and ? and ${haversine('?', '?')} <= ?)` : ''})`,
    );
    // haversine() reads lat twice, then lng.
    whereParams.push(placeId, lng, lat, lng, lat, lat, lat, lng);
    if (f.city.radiusKm) {
      const b = boundingBox(lat, lng, f.city.radiusKm);
      whereParams.push(b.minLat, b.maxLat, b.minLng, b.maxLng, lat, lat, lng, f.city.radiusKm);
    }
  }
  if (f.serviceType) {
    where.push('s.service_types @> array[?]::text[]');
    whereParams.push(f.serviceType);
  }
  if (f.minRating !== undefined) {
    where.push('s.rating_average >= ?');
    whereParams.push(f.minRating);
  }
  if (f.experienceLevel) {
    where.push('s.experience_level = ?');
    whereParams.push(f.experienceLevel);
  }
  if (f.pets?.length) {
    where.push('s.pets @> ?::text[]');
    whereParams.push(pgArray(f.pets));
  }
  if (f.language) {
    where.push('s.languages @> array[?]::text[]');
    whereParams.push(f.language);
  }
  const keyParams: unknown[] = [];
  let keys: OrderKey[];
  switch (sort) {
    case 'rating':
      keys = [{ expr: 's.rating_average', dir: 'desc' }, { expr: 's.rating_count', dir: 'desc' }];
      break;
    case 'price_asc':
    case 'price_desc':
      keys = [{ expr: `coalesce(${cityRate('?')}, s.min_rate_cents)`, dir: sort === 'price_asc' ? 'asc' : 'desc' }];
      keyParams.push(f.city?.placeId ?? '');
      break;
    case 'experience':
      keys = [
        { expr: 's.experience_years', dir: 'desc' },
        { expr: "case s.experience_level when 'expert' then 3 when 'intermediate' then 2 when 'beginner' then 1 end", dir: 'desc' },
      ];
      break;
    default:
      keys = [{ expr: 's.recommended_score', dir: 'desc' }];
  }
  return { where: where.join(' and '), whereParams, keys, keyParams };
}

const orderBy = (keys: OrderKey[], prefix: string) => [...keys.map((k, i) => `${prefix}k${i} ${k.dir} nulls last`), `${prefix}user_id`].join(', ');

/**
 * One page and the total in one statement. The matching rows are first reduced to their id and
 * sort keys (narrow, so counting and sorting thousands stays in memory), then only the page's rows
 * are read in full.
 */
export function searchPageSql(f: SearchFilters, sort: SearchSort, offset: number, limit: number): BuiltSql {
  const c = searchClauses(f, sort);
  const keyCols = c.keys.map((k, i) => `${k.expr} as k${i}`).join(', ');
  return {
    sql: `with m as materialized (select s.user_id, ${keyCols} from cleaners_search s where ${c.where}),
      p as (select * from m order by ${orderBy(c.keys, '')} limit ? offset ?)
      select ${CARD_COLUMNS}, ${cityRate('?')} as city_rate_cents, (select count(*) from m) as total
        from p join cleaners_search s on s.user_id = p.user_id order by ${orderBy(c.keys, 'p.')}`,
    params: [...c.keyParams, ...c.whereParams, limit, offset, f.city?.placeId ?? ''],
  };
}

export function searchCountSql(f: SearchFilters): BuiltSql {
  const c = searchClauses(f, 'recommended');
  return { sql: `select count(*) as total from cleaners_search s where ${c.where}`, params: c.whereParams };
}

export function orderedIdsSql(f: SearchFilters, sort: SearchSort, max: number): BuiltSql {
  const c = searchClauses(f, sort);
  const keyCols = c.keys.map((k, i) => `${k.expr} as k${i}`).join(', ');
  return {
    sql: `select user_id from (select s.user_id, ${keyCols} from cleaners_search s where ${c.where}) m order by ${orderBy(c.keys, '')} limit ?`,
    params: [...c.keyParams, ...c.whereParams, max],
  };
}

/** `?` placeholders numbered for node-postgres ($1, $2, ...). The SQL above uses no other `?`. */
export function toNumbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
