import type { SqlRead } from '../../../src/shared/sql-read.js';
import type { PropertyReads } from './ports.js';
import type { Property } from '../domain/property.js';
import { viewForCleaner, type CleanerPropertyView } from '../domain/property-access.js';

export interface PropertyForBooking {
  ownerId: string;
  /** Everything, secrets included: for the owner and the cleaner of a confirmed booking. */
  full: CleanerPropertyView;
  /** Without the wifi password and access instructions: for everyone else the booking module shows it to. */
  withoutSecrets: CleanerPropertyView;
}

const forBooking = (p: Property | null): PropertyForBooking | null =>
  p ? { ownerId: p.ownerId, full: viewForCleaner(p, true), withoutSecrets: viewForCleaner(p, false) } : null;

/**
 * For the booking module, which decides who sees which view (null when absent or deleted), as a read
 * it runs with its other reads in one statement (src/shared/sql-read.ts; issue #24).
 */
export const propertyForBookingRead =
  (reads: PropertyReads) =>
  (propertyId: string): SqlRead<PropertyForBooking | null> => {
    const read = reads.forBookingRead(propertyId);
    return { ...read, decode: (value) => forBooking(read.decode(value)) };
  };
