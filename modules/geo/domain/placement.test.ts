import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.js';
import { postalAreas } from './postal-area.js';
import { placementOf } from './placement.js';

const places = gazetteer();
const areas = postalAreas();
const laval = places.findPlace('laval')!;

describe('placementOf', () => {
  it('places an address saved at its town centre by its urban postal area', () => {
    const p = placementOf({ placeId: 'laval', city: 'Laval', postalCode: 'H7N 1A1', lat: laval.lat, lng: laval.lng }, places, areas);
    expect(p).toMatchObject({ precision: 'postal_area', fsa: 'H7N', town: 'Laval' });
    expect(p.lat).toBe(areas.area('H7N')!.lat);
  });

  it('keeps a geocoded position as the address', () => {
    const p = placementOf({ placeId: 'laval', city: 'Laval', postalCode: 'H7N 1A1', lat: 45.5585, lng: -73.705 }, places, areas);
    expect(p).toEqual({ precision: 'address', fsa: null, town: 'Laval', lat: 45.5585, lng: -73.705 });
  });

  it('keeps the town centre for a rural postal area or a postal code of another area', () => {
    const granby = places.findPlace('granby')!;
    // A rural postal area covers a county: the town's centre is the better guess.
    const ruralTown = places.findPlace('sutton')!;
    expect(placementOf({ placeId: ruralTown.id, city: ruralTown.name, postalCode: 'J0E 2K0', lat: ruralTown.lat, lng: ruralTown.lng }, places, areas).precision).toBe('town');
    expect(placementOf({ placeId: 'granby', city: 'Granby', postalCode: null, lat: granby.lat, lng: granby.lng }, places, areas)).toMatchObject({ precision: 'town', town: 'Granby' });
  });
});
