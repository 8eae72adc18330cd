import { normalizePostalCode, QUEBEC_FSA_LETTERS } from './postal-code.js';

/** An address a lookup found: a street line in a known Quebec place, with coordinates. */
export interface AddressCandidate {
  line1: string;
  city: string;
  placeId: string;
  regionId: string;
  /** Normalised "A1A 1A1", or null when neither the person nor the geocoder gave one. */
  postalCode: string | null;
  lat: number;
  lng: number;
}

/** A candidate the server vouches for: `suggestionId` is its signed content (see suggestion-token.ts). */
export interface AddressSuggestion extends AddressCandidate {
  suggestionId: string;
  province: 'QC';
  label: string;
}

export const STREET_LINE_MAX = 120;

/** "123 rue Principale, Granby QC J2G 2V2": how Canada Post writes an address on one line. */
export function addressLabel(a: Pick<AddressCandidate, 'line1' | 'city' | 'postalCode'>): string {
  return `${a.line1}, ${a.city} QC${a.postalCode ? ` ${a.postalCode}` : ''}`;
}

/** Collapses spaces; the street line is kept as the person typed it otherwise. */
export const cleanStreetLine = (s: string): string => s.replace(/\s+/g, ' ').trim().slice(0, STREET_LINE_MAX);

/** A street line needs a civic number: a municipality alone is not an address one can clean. */
export const hasCivicNumber = (line: string): boolean => /\d/.test(line);

/** Words that say what kind of way a street is (Canada Post's French and English street types, and their usual short forms). */
const STREET_TYPES = new Set(
  [
    'rue', 'r', 'avenue', 'av', 'ave', 'boulevard', 'boul', 'bd', 'blvd', 'chemin', 'ch', 'route', 'rte', 'rang', 'montee', 'place', 'pl',
    'cote', 'terrasse', 'allee', 'impasse', 'croissant', 'cr', 'promenade', 'carre', 'autoroute', 'ruelle', 'sentier', 'voie', 'quai',
    'street', 'st', 'road', 'rd', 'drive', 'dr', 'lane', 'crescent', 'court', 'way', 'highway', 'hwy',
  ],
);
/** Little words that join a street type to its name: a street line never ends with one. */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'au', 'aux', 'of', 'the']);
const ORDINAL = /^\d+(e|er|re|ere|eme|ieme|st|nd|rd|th)$/;
const foldWord = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[.'’]+$/, '');

/**
 * Whether words read as a whole street line: a civic number, a name, and nothing cut short. "4200 rue"
 * (a street type with no name) and "8 chemin du" (ending on a particle) are not, which is how
 * "4200 rue Saint-Denis" keeps its street instead of being read as "4200 rue" in Saint-Denis-sur-Richelieu.
 */
export function isStreetLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean).map(foldWord);
  if (!hasCivicNumber(line) || !words.length) return false;
  if (PARTICLES.has(words.at(-1)!)) return false;
  // A name word has letters and is not a civic number with a letter ("4200a"), though an ordinal is a name ("1re Avenue");
  // a numbered way is named by its number ("1234 route 132", "50 rang 3").
  const named = (w: string) => /[a-z]/.test(w) && (!/^\d/.test(w) || ORDINAL.test(w)) && !STREET_TYPES.has(w) && !PARTICLES.has(w);
  return words.some((w, i) => named(w) || (i > 0 && STREET_TYPES.has(w) && /^\d/.test(words[i + 1] ?? '')));
}

/** Shape check for content read back from a token or the database. */
export function isAddressCandidate(v: unknown): v is AddressCandidate {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  const str = (k: string) => typeof a[k] === 'string' && (a[k] as string).length > 0;
  const num = (k: string) => typeof a[k] === 'number' && Number.isFinite(a[k]);
  const postal = a.postalCode === null || (typeof a.postalCode === 'string' && normalizePostalCode(a.postalCode) === a.postalCode && QUEBEC_FSA_LETTERS.includes(a.postalCode[0]!));
  return str('line1') && str('city') && str('placeId') && str('regionId') && num('lat') && num('lng') && postal;
}
