import type { RecommendedCleanersQuery, SearchCleanersQuery } from './types';

/** Query keys of the public cleaner pages. */
export const searchKeys = {
  all: ['cleaner-search'] as const,
  search: (query: SearchCleanersQuery) => [...searchKeys.all, 'search', query] as const,
  recommended: (query: RecommendedCleanersQuery) => [...searchKeys.all, 'recommended', query] as const,
  profile: (slug: string) => [...searchKeys.all, 'profile', slug] as const,
  availability: (cleanerId: string, from: string, to: string) => [...searchKeys.all, 'availability', cleanerId, from, to] as const,
  places: (q: string) => ['geo', 'places', 'search', q] as const,
  place: (idOrName: string) => ['geo', 'place', idOrName] as const,
  region: (id: string) => ['geo', 'region', id] as const,
};
