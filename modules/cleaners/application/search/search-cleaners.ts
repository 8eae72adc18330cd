import { err, ok, type Result } from '../../../../src/shared/result.js';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { SearchErrors } from '../../domain/cleaners.errors.js';
import type { ExperienceLevel, Language, Pet, ServiceType } from '../../domain/cleaner-vocabulary.js';
import { AVAILABLE_SOON_DAYS, dayWindows } from '../../domain/search/local-day.js';
import { SEARCH_PAGE_SIZE, type CityFilter, type SearchFilters, type SearchRow, type SearchSort } from '../../domain/search/search-query.js';
import type { CleanersDeps, PlaceInfo } from '../ports.js';

/**
 * With the next-3-days filter, at most this many matching cleaners (in sort order) are checked
 * against availability: the filter runs in the availability module, after SQL (docs/decisions.md).
 */
export const AVAILABLE_SOON_MAX_CANDIDATES = 2000;

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
}

/** The searched place, by gazetteer id or name; an unknown one is the spec's "city not found". */
export function resolveCity(deps: CleanersDeps, raw: string | undefined): Result<PlaceInfo | null, DomainError> {
  if (raw === undefined || raw.trim() === '') return ok(null);
  const place = deps.places.find(raw.trim());
  return place ? ok(place) : err(SearchErrors.cityNotFound());
}

export const cityFilter = (place: PlaceInfo, radiusKm?: number): CityFilter => ({ placeId: place.id, lat: place.lat, lng: place.lng, ...(radiusKm ? { radiusKm } : {}) });

export const searchCleaners =
  (deps: CleanersDeps) =>
  async (input: SearchCleanersInput): Promise<Result<SearchCleanersResult, DomainError>> => {
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
    const offset = (page - 1) * pageSize;
    if (!input.availableSoon) {
      const { rows, total } = await deps.search.page(filters, sort, offset, pageSize);
      return ok({ rows, total, page, pageSize, city: city.value });
    }
    // Availability lives in its own module: SQL gives the matching ids in order, availability keeps
    // those with free time today or in the next 3 days, then one page of cards is read.
    const ids = await deps.search.orderedIds(filters, sort, AVAILABLE_SOON_MAX_CANDIDATES);
    const windows = dayWindows(deps.clock.now(), AVAILABLE_SOON_DAYS);
    const free = new Set(await deps.availability.availableWithin(ids, windows[0]!.from, windows[windows.length - 1]!.to));
    const kept = ids.filter((id) => free.has(id));
    const rows = await deps.search.rowsByIds(kept.slice(offset, offset + pageSize), city.value?.id ?? null);
    return ok({ rows, total: kept.length, page, pageSize, city: city.value });
  };
