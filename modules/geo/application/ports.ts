import type { AddressCandidate } from '../domain/address.js';

export interface AddressQuery {
  /** What the person typed, e.g. "123 rue Principale, Granby". */
  text: string;
  /** Already checked and normalised ("J2G 2V2"), or null. */
  postalCode: string | null;
  limit: number;
}

/** Finds Quebec addresses matching what a person typed. Adapters: the offline gazetteer, a geocoder. */
export interface AddressLookup {
  suggest(query: AddressQuery): Promise<AddressCandidate[]>;
}
