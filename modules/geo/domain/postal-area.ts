import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceKm, gazetteer, type Gazetteer, type Place } from './gazetteer.js';

export const POSTAL_AREAS_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data/quebec-fsa.json');

/**
 * One forward sortation area (FSA, the first three characters of a postal code) of Quebec, from
 * modules/geo/data/quebec-fsa.json (its `source` says where each part comes from).
 */
export interface PostalArea {
  fsa: string;
  /** Canada Post's name of the area, e.g. "Plateau Mont-royal North Central". */
  name: string;
  /** Approximate centre of the area. */
  lat: number;
  lng: number;
  /** Urban areas: the municipalities (gazetteer ids) the area serves; absent for rural areas. */
  towns?: string[];
  /** Boroughs, sectors and former municipalities the area's name points to: accepted, never inferred. */
  areas?: string[];
}

export interface PostalAreasFile {
  note: string;
  source: string;
  fsas: PostalArea[];
}

/** A place closer than this to an urban area's centre, in the same region as its towns, agrees with it (boroughs, neighbours). */
export const NEAR_AREA_KM = 5;
/** For an FSA missing from the table, the known areas of its district (same two first characters) within this distance. */
export const DISTRICT_KM = 15;
/**
 * A place agrees with a rural area within this distance of its centre, or farther when the area is one of
 * its NEAREST_RURAL_AREAS nearest (rural areas are large, from a county to Nunavik, and their centres rough).
 */
export const RURAL_AREA_KM = 60;
export const NEAREST_RURAL_AREAS = 3;

/** "H2J 2L1" -> "H2J". */
export const fsaOf = (postalCode: string): string => postalCode.trim().slice(0, 3).toUpperCase();
/** Canada Post: a 0 in second position is a rural area (rural routes, many small municipalities). */
export const isRuralFsa = (fsa: string): boolean => fsa[1] === '0';

/**
 * Which towns a Quebec postal code can belong to. The first letter says the part of Quebec
 * (G east, H Montréal and Laval, J west and south) and the FSA the area. An urban FSA agrees with
 * the municipalities it serves, their boroughs and sectors, and places within NEAR_AREA_KM of its
 * centre in the same region; a rural FSA with the places around it (RURAL_AREA_KM, or it is one of
 * their nearest rural areas). Either way a city whose urban areas all have another letter is
 * refused (Montréal is never J0N).
 * So "H2J" agrees with Montréal and never with Saint-Denis-sur-Richelieu (J, 44 km away).
 */
export class PostalAreas {
  private readonly byFsa: Map<string, PostalArea>;
  private readonly regionsOf = new Map<string, Set<string>>();
  /** Letters of the urban areas listing each place (towns or areas). */
  private readonly lettersOf = new Map<string, Set<string>>();
  private readonly rural: PostalArea[];
  readonly source: string;

  constructor(
    file: PostalAreasFile,
    private readonly places: Gazetteer,
  ) {
    this.source = file.source;
    this.byFsa = new Map(file.fsas.map((a) => [a.fsa, a]));
    this.rural = file.fsas.filter((a) => isRuralFsa(a.fsa));
    for (const a of file.fsas) {
      const listed = [...(a.towns ?? []), ...(a.areas ?? [])];
      for (const id of listed) this.lettersOf.set(id, (this.lettersOf.get(id) ?? new Set()).add(a.fsa[0]!));
      const listedPlaces = listed.map((id) => places.findPlace(id)).filter((p): p is Place => p !== null);
      // An area naming no gazetteer place (e.g. Saint-Lambert) takes the region of the place nearest its centre.
      const regionPlaces = listedPlaces.length ? listedPlaces : [places.nearestPlace(a)].filter((p): p is Place => p !== null);
      this.regionsOf.set(a.fsa, new Set(regionPlaces.map((p) => p.regionId)));
    }
  }

  area(fsa: string): PostalArea | null {
    return this.byFsa.get(fsa.toUpperCase()) ?? null;
  }

  /**
   * The municipalities a postal code's urban area serves, to complete an address that names no
   * town ("4200 rue Saint-Denis" + H2J 2L1 -> Montréal). None for rural or unknown areas: there
   * the person has to name the town.
   */
  townsOf(postalCode: string): Place[] {
    const area = this.area(fsaOf(postalCode));
    return (area?.towns ?? []).map((id) => this.places.findPlace(id)).filter((p): p is Place => p !== null);
  }

  /** Whether `placeId` can be the town of an address with this postal code. */
  agrees(placeId: string, postalCode: string): boolean {
    const place = this.places.findPlace(placeId);
    if (!place) return false;
    const fsa = fsaOf(postalCode);
    const letters = this.lettersOf.get(place.id);
    if (letters && !letters.has(fsa[0]!)) return false;
    const area = this.area(fsa);
    if (area) return this.agreesWith(area, place, NEAR_AREA_KM);
    // An FSA Canada Post opened after the table was made: judged by its district's known areas.
    const district = [...this.byFsa.values()].filter((a) => a.fsa.slice(0, 2) === fsa.slice(0, 2));
    return district.some((a) => this.agreesWith(a, place, DISTRICT_KM));
  }

  private agreesWith(area: PostalArea, place: Place, nearKm: number): boolean {
    if (isRuralFsa(area.fsa)) return distanceKm(area, place) <= RURAL_AREA_KM || this.nearestRural(place).includes(area);
    if (area.towns?.includes(place.id) || area.areas?.includes(place.id)) return true;
    return distanceKm(area, place) <= nearKm && (this.regionsOf.get(area.fsa)?.has(place.regionId) ?? false);
  }

  private nearestRural(place: Place): PostalArea[] {
    return this.rural
      .map((area) => ({ area, km: distanceKm(area, place) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, NEAREST_RURAL_AREAS)
      .map((n) => n.area);
  }
}

let loaded: PostalAreas | undefined;

/** Quebec's postal areas, loaded once from modules/geo/data/quebec-fsa.json. */
export function postalAreas(): PostalAreas {
  loaded ??= new PostalAreas(JSON.parse(readFileSync(POSTAL_AREAS_PATH, 'utf8')) as PostalAreasFile, gazetteer());
  return loaded;
}
