import Router from '@koa/router';
import { unwrap, type AppContext, type AppState } from '../../../../src/shared/http-kit.js';
import type { CleanersDeps } from '../../application/ports.js';
import { searchCleaners } from '../../application/search/search-cleaners.js';
import { distanceTo, recommendCleaners } from '../../application/search/recommend-cleaners.js';
import { publicProfile } from '../../application/search/public-profile.js';
import type { ExperienceLevel, Language, Pet, ServiceType } from '../../domain/cleaner-vocabulary.js';
import type { SearchRow, SearchSort } from '../../domain/search/search-query.js';
import { presentMarketplaceStats, presentPublicProfile, presentRecommendations, presentSearch } from './cleaner-search.presenter.js';
import type { MarketplaceStats } from '../../application/search/marketplace-stats.js';

// The query was validated against openapi.yaml before reaching here: only its shapes arrive.
const str = (ctx: AppContext, name: string) => {
  const v = ctx.query[name];
  return typeof v === 'string' ? v : undefined;
};
const num = (ctx: AppContext, name: string) => {
  const v = str(ctx, name);
  return v === undefined || v === '' ? undefined : Number(v);
};

/** Serialized search answers by the rows they present (rows the answer cache no longer holds go with them). */
const answers = new WeakMap<SearchRow[], Map<string, string>>();

/** Public search, recommendations and profiles: anyone may read them, signed in or not. */
export function cleanerSearchRouter(deps: CleanersDeps, stats: MarketplaceStats): Router<AppState> {
  const router = new Router<AppState>();
  const placeName = (id: string) => deps.places.nameOf(id);

  router.get('/api/cleaners', async (ctx) => {
    const result = unwrap(
      await searchCleaners(deps)({
        city: str(ctx, 'city'),
        service: str(ctx, 'service') as ServiceType | undefined,
        minRating: num(ctx, 'minRating'),
        experience: str(ctx, 'experience') as ExperienceLevel | undefined,
        availableSoon: str(ctx, 'availableSoon') === 'true',
        pets: str(ctx, 'pets')?.split(',') as Pet[] | undefined,
        language: str(ctx, 'language') as Language | undefined,
        sort: str(ctx, 'sort') as SearchSort | undefined,
        page: num(ctx, 'page'),
        pageSize: num(ctx, 'pageSize'),
      }),
    );
    // A first page is a new search (the next pages are the same one): counted for the console's funnel.
    if (result.page === 1) deps.onSearched?.();
    ctx.set('Cache-Control', 'no-cache');
    // The answer cache hands out the same rows while it reuses them: their answer is serialized once.
    const key = `${result.total}|${result.page}|${result.pageSize}|${result.city?.id ?? ''}`;
    let serialized = answers.get(result.rows);
    if (!serialized) answers.set(result.rows, (serialized = new Map()));
    let body = serialized.get(key);
    if (body === undefined) serialized.set(key, (body = JSON.stringify(presentSearch(result, placeName, (row) => distanceTo(deps, row, result.city)))));
    ctx.type = 'application/json';
    ctx.body = body;
  });

  router.get('/api/cleaners/recommended', async (ctx) => {
    // Only a signed-in client's own "not interested" cleaners are left out; anyone else sees the same list.
    const clientId = ctx.state.auth?.role === 'client' ? ctx.state.auth.userId : undefined;
    const result = unwrap(await recommendCleaners(deps)({ city: str(ctx, 'city'), lat: num(ctx, 'lat'), lng: num(ctx, 'lng'), date: str(ctx, 'date'), limit: num(ctx, 'limit'), clientId }));
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
