import type { Coordinates, Gazetteer } from './gazetteer.js';
import { fsaOf, isRuralFsa, type PostalAreas } from './postal-area.js';

/**
 * How precisely an address's coordinates are known: `address` when a geocoder placed the building,
 * `postal_area` when only its postal area's centre is known, `town` when only its municipality's.
 */
export type PlacementPrecision = 'address' | 'postal_area' | 'town';

export interface Placement extends Coordinates {
  precision: PlacementPrecision;
  /** The postal area measured from ("H7N"), for `postal_area`. */
  fsa: string | null;
  /** The municipality's name as the gazetteer writes it. */
  town: string;
}

export interface PlacedAddress extends Coordinates {
  placeId: string;
  city: string;
  postalCode: string | null;
}

// Coordinates read back from the database as they were written from the gazetteer: equal to far below a metre.
const SAME_POINT_DEGREES = 1e-6;
const samePoint = (a: Coordinates, b: Coordinates) => Math.abs(a.lat - b.lat) < SAME_POINT_DEGREES && Math.abs(a.lng - b.lng) < SAME_POINT_DEGREES;

/**
 * The best known position of a saved address and how precise it is (issue #40). Without a geocoder
 * (GEOCODER_URL unset) the offline lookup saves an address at its municipality's centre, 1.5 km or
 * more from the building in a city like Laval; its postal code's urban area is then the nearer guess
 * (Laval has 19 of them), so such an address is placed at that area's centre. A rural area covers a
 * county: there the municipality's centre stays the better guess. Coordinates that are neither came
 * from a geocoder and are the building's.
 */
export function placementOf(address: PlacedAddress, places: Gazetteer, areas: PostalAreas): Placement {
  const place = places.findPlace(address.placeId);
  const town = place?.name ?? address.city;
  const area = address.postalCode ? areas.area(fsaOf(address.postalCode)) : null;
  if (area && samePoint(address, area)) return { lat: area.lat, lng: area.lng, precision: 'postal_area', fsa: area.fsa, town };
  if (!place || !samePoint(address, place)) return { lat: address.lat, lng: address.lng, precision: 'address', fsa: null, town };
  if (area && !isRuralFsa(area.fsa) && areas.agrees(place.id, address.postalCode!)) {
    return { lat: area.lat, lng: area.lng, precision: 'postal_area', fsa: area.fsa, town };
  }
  return { lat: place.lat, lng: place.lng, precision: 'town', fsa: null, town };
}
