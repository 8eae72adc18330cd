import type { Clock } from '../../../src/shared/clock.js';
import type { SqlRead } from '../../../src/shared/sql-read.js';
import type { Property, PropertyAddress } from '../domain/property.js';

export interface PropertyRepository {
  /** A property that is not deleted, whoever owns it. */
  findById(id: string): Promise<Property | null>;
  listByOwner(ownerId: string): Promise<Property[]>;
  countByOwner(ownerId: string): Promise<number>;
  add(property: Property): Promise<void>;
  /** Persists changes made to loaded properties. */
  flush(): Promise<void>;
}

/** Reads that run as SQL alongside other modules' (src/shared/sql-read.ts): the database adapter only. */
export interface PropertyReads {
  /** A property that is not deleted, whoever owns it (findById's rule), detached from the ORM: for views only. */
  forBookingRead(id: string): SqlRead<Property | null>;
}

/** The address behind a suggestion id, as vouched for by the geo module, or null if it did not make it. */
export interface AddressSuggestions {
  verify(suggestionId: string): (Omit<PropertyAddress, 'postalCode'> & { postalCode: string | null }) | null;
  /** The suggestion id of a stored address, so that an edit can send it back unchanged. */
  idOf(address: PropertyAddress): { suggestionId: string; label: string };
}

/**
 * Who, besides the owner, may read a property's secrets (wifi password, access instructions).
 * Adapted by the booking module once bookings exist; until then nobody.
 */
export interface PropertyAccessPolicy {
  cleanerHasConfirmedBookingAt(cleanerUserId: string, propertyId: string): Promise<boolean>;
}

export interface PropertiesDeps {
  properties: PropertyRepository;
  addresses: AddressSuggestions;
  access: PropertyAccessPolicy;
  clock: Clock;
}
