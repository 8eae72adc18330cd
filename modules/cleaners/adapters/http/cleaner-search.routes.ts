import Router from '@koa/router';
import { unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { CleanersDeps } from '../../application/ports.js';
import { searchCleaners, type SearchCleanersInput, type SearchCleanersResult } from '../../application/search/search-cleaners.js';
import { distanceTo, recommendCleaners } from '../../application/search/recommend-cleaners.js';
import { publicProfile } from '../../application/search/public-profile.js';
import type { ExperienceLevel, Language, Pet, ServiceType } from '../../domain/cleaner-vocabulary.js';
import type { SearchRow, SearchSort } from '../../domain/search/search-query.js';
import { presentMarketplaceStats, presentPublicProfile, presentRecommendations, presentSearch } from './cleaner-search.presenter.js';
import type { MarketplaceStats } from '../../application/search/marketplace-stats.js';

type Query = Record<string, string | string[] | undefined>;

// The query was validated against openapi.yaml before reaching here: only its shapes arrive.
const str = (query: Query, name: string) => {
  const v = query[name];
  return typeof v === 'string' ? v : undefined;
};
const num = (query: Query, name: string) => {
  const v = str(query, name);
  return v === undefined || v === '' ? undefined : Number(v);
};

/** Public search's input from a query the contract accepted (the route, and the edge's ready answers). */
export function searchInputOf(query: Query): SearchCleanersInput {
  return {
    city: str(query, 'city'),
    service: str(query, 'service') as ServiceType | undefined,
    minRating: num(query, 'minRating'),
    experience: str(query, 'experience') as ExperienceLevel | undefined,
    availableSoon: str(query, 'availableSoon') === 'true',
    pets: str(query, 'pets')?.split(',') as Pet[] | undefined,
    language: str(query, 'language') as Language | undefined,
    sort: str(query, 'sort') as SearchSort | undefined,
    page: num(query, 'page'),
    pageSize: num(query, 'pageSize'),
  };
}

/** The answer's JSON, as the route sends it. */
export function searchAnswerJson(deps: CleanersDeps, result: SearchCleanersResult): string {
  return JSON.stringify(presentSearch(result, (id) => deps.places.nameOf(id), (row) => distanceTo(deps, row, result.city)));
}

/** A first page is a new search (the next pages are the same one): counted for the console's funnel. */
export function countSearch(deps: CleanersDeps, page: number): void {
  if (page === 1) deps.onSearched?.();
}

/** Serialized search answers by the rows they present (rows the answer cache no longer holds go with them). */
const answers = new WeakMap<SearchRow[], Map<string, string>>();

/** Public search, recommendations and profiles: anyone may read them, signed in or not. */
export function cleanerSearchRouter(deps: CleanersDeps, stats: MarketplaceStats): Router<AppState> {
  const router = new Router<AppState>();
  const placeName = (id: string) => deps.places.nameOf(id);

  router.get('/api/cleaners', async (ctx) => {
    const result = unwrap(await searchCleaners(deps)(searchInputOf(ctx.query)));
    countSearch(deps, result.page);
    ctx.set('Cache-Control', 'no-cache');
    // The answer cache hands out the same rows while it reuses them: their answer is serialized once.
    const key = `${result.total}|${result.page}|${result.pageSize}|${result.city?.id ?? ''}`;
    let serialized = answers.get(result.rows);
    if (!serialized) answers.set(result.rows, (serialized = new Map()));
    let body = serialized.get(key);
    if (body === undefined) serialized.set(key, (body = searchAnswerJson(deps, result)));
    ctx.type = 'application/json';
    ctx.body = body;
  });

  router.get('/api/cleaners/recommended', async (ctx) => {
    // Only a signed-in client's own "not interested" cleaners are left out; anyone else sees the same list.
    const clientId = ctx.state.auth?.role === 'client' ? ctx.state.auth.userId : undefined;
    const q = ctx.query;
    const result = unwrap(await recommendCleaners(deps)({ city: str(q, 'city'), lat: num(q, 'lat'), lng: num(q, 'lng'), date: str(q, 'date'), limit: num(q, 'limit'), clientId }));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = presentRecommendations(result, placeName);
  });

  // The home page's figures: the same for everyone, cached on the server for a minute (MarketplaceStats).
  router.get('/api/cleaners/stats', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = presentMarketplaceStats(await stats.get());
  });

  router.get('/api/cleaners/by-slug/:slug', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = presentPublicProfile(unwrap(await publicProfile(deps)(ctx.params.slug!)), placeName);
  });

  return router;
}
