import Router from '@koa/router';
import { requireAuth, unwrap, type AppState } from '../../../../src/shared/http-kit.js';
import type { Gazetteer } from '../../domain/gazetteer.js';
import { GeoErrors } from '../../domain/geo.errors.js';
import type { suggestAddresses } from '../../application/suggest-addresses.js';
import { presentNearby, presentPlace, presentRegion, presentSuggestion } from './geo.presenter.js';

export const PLACE_SEARCH_DEFAULT_LIMIT = 10;
/** Nearby places are listed nearest first, at most this many. */
export const NEARBY_LIMIT = 100;

// The contract has validated the query already (types and bounds); this only reads it.
const int = (raw: unknown, fallback: number): number => (typeof raw === 'string' && raw !== '' ? Number(raw) : fallback);
const text = (raw: unknown): string => (typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : '');

/** Public geography (places, regions, distances) and, for signed-in people, address suggestions. */
export function geoRouter(deps: { places: Gazetteer; suggest: ReturnType<typeof suggestAddresses> }): Router<AppState> {
  const router = new Router<AppState>();
  const { places } = deps;

  router.get('/api/geo/places', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = places.searchPlaces(text(ctx.query.q), int(ctx.query.limit, PLACE_SEARCH_DEFAULT_LIMIT)).map(presentPlace);
  });

  router.get('/api/geo/places/:id', (ctx) => {
    const place = places.findPlace(ctx.params.id!);
    if (!place) throw GeoErrors.cityNotFound();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = presentPlace(place);
  });

  router.get('/api/geo/places/:id/nearby', (ctx) => {
    const place = places.findPlace(ctx.params.id!);
    if (!place) throw GeoErrors.cityNotFound();
    const km = Number(ctx.query.km);
    const nearby = places.placesWithinKm(place, km).filter((n) => n.place.id !== place.id);
    if (!nearby.length) throw GeoErrors.noCitiesInDistance(km);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = nearby.slice(0, NEARBY_LIMIT).map(presentNearby);
  });

  router.get('/api/geo/regions', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = places.regions.map(presentRegion);
  });

  router.get('/api/geo/regions/:id', (ctx) => {
    const region = places.region(ctx.params.id!);
    if (!region) throw GeoErrors.regionNotFound();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = { ...presentRegion(region), places: places.placesInRegion(region.id).map(presentPlace) };
  });

  router.get('/api/geo/address-suggestions', async (ctx) => {
    requireAuth(ctx);
    const postalCode = text(ctx.query.postalCode);
    const suggestions = unwrap(await deps.suggest({ q: text(ctx.query.q), postalCode }));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = suggestions.map(presentSuggestion);
  });

  return router;
}
