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

/** Shape check for content read back from a token or the database. */
export function isAddressCandidate(v: unknown): v is AddressCandidate {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  const str = (k: string) => typeof a[k] === 'string' && (a[k] as string).length > 0;
  const num = (k: string) => typeof a[k] === 'number' && Number.isFinite(a[k]);
  const postal = a.postalCode === null || (typeof a.postalCode === 'string' && normalizePostalCode(a.postalCode) === a.postalCode && QUEBEC_FSA_LETTERS.includes(a.postalCode[0]!));
  return str('line1') && str('city') && str('placeId') && str('regionId') && num('lat') && num('lng') && postal;
}
