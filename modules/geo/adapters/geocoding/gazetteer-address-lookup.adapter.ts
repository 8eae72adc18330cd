import type { Gazetteer, Place } from '../../domain/gazetteer.js';
import { cleanStreetLine, isStreetLine, type AddressCandidate } from '../../domain/address.js';
import { postalAreas, type PostalAreas } from '../../domain/postal-area.js';
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

/** What the person typed, read as a street line and the municipalities it may be in. */
type Reading = { street: string; places: Place[] };

/**
 * The offline lookup (no network): the street line as typed, in a municipality of the gazetteer.
 * "123 rue Principale, Granby" splits at the last comma; without a comma the last words are tried as a
 * municipality name, longest first, as long as what is left is a whole street line ("4200 rue
 * Saint-Denis" is a street, not "4200 rue" in Saint-Denis-sur-Richelieu). Text that names no town takes
 * the towns of its postal code's area ("4200 rue Saint-Denis" + H2J 2L1 -> Montréal). With a postal
 * code, only towns that agree with its area are offered. Coordinates are the municipality's
 * (GeoNames), which is as precise as an offline lookup gets; a geocoder (GEOCODER_URL) gives the building's.
 */
export class GazetteerAddressLookup implements AddressLookup {
  constructor(
    private readonly places: Gazetteer,
    private readonly areas: PostalAreas = postalAreas(),
  ) {}

  async suggest(query: AddressQuery): Promise<AddressCandidate[]> {
    const reading = this.read(stripNoise(query.text), query.postalCode);
    if (!reading) return [];
    return reading.places.slice(0, query.limit).map((p) => ({
      line1: reading.street,
      city: p.name,
      placeId: p.id,
      regionId: p.regionId,
      postalCode: query.postalCode,
      lat: p.lat,
      lng: p.lng,
    }));
  }

  private read(text: string, postalCode: string | null): Reading | null {
    const agreeing = (places: Place[]) => (postalCode ? places.filter((p) => this.areas.agrees(p.id, postalCode)) : places);
    const comma = text.lastIndexOf(',');
    const named = comma > 0 ? text.slice(comma + 1).trim() : '';
    if (foldForSearch(named).length >= 2) {
      // The person named the town after a comma: that town or none (never one the postal code contradicts).
      const street = cleanStreetLine(text.slice(0, comma).replace(/,\s*$/, ''));
      if (!isStreetLine(street)) return null;
      const places = agreeing(this.places.searchPlaces(named, 20));
      return places.length ? { street, places } : null;
    }
    const line = cleanStreetLine(comma > 0 ? text.slice(0, comma) : text);
    const words = line.split(' ').filter(Boolean);
    let namesTown = false;
    for (let k = Math.min(MAX_CITY_WORDS, words.length - 1); k >= 1; k--) {
      const street = words.slice(0, -k).join(' ');
      const city = foldForSearch(words.slice(-k).join(' '));
      if (!isStreetLine(street) || city.length < 2) continue;
      // Without a comma only names that start with the typed words count, so "rue Laval" is not read as the city of Laval mid-word.
      const named = this.places.searchPlaces(city, 20).filter((p) => foldForSearch(p.name).startsWith(city));
      namesTown ||= named.length > 0;
      const places = agreeing(named);
      if (places.length) return { street, places };
    }
    // A town the postal code contradicts is not replaced by another behind the person's back.
    if (namesTown || !postalCode || !isStreetLine(line)) return null;
    const places = this.areas.townsOf(postalCode);
    return places.length ? { street: line, places } : null;
  }
}
