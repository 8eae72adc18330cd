import { describe, expect, it } from 'vitest';
import { boundingBox, pgArray, searchPageSql, toNumbered } from './search-sql.js';
import { ANYWHERE, FLAG_COLUMNS, placeCountSql, placePageSql } from './place-search-sql.js';

const gaspe = { placeId: 'gaspe', lat: 48.83, lng: -64.48 };
const placeholders = (sql: string) => (sql.match(/\?/g) ?? []).length;

describe('search SQL', () => {
  it('binds exactly one parameter per placeholder, whatever the filters and sort', () => {
    for (const sort of ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'] as const) {
      const freeBetween = { from: new Date('2026-11-26T15:00:00Z'), to: new Date('2026-11-30T05:00:00Z') };
      for (const filters of [{}, { city: gaspe }, { city: { ...gaspe, radiusKm: 60 }, serviceType: 'deep' as const, minRating: 4, experienceLevel: 'expert' as const, pets: ['cats' as const], language: 'french' as const, freeBetween }]) {
        const page = searchPageSql(filters, sort, 24, 12);
        expect(placeholders(page.sql), `${sort} ${JSON.stringify(filters)}`).toBe(page.params.length);
      }
    }
  });

  it('only ever reads listed rows, and adds one condition per filter', () => {
    const bare = searchPageSql({}, 'recommended', 0, 12).sql;
    expect(bare).toContain('where k.listed');
    expect(bare).not.toContain('k.service_types @>');
    const filtered = searchPageSql({ serviceType: 'deep', language: 'english', pets: ['cats', 'dogs'], minRating: 4.5, experienceLevel: 'expert' }, 'recommended', 0, 12);
    expect(filtered.sql).toContain('k.service_types @> array[?]::text[]');
    expect(filtered.sql).toContain('k.languages @> array[?]::text[]');
    expect(filtered.sql).toContain('k.pets @> ?::text[]');
    expect(filtered.sql).toContain('k.rating_average >= ?');
    expect(filtered.sql).toContain('k.experience_level = ?');
    expect(filtered.params).toEqual(expect.arrayContaining(['deep', 'english', '{"cats","dogs"}', 4.5, 'expert']));
  });

  it('filters and ranks in the narrow keys table, then reads only the page from the wide one', () => {
    const { sql } = searchPageSql({ city: gaspe }, 'recommended', 0, 12);
    expect(sql).toContain('from cleaners_search_keys k where');
    expect(sql).toContain('from p join cleaners_search s on s.user_id = p.user_id');
  });

  it('matches a city by the precomputed places the cleaner reaches: one indexed containment, no distance', () => {
    const { sql, params } = searchPageSql({ city: gaspe }, 'recommended', 0, 12);
    expect(sql).toContain('(k.reach_ids @> array[?]::text[])');
    expect(sql).not.toContain('asin(');
    expect(params[0]).toBe('gaspe');
  });

  it('with a radius also takes primary cities that close: box, then the great-circle distance', () => {
    const { sql, params } = searchPageSql({ city: { ...gaspe, radiusKm: 60 } }, 'recommended', 0, 12);
    expect(sql).toContain('k.reach_ids @> array[?]::text[] or (k.primary_lat between ? and ? and k.primary_lng between ? and ?');
    const b = boundingBox(48.83, -64.48, 60);
    expect(params.slice(0, 9)).toEqual(['gaspe', b.minLat, b.maxLat, b.minLng, b.maxLng, 48.83, 48.83, -64.48, 60]);
  });

  it('orders by the chosen key, nulls last, then by id for a stable paging; limit and offset last', () => {
    expect(searchPageSql({}, 'rating', 0, 12).sql).toContain('order by k0 desc nulls last, k1 desc nulls last, user_id limit ? offset ?');
    const price = searchPageSql({ city: gaspe }, 'price_asc', 36, 12);
    expect(price.sql).toContain('k0 asc nulls last, user_id');
    expect(price.params[0]).toBe('gaspe');
    expect(price.params.slice(-3)).toEqual([12, 36, 'gaspe']);
    expect(searchPageSql({}, 'price_desc', 0, 12).sql).toContain('k0 desc nulls last');
  });

  it('numbers placeholders for node-postgres and quotes array literals', () => {
    expect(toNumbered('a = ? and b = ?')).toBe('a = $1 and b = $2');
    expect(pgArray(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
    expect(pgArray([1.5, 2])).toBe('{1.5,2}');
  });

  it('the coverage box contains every point within the distance', () => {
    const b = boundingBox(45.5, -73.6, 50);
    expect(b.maxLat - 45.5).toBeCloseTo(50 / 111.32, 5);
    expect(-73.6 - b.minLng).toBeGreaterThan(50 / 111.32);
  });
});

describe('per-place search SQL', () => {
  const montreal = { placeId: 'montreal', lat: 45.5, lng: -73.57 };
  it('binds one parameter per placeholder for every filter and sort', () => {
    for (const sort of ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'] as const) {
      for (const filters of [{}, { city: montreal }, { city: montreal, serviceType: 'deep' as const, minRating: 4, experienceLevel: 'expert' as const, pets: ['cats' as const, 'dogs' as const], language: 'french' as const, freeAfter: new Date() }]) {
        const page = placePageSql(filters, sort, 24, 12);
        expect(placeholders(page.sql), `${sort} ${JSON.stringify(filters)}`).toBe(page.params.length);
        const count = placeCountSql(filters);
        expect(placeholders(count.sql)).toBe(count.params.length);
      }
    }
  });

  it('reads the place entries of the city, or of * without one; vocabularies as boolean columns', () => {
    expect(placeCountSql({}).params[0]).toBe(ANYWHERE);
    const { sql, params } = placeCountSql({ city: montreal, serviceType: 'move_in_out', pets: ['cats', 'birds'], language: 'english', freeAfter: new Date(0) });
    expect(params).toEqual(['montreal', new Date(0)]);
    expect(sql).toContain('p.place_id = ? and p.service_move_in_out and p.language_english and p.pet_cats and p.pet_birds and p.free_until > ?');
    for (const column of ['service_move_in_out', 'language_english', 'pet_birds']) expect(FLAG_COLUMNS).toContain(column);
  });

  it('never turns an unknown word into a column name', () => {
    expect(() => placeCountSql({ serviceType: 'regular; drop table x' as never })).toThrow(/unknown service/);
  });

  it('orders a page like the keys table, ties broken by id', () => {
    expect(placePageSql({}, 'rating', 0, 12).sql).toContain('order by p.rating_average desc nulls last, p.rating_count desc, p.user_id limit ? offset ?');
    expect(placePageSql({}, 'price_desc', 0, 12).sql).toContain('order by p.rate_cents desc nulls last, p.user_id');
  });
});
