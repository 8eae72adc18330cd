import { distanceKm, type Gazetteer, type Place } from '../../domain/gazetteer.js';
import { cleanStreetLine, type AddressCandidate } from '../../domain/address.js';
import { checkQuebecPostalCode } from '../../domain/postal-code.js';
import { postalAreas, type PostalAreas } from '../../domain/postal-area.js';
import type { AddressLookup, AddressQuery } from '../../application/ports.js';

/** Quebec's bounding box (west, south, east, north), so the geocoder searches there only. */
const QUEBEC_BOX = { west: -79.77, south: 44.99, east: -57.1, north: 62.59 };
export const GEOCODER_TIMEOUT_MS = 5000;

interface Hit {
  houseNumber?: string;
  road?: string;
  city?: string;
  stateCode?: string;
  state?: string;
  countryCode?: string;
  postcode?: string;
  lat: number;
  lng: number;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** Nominatim's `jsonv2` with `addressdetails=1`: an array of places with an `address` object. */
function fromNominatim(rows: unknown[]): Hit[] {
  return rows.flatMap((row) => {
    const r = row as Json;
    const a = (r.address ?? {}) as Json;
    const lat = Number(r.lat);
    const lng = Number(r.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        houseNumber: str(a.house_number),
        road: str(a.road) ?? str(a.pedestrian),
        city: str(a.city) ?? str(a.town) ?? str(a.village) ?? str(a.municipality) ?? str(a.hamlet),
        stateCode: str(a['ISO3166-2-lvl4']),
        state: str(a.state),
        countryCode: str(a.country_code),
        postcode: str(a.postcode),
        lat,
        lng,
      },
    ];
  });
}

/** Photon's GeoJSON: features with `properties` and `[lng, lat]` coordinates. */
function fromPhoton(features: unknown[]): Hit[] {
  return features.flatMap((f) => {
    const feature = f as Json;
    const p = (feature.properties ?? {}) as Json;
    const coords = ((feature.geometry ?? {}) as Json).coordinates;
    if (!Array.isArray(coords) || coords.length < 2) return [];
    const [lng, lat] = coords.map(Number) as [number, number];
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      {
        houseNumber: str(p.housenumber),
        road: str(p.street),
        city: str(p.city) ?? str(p.town) ?? str(p.village) ?? str(p.district),
        state: str(p.state),
        countryCode: str(p.countrycode),
        postcode: str(p.postcode),
        lat,
        lng,
      },
    ];
  });
}

const inQuebec = (h: Hit): boolean =>
  (h.countryCode ?? '').toLowerCase() === 'ca' &&
  (h.stateCode === 'CA-QC' || ['quebec', 'québec'].includes((h.state ?? '').toLowerCase())) &&
  h.lat >= QUEBEC_BOX.south && h.lat <= QUEBEC_BOX.north && h.lng >= QUEBEC_BOX.west && h.lng <= QUEBEC_BOX.east;

/**
 * A Nominatim- or Photon-compatible search endpoint at GEOCODER_URL, asked for Quebec only (bounding
 * box, country) and filtered again on the answer. Each hit is tied to a municipality of the gazetteer
 * (by name, else the postal code's town nearest the hit, else the nearest), so every address has a
 * place id and a region like the offline lookup's. A postal code of the geocoder's that contradicts
 * the town is left out rather than offered.
 */
export class NominatimAddressLookup implements AddressLookup {
  constructor(
    private readonly endpoint: string,
    private readonly places: Gazetteer,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = GEOCODER_TIMEOUT_MS,
    private readonly areas: PostalAreas = postalAreas(),
  ) {}

  /** The town of the postal code's area nearest the hit ("Lachine", not in the gazetteer, + H8S -> Montréal). */
  private townOfPostalCode(postalCode: string | null, hit: Hit): Place | null {
    if (!postalCode) return null;
    return this.areas.townsOf(postalCode).sort((a, b) => distanceKm(hit, a) - distanceKm(hit, b))[0] ?? null;
  }

  async suggest(query: AddressQuery): Promise<AddressCandidate[]> {
    const url = new URL(this.endpoint);
    const { west, south, east, north } = QUEBEC_BOX;
    const params: Record<string, string> = {
      q: query.text,
      limit: String(query.limit * 2),
      // Nominatim
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ca',
      viewbox: `${west},${north},${east},${south}`,
      bounded: '1',
      'accept-language': 'fr',
      // Photon
      lang: 'fr',
      bbox: `${west},${south},${east},${north}`,
    };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await this.fetchImpl(url, {
      headers: { accept: 'application/json', 'user-agent': 'Eclat/0.79 (address suggestions)' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    const body = (await res.json()) as unknown;
    const hits = Array.isArray(body) ? fromNominatim(body) : Array.isArray((body as Json)?.features) ? fromPhoton((body as Json).features as unknown[]) : null;
    if (!hits) throw new Error('geocoder answer is neither Nominatim nor Photon JSON');

    const seen = new Set<string>();
    const out: AddressCandidate[] = [];
    for (const h of hits.filter(inQuebec)) {
      if (!h.houseNumber || !h.road) continue;
      const fromGeocoder = h.postcode ? checkQuebecPostalCode(h.postcode) : null;
      // What the person typed wins: they know their postal code better than the map does.
      const postalCode = query.postalCode ?? (fromGeocoder?.ok ? fromGeocoder.value : null);
      const place = (h.city ? this.places.findPlace(h.city) : null) ?? this.townOfPostalCode(postalCode, h) ?? this.places.nearestPlace(h);
      if (!place) continue;
      const candidate: AddressCandidate = {
        line1: cleanStreetLine(`${h.houseNumber} ${h.road}`),
        city: place.name,
        placeId: place.id,
        regionId: place.regionId,
        // The person's postal code is checked against the town by suggestAddresses; the geocoder's is dropped when they disagree.
        postalCode: query.postalCode ?? (postalCode && this.areas.agrees(place.id, postalCode) ? postalCode : null),
        lat: Number(h.lat.toFixed(6)),
        lng: Number(h.lng.toFixed(6)),
      };
      const key = `${candidate.line1}|${candidate.placeId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(candidate);
    }
    return out.slice(0, query.limit);
  }
}

/** The geocoder, falling back to the offline lookup when it fails, so the address field keeps working. */
export class FallbackAddressLookup implements AddressLookup {
  constructor(
    private readonly primary: AddressLookup,
    private readonly fallback: AddressLookup,
    private readonly onFailure: (error: unknown) => void = () => {},
  ) {}

  async suggest(query: AddressQuery): Promise<AddressCandidate[]> {
    try {
      return await this.primary.suggest(query);
    } catch (error) {
      this.onFailure(error);
      return this.fallback.suggest(query);
    }
  }
}
