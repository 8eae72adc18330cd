import { err, ok, type Result } from '../../../../src/shared/result.js';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { SearchErrors } from '../../domain/cleaners.errors.js';
import type { ExperienceLevel, Language, Pet, ServiceType } from '../../domain/cleaner-vocabulary.js';
import { SEARCH_PAGE_SIZE, type CityFilter, type SearchFilters, type SearchRow, type SearchSort } from '../../domain/search/search-query.js';
import type { CleanerSearchRepository, CleanersDeps, PlaceInfo } from '../ports.js';

export interface SearchCleanersInput {
  city?: string;
  service?: ServiceType;
  minRating?: number;
  experience?: ExperienceLevel;
  availableSoon?: boolean;
  pets?: Pet[];
  language?: Language;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
}

export interface SearchCleanersResult {
  rows: SearchRow[];
  total: number;
  page: number;
  pageSize: number;
  city: PlaceInfo | null;
  /** With the 3-day filter: the minute free time is counted from (the answer holds for that minute). */
  freeAfter?: Date;
}

/** The searched place, by gazetteer id or name; an unknown one is the spec's "city not found". */
export function resolveCity(deps: CleanersDeps, raw: string | undefined): Result<PlaceInfo | null, DomainError> {
  if (raw === undefined || raw.trim() === '') return ok(null);
  const place = deps.places.find(raw.trim());
  return place ? ok(place) : err(SearchErrors.cityNotFound());
}

export const cityFilter = (place: PlaceInfo, radiusKm?: number): CityFilter => ({ placeId: place.id, lat: place.lat, lng: place.lng, ...(radiusKm ? { radiusKm } : {}) });

/** What a search reads: totals and pages (the answer cache by default). */
export type SearchReads = Pick<CleanerSearchRepository, 'count' | 'rows'>;

export const searchCleaners =
  (deps: CleanersDeps, reads: SearchReads = deps.search) =>
  /** `at`: the moment the 3-day filter counts free time from (now; the next minute when an answer is read ahead of it). */
  async (input: SearchCleanersInput, at: Date = deps.clock.now()): Promise<Result<SearchCleanersResult, DomainError>> => {
    const city = resolveCity(deps, input.city);
    if (!city.ok) return city;
    const page = Math.max(1, input.page ?? 1);
    const pageSize = Math.min(SEARCH_PAGE_SIZE.max, Math.max(1, input.pageSize ?? SEARCH_PAGE_SIZE.default));
    const sort = input.sort ?? 'recommended';
    const filters: SearchFilters = {
      ...(city.value ? { city: cityFilter(city.value) } : {}),
      ...(input.service ? { serviceType: input.service } : {}),
      ...(input.minRating !== undefined ? { minRating: input.minRating } : {}),
      ...(input.experience ? { experienceLevel: input.experience } : {}),
      ...(input.pets?.length ? { pets: [...new Set(input.pets)] } : {}),
      ...(input.language ? { language: input.language } : {}),
    };
    // Free time after this minute, up to the end of the third day (the read model's `free_until`);
    // the minute keeps identical questions identical for the answer cache.
    if (input.availableSoon) filters.freeAfter = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    const { rows, total } = await searchPage(reads, filters, sort, (page - 1) * pageSize, pageSize);
    return ok({ rows, total, page, pageSize, city: city.value, ...(filters.freeAfter ? { freeAfter: filters.freeAfter } : {}) });
  };

/** A page of cards and the total; past the last page, no rows and the total. Count and rows are cached apart (cached-search.ts). */
export async function searchPage(search: SearchReads, filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<{ rows: SearchRow[]; total: number }> {
  const total = await search.count(filters);
  return { rows: total > offset ? await search.rows(filters, sort, offset, limit) : [], total };
}
