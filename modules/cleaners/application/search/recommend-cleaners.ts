import { err, ok, type Result } from '../../../../src/shared/result.js';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { SearchErrors } from '../../domain/cleaners.errors.js';
import { AVAILABLE_SOON_DAYS, dayWindows, isIsoDate, localDateOf, startOfLocalDay, addDays } from '../../domain/search/local-day.js';
import { recommendationScores, type RecommendationScores } from '../../domain/search/recommendation-scores.js';
import type { SearchRow } from '../../domain/search/search-query.js';
import type { CleanersDeps, PlaceInfo } from '../ports.js';
import { cityFilter, resolveCity } from './search-cleaners.js';

export const RECOMMENDATIONS = {
  defaultLimit: 6,
  maxLimit: 24,
  /** Best-ranked cleaners (static score) scored in full per request. */
  candidates: 100,
  /** Around the place, cleaners whose primary city is this close are candidates too. */
  radiusKm: 60,
  /** Location detection: a point farther than this from every gazetteer place is outside Quebec. */
  maxDetectionKm: 100,
} as const;

export interface RecommendInput {
  city?: string;
  lat?: number;
  lng?: number;
  date?: string;
  limit?: number;
  /** The signed-in client asking: their "not interested" cleaners are left out. */
  clientId?: string;
}

export interface Recommendation {
  row: SearchRow;
  distanceKm: number | null;
  scores: RecommendationScores;
}

/** The place asked for: a city, or the nearest place to a detected position, or none. */
function placeOf(deps: CleanersDeps, input: RecommendInput): Result<PlaceInfo | null, DomainError> {
  if (input.city !== undefined) return resolveCity(deps, input.city);
  if (input.lat === undefined && input.lng === undefined) return ok(null);
  if (input.lat === undefined || input.lng === undefined) return err(SearchErrors.coordinatesIncomplete());
  const nearest = deps.places.nearest({ lat: input.lat, lng: input.lng });
  if (!nearest || nearest.km > RECOMMENDATIONS.maxDetectionKm) return err(SearchErrors.outsideQuebec());
  return ok(nearest.place);
}

/** Distance from the place to the cleaner: 0 when it is one of their cities, else from their primary city. */
export function distanceTo(deps: CleanersDeps, row: Pick<SearchRow, 'cityIds' | 'primaryCityId'>, place: PlaceInfo | null): number | null {
  if (!place) return null;
  if (row.cityIds.includes(place.id)) return 0;
  const from = row.primaryCityId ? deps.places.coordinatesOf(row.primaryCityId) : null;
  return from ? Math.round(deps.places.distanceKm(from, place) * 10) / 10 : null;
}

export const recommendCleaners =
  (deps: CleanersDeps) =>
  async (input: RecommendInput): Promise<Result<{ items: Recommendation[]; city: PlaceInfo | null; date: string | null }, DomainError>> => {
    const place = placeOf(deps, input);
    if (!place.ok) return place;
    if (input.date !== undefined && !isIsoDate(input.date)) return err(SearchErrors.invalidDate());
    const limit = Math.min(RECOMMENDATIONS.maxLimit, Math.max(1, input.limit ?? RECOMMENDATIONS.defaultLimit));
    const filters = place.value ? { city: cityFilter(place.value, RECOMMENDATIONS.radiusKm) } : {};
    const candidates = await deps.search.rows(filters, 'recommended', 0, RECOMMENDATIONS.candidates);
    const excluded = new Set(input.clientId && deps.excludedFor ? await deps.excludedFor(input.clientId) : []);
    const rows = excluded.size ? candidates.filter((r) => !excluded.has(r.userId)) : candidates;
    const ids = rows.map((r) => r.userId);

    const now = deps.clock.now();
    const windows = input.date
      ? [{ from: new Date(Math.max(now.getTime(), startOfLocalDay(input.date).getTime())), to: startOfLocalDay(addDays(input.date, 1)) }]
      : dayWindows(now, AVAILABLE_SOON_DAYS);
    // A date in the past has no free time left: its availability score is 0 for everyone.
    const pastDate = input.date !== undefined && input.date < localDateOf(now);
    const freeDays = new Map<string, number>();
    if (!pastDate) {
      for (const w of windows) {
        for (const id of await deps.availability.availableWithin(ids, w.from, w.to)) freeDays.set(id, (freeDays.get(id) ?? 0) + 1);
      }
    }
    const items = rows.map((row) => {
      const distanceKm = distanceTo(deps, row, place.value);
      return {
        row,
        distanceKm,
        scores: recommendationScores({
          ratingAverage: row.ratingAverage,
          ratingCount: row.ratingCount,
          distanceKm,
          completionRate: row.completionRate,
          daysWithFreeTime: freeDays.get(row.userId) ?? 0,
          daysConsidered: windows.length,
        }),
      };
    });
    items.sort((a, b) => b.scores.overall - a.scores.overall || b.row.recommendedScore - a.row.recommendedScore || a.row.userId.localeCompare(b.row.userId));
    return ok({ items: items.slice(0, limit), city: place.value, date: input.date ?? null });
  };
