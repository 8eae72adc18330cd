import { LANGUAGES, PETS, SERVICE_TYPES } from '../../domain/cleaner-vocabulary.js';
import type { SearchFilters, SearchSort } from '../../domain/search/search-query.js';
import { CARD_COLUMNS, pgArray, shownRateSql, type BuiltSql } from './search-sql.js';

/** The place of searches without a city: every listed cleaner has an entry there. */
export const ANYWHERE = '*';

/** One boolean column per word of each vocabulary (migration 2026112900); the words are constants, never input. */
const FLAG_SOURCES = [
  ['service', SERVICE_TYPES, 'service_types'],
  ['language', LANGUAGES, 'languages'],
  ['pet', PETS, 'pets'],
] as const;
export const FLAG_COLUMNS = FLAG_SOURCES.flatMap(([prefix, words]) => words.map((w) => `${prefix}_${w}`));
const flagValues = FLAG_SOURCES.flatMap(([, words, column]) => words.map((w) => `'${w}' = any(k.${column})`));

/** One price column per service (migration 2026121020): what that service costs at the place (issue #40). */
const SERVICE_RATE_COLUMNS = SERVICE_TYPES.map((s) => `rate_${s}`);
const placeRate = `case when k.payment_mode = 'hourly' and r.place_id <> '${ANYWHERE}' then (k.city_rates ->> r.place_id)::int end`;
const serviceRateValues = SERVICE_TYPES.map((s) => `coalesce(case when k.payment_mode = 'hourly' then (k.service_rates ->> '${s}')::int end, ${placeRate}, k.min_rate_cents)`);

/**
 * The entries of these cleaners, built from their keys rows (listed ones only): one per place of
 * `reach_ids` and one for `*`. The price key is the place's hourly rate in hourly mode, else the
 * cleaner's lowest rate, as the keys table's price sort computes it; each service's key puts that
 * service's own hourly rate first (it applies in every city, the `*` entry included). `onConflict`
 * false: a bulk load whose primary key is dropped (the cleaners' entries deleted before, `reach_ids` distinct),
 * its rows written in the primary key's order (the key's build then reads them presorted).
 */
export function placeEntriesSql(userIds: readonly string[], options: { onConflict: boolean } = { onConflict: true }): BuiltSql {
  return {
    sql: `insert into cleaners_search_places (place_id, user_id, ${FLAG_COLUMNS.join(', ')}, experience_rank, experience_years, rating_average, rating_count, recommended_score, rate_cents, ${SERVICE_RATE_COLUMNS.join(', ')}, free_until)
      select r.place_id, k.user_id, ${flagValues.join(', ')},
        case k.experience_level when 'expert' then 3 when 'intermediate' then 2 when 'beginner' then 1 end, k.experience_years,
        k.rating_average, k.rating_count, k.recommended_score,
        coalesce(${placeRate}, k.min_rate_cents), ${serviceRateValues.join(', ')}, k.free_until
      from cleaners_search_keys k cross join lateral unnest(k.reach_ids || array['${ANYWHERE}']::text[]) as r(place_id)
      where k.listed and k.user_id = any(?::uuid[])${options.onConflict ? '\n      on conflict (place_id, user_id) do nothing' : '\n      order by r.place_id, k.user_id'}`,
    params: [pgArray(userIds as string[])],
  };
}

/** The WHERE of a search over `cleaners_search_places p` (no radius: recommendations use the keys table). */
function placeWhere(f: SearchFilters): { where: string; params: unknown[] } {
  const where = ['p.place_id = ?'];
  const params: unknown[] = [f.city?.placeId ?? ANYWHERE];
  // Column names from the closed vocabularies only (the contract validated the values).
  const flag = (prefix: string, words: readonly string[], word: string) => {
    if (!words.includes(word)) throw new Error(`unknown ${prefix} ${word}`);
    where.push(`p.${prefix}_${word}`);
  };
  if (f.serviceType) flag('service', SERVICE_TYPES, f.serviceType);
  if (f.language) flag('language', LANGUAGES, f.language);
  for (const pet of f.pets ?? []) flag('pet', PETS, pet);
  if (f.minRating !== undefined) {
    where.push('p.rating_average >= ?');
    params.push(f.minRating);
  }
  if (f.experienceLevel) {
    where.push('p.experience_rank = ?');
    params.push({ beginner: 1, intermediate: 2, expert: 3 }[f.experienceLevel]);
  }
  if (f.freeAfter) {
    where.push('p.free_until > ?');
    params.push(f.freeAfter);
  }
  return { where: where.join(' and '), params };
}

/** The same order as the keys table's sorts (search-sql.ts), ties broken by id; `rate`: the price column. */
const orderOf = (sort: SearchSort, rate: string): string =>
  ({
    recommended: 'recommended_score desc, user_id',
    rating: 'rating_average desc nulls last, rating_count desc, user_id',
    price_asc: `${rate} asc nulls last, user_id`,
    price_desc: `${rate} desc nulls last, user_id`,
    experience: 'experience_years desc nulls last, experience_rank desc nulls last, user_id',
  })[sort];

/** The price a search sorts by: the named service's column (a closed vocabulary, never input), else the place's rate. */
function rateColumn(f: SearchFilters): string {
  if (!f.serviceType) return 'rate_cents';
  if (!SERVICE_TYPES.includes(f.serviceType)) throw new Error(`unknown service ${f.serviceType}`);
  return `rate_${f.serviceType}`;
}

/** How many listed cleaners match: an index-only scan of the place's entries. */
export function placeCountSql(f: SearchFilters): BuiltSql {
  const w = placeWhere(f);
  return { sql: `select count(*) as total from cleaners_search_places p where ${w.where}`, params: w.params };
}

/** One page of cards, in order: the page's ids from the place's entries, then their cards. */
export function placePageSql(f: SearchFilters, sort: SearchSort, offset: number, limit: number): BuiltSql {
  const w = placeWhere(f);
  const rate = rateColumn(f);
  const order = orderOf(sort, rate);
  const shown = shownRateSql(f);
  return {
    sql: `with p as (select p.user_id, p.recommended_score, p.rating_average, p.rating_count, p.${rate}, p.experience_years, p.experience_rank
        from cleaners_search_places p where ${w.where} order by ${order.replace(/(^|, )/g, '$1p.')} limit ? offset ?)
      select ${CARD_COLUMNS}, ${shown.expr} as city_rate_cents
        from p join cleaners_search s on s.user_id = p.user_id order by ${order.replace(/(^|, )/g, '$1p.')}`,
    params: [...w.params, limit, offset, ...shown.params],
  };
}
