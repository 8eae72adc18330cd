/** Montréal's administrative region: the gazetteer lists its boroughs, neighbourhoods and census tracts as places. */
export const MONTREAL_REGION_ID = '06';

/**
 * "Villes desservies" on the home page (issue #35): the places listed cleaners name, every place of
 * the Montréal region counted as the one city of Montréal (as the demo world counts its cities), so
 * boroughs and census tracts never inflate the figure. Unknown places count as themselves.
 */
export function servedCityCount(placeIds: readonly string[], regionOf: (placeId: string) => string | null): number {
  return new Set(placeIds.map((id) => (regionOf(id) === MONTREAL_REGION_ID ? 'montreal' : id))).size;
}
