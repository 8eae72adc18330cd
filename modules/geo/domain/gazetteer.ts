import { readFileSync } from 'node:fs';
import { GAZETTEER_PATH, type GazetteerFile } from './gazetteer-source.js';
import { foldForSearch, slugify } from './slug.js';

export interface Place {
  /** Stable slug, e.g. "trois-rivieres"; names shared by two regions carry the region: "saint-henri-montreal". */
  id: string;
  name: string;
  regionId: string;
  lat: number;
  lng: number;
}

export interface Region {
  /** Quebec's administrative region number, "01".."18". */
  id: string;
  slug: string;
  name: string;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Quebec's places and regions, loaded once from the generated file (scripts/generate-gazetteer.ts). */
/**
 * The source lists some of Montréal's census tracts as places ("Ct 0030"): nobody lives in a "Ct 0030",
 * so they are never proposed (nearby cities, suggestions, the nearest place), only still found by id
 * for what was saved with one before (issue #40).
 */
export const isCensusTract = (p: Pick<Place, 'name'>): boolean => /^Ct \d+$/.test(p.name);

export class Gazetteer {
  private readonly byId: Map<string, Place>;
  private readonly byFolded: Map<string, Place[]>;
  readonly places: readonly Place[];
  readonly regions: readonly Region[];
  readonly source: string;

  constructor(file: GazetteerFile) {
    this.places = file.places.filter((p) => !isCensusTract(p));
    this.regions = file.regions;
    this.source = file.source;
    this.byId = new Map(file.places.map((p) => [p.id, p]));
    this.byFolded = new Map();
    for (const p of this.places) {
      const key = foldForSearch(p.name);
      this.byFolded.set(key, [...(this.byFolded.get(key) ?? []), p]);
    }
  }

  /** By id ("trois-rivieres") or by name, whatever the accents and case ("Trois Rivieres"). */
  findPlace(idOrName: string): Place | null {
    return this.byId.get(idOrName) ?? this.byId.get(slugify(idOrName)) ?? this.byFolded.get(foldForSearch(idOrName))?.[0] ?? null;
  }

  /** Places whose name starts with the query first, then those containing it; accent- and case-insensitive. */
  searchPlaces(query: string, limit = 10): Place[] {
    const q = foldForSearch(query);
    if (!q) return [];
    const starts: Place[] = [];
    const contains: Place[] = [];
    for (const p of this.places) {
      const name = foldForSearch(p.name);
      if (name.startsWith(q)) starts.push(p);
      else if (name.includes(q)) contains.push(p);
    }
    const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'fr');
    return [...starts.sort(byName), ...contains.sort(byName)].slice(0, limit);
  }

  /** Every place within `km` of `origin`, nearest first. */
  placesWithinKm(origin: Coordinates, km: number): { place: Place; km: number }[] {
    return this.places
      .map((place) => ({ place, km: distanceKm(origin, place) }))
      .filter((p) => p.km <= km)
      .sort((a, b) => a.km - b.km);
  }

  nearestPlace(point: Coordinates): Place | null {
    let best: { place: Place; km: number } | null = null;
    for (const place of this.places) {
      const km = distanceKm(point, place);
      if (!best || km < best.km) best = { place, km };
    }
    return best?.place ?? null;
  }

  region(idOrSlug: string): Region | null {
    return this.regions.find((r) => r.id === idOrSlug || r.slug === idOrSlug) ?? null;
  }

  placesInRegion(regionId: string): Place[] {
    return this.places.filter((p) => p.regionId === regionId);
  }
}

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(JSON.parse(readFileSync(GAZETTEER_PATH, 'utf8')) as GazetteerFile);
  return loaded;
}
