import { LANGUAGES, PETS, SERVICE_TYPES } from '../cleaner-profile/vocabulary';
import type { CleanerLanguage, CleanerPet, CleanerSearchSort, CleanerServiceType, SearchCleanersQuery } from './api/types';

/**
 * The /cleaners filters live in the URL query (shareable, the back button works). This module
 * reads a URL query into filters, writes filters back, and turns them into the API's query.
 * Anything unreadable in the URL is dropped rather than sent to the server.
 */
export const SORTS: readonly CleanerSearchSort[] = ['recommended', 'rating', 'price_asc', 'price_desc', 'experience'];
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
/** The minimum-rating choices offered (stars). */
export const MIN_RATINGS = [3, 4, 4.5] as const;
/** Below MUI's md breakpoint (900 px, as in cleaners-search.css) the filters wait behind a button so the results come first. */
export const PHONE_FILTERS_QUERY = '(max-width: 899.98px)';
/** Cards per page. */
export const PAGE_SIZE = 12;
export { LANGUAGES, PETS, SERVICE_TYPES };

export interface SearchFilters {
  city: string | null;
  service: CleanerServiceType | null;
  minRating: number | null;
  experience: ExperienceLevel | null;
  availableSoon: boolean;
  pets: CleanerPet[];
  language: CleanerLanguage | null;
  sort: CleanerSearchSort;
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  city: null,
  service: null,
  minRating: null,
  experience: null,
  availableSoon: false,
  pets: [],
  language: null,
  sort: 'recommended',
  page: 1,
};

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export function readFilters(params: URLSearchParams): SearchFilters {
  const city = params.get('city')?.trim() || null;
  const rating = Number(params.get('minRating'));
  const page = Number(params.get('page'));
  const pets = (params.get('pets') ?? '')
    .split(',')
    .map((p) => oneOf(PETS, p))
    .filter((p): p is CleanerPet => p !== null);
  return {
    city: city && city.length <= 120 ? city : null,
    service: oneOf(SERVICE_TYPES, params.get('service')),
    minRating: (MIN_RATINGS as readonly number[]).includes(rating) ? rating : null,
    experience: oneOf(EXPERIENCE_LEVELS, params.get('experience')),
    availableSoon: params.get('available') === '1',
    pets: PETS.filter((p) => pets.includes(p)),
    language: oneOf(LANGUAGES, params.get('language')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'recommended',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only what differs from the defaults, so a plain search has a plain address. */
export function writeFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.city) params.set('city', filters.city);
  if (filters.service) params.set('service', filters.service);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.availableSoon) params.set('available', '1');
  if (filters.pets.length) params.set('pets', filters.pets.join(','));
  if (filters.language) params.set('language', filters.language);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter starts again from the first page. */
export function changeFilters(filters: SearchFilters, change: Partial<Omit<SearchFilters, 'page'>>): SearchFilters {
  return { ...filters, ...change, page: 1 };
}

/**
 * How many filters narrow the search (city and sort excluded): drives "clear filters" and, on a
 * phone, the "Filtres (2)" button that opens them (each tolerated pet counts as one).
 */
export function activeFilterCount(filters: SearchFilters): number {
  return [filters.service, filters.minRating, filters.experience, filters.language].filter((v) => v !== null).length + (filters.availableSoon ? 1 : 0) + filters.pets.length;
}

/** The phone's filter panel reset: every filter and the sort back to their defaults; the city stays (it is outside the panel). */
export function resetPanelFilters(filters: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, city: filters.city };
}

export function toSearchQuery(filters: SearchFilters): SearchCleanersQuery {
  const query: SearchCleanersQuery = { sort: filters.sort, page: filters.page, pageSize: PAGE_SIZE };
  if (filters.city) query.city = filters.city;
  if (filters.service) query.service = filters.service;
  if (filters.minRating !== null) query.minRating = filters.minRating;
  if (filters.experience) query.experience = filters.experience;
  if (filters.availableSoon) query.availableSoon = true;
  if (filters.pets.length) query.pets = filters.pets.join(',');
  if (filters.language) query.language = filters.language;
  return query;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
