import { DomainError } from '../../../src/shared/domain-error.js';

/** Stable codes of the geo module; each is a key of errors.json in both languages. */
export const GeoErrors = {
  cityNotFound: () => new DomainError('geo.city_not_found', 'not_found'),
  regionNotFound: () => new DomainError('geo.region_not_found', 'not_found'),
  noCitiesInDistance: (km: number) => new DomainError('geo.no_cities_in_distance', 'not_found', { km }),
  invalidPostalCode: (field: string) =>
    new DomainError('geo.invalid_postal_code', 'invalid', {}, [{ field, code: 'geo.invalid_postal_code' }]),
  postalCodeOutsideQuebec: (field: string) =>
    new DomainError('geo.postal_code_outside_quebec', 'invalid', {}, [{ field, code: 'geo.postal_code_outside_quebec' }]),
  /** A signed address whose postal code's area is not its town's (signed before the areas were checked). */
  postalCodeTownMismatch: (field: string, params: { postalCode: string; city: string }) =>
    new DomainError('geo.postal_code_town_mismatch', 'invalid', params, [{ field, code: 'geo.postal_code_town_mismatch', params }]),
};
