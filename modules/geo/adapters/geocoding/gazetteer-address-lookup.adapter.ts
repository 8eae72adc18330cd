import type { Gazetteer, Place } from '../../domain/gazetteer.js';
import { cleanStreetLine, hasCivicNumber, type AddressCandidate } from '../../domain/address.js';
import type { AddressLookup, AddressQuery } from '../../application/ports.js';
import { foldForSearch } from '../../domain/slug.js';

/** Up to this many trailing words are tried as a municipality name when there is no comma. */
const MAX_CITY_WORDS = 4;
// Trailing bits people add after the city that are not part of its name.
const TRAILING_NOISE = /(\s+|,)*(\b[a-z]\d[a-z]\s?\d[a-z]\d\b|\bqc\b|\bcanada\b)(\s|,)*$/i;

function stripNoise(s: string): string {
  let out = s;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(TRAILING_NOISE, '').trim();
  }
  return out;
}

/**
 * The offline lookup (no network): the street line as typed, in a municipality of the gazetteer.
 * "123 rue Principale, Granby" splits at the last comma; without a comma the last words are tried as a
 * municipality name, longest first. Coordinates are the municipality's (GeoNames), which is as precise
 * as an offline lookup gets; a geocoder (GEOCODER_URL) gives the building's.
 */
export class GazetteerAddressLookup implements AddressLookup {
  constructor(private readonly places: Gazetteer) {}

  async suggest(query: AddressQuery): Promise<AddressCandidate[]> {
    const split = this.split(stripNoise(query.text));
    if (!split) return [];
    return split.places.slice(0, query.limit).map((p) => ({
      line1: split.street,
      city: p.name,
      placeId: p.id,
      regionId: p.regionId,
      postalCode: query.postalCode,
      lat: p.lat,
      lng: p.lng,
    }));
  }

  private split(text: string): { street: string; places: Place[] } | null {
    const comma = text.lastIndexOf(',');
    if (comma > 0) {
      const street = cleanStreetLine(text.slice(0, comma).replace(/,\s*$/, ''));
      const city = text.slice(comma + 1).trim();
      if (!hasCivicNumber(street) || foldForSearch(city).length < 2) return null;
      const places = this.places.searchPlaces(city, 20);
      return places.length ? { street, places } : null;
    }
    const words = text.split(/\s+/).filter(Boolean);
    for (let k = Math.min(MAX_CITY_WORDS, words.length - 1); k >= 1; k--) {
      const street = cleanStreetLine(words.slice(0, -k).join(' '));
      const city = words.slice(-k).join(' ');
      if (!hasCivicNumber(street) || foldForSearch(city).length < 2) continue;
      // Without a comma only names that start with the typed words count, so "rue Laval" is not read as the city of Laval mid-word.
      const folded = foldForSearch(city);
      const places = this.places.searchPlaces(city, 20).filter((p) => foldForSearch(p.name).startsWith(folded));
      if (places.length) return { street, places };
    }
    return null;
  }
}
