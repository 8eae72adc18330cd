import type { PropertiesDeps } from './ports.js';
import { viewForCleaner, type CleanerPropertyView } from '../domain/property-access.js';

export interface PropertyForBooking {
  ownerId: string;
  /** Everything, secrets included: for the owner and the cleaner of a confirmed booking. */
  full: CleanerPropertyView;
  /** Without the wifi password and access instructions: for everyone else the booking module shows it to. */
  withoutSecrets: CleanerPropertyView;
}

/** For the booking module, which decides who sees which view (null when absent or deleted). */
export const propertyForBooking =
  (deps: Pick<PropertiesDeps, 'properties'>) =>
  async (propertyId: string): Promise<PropertyForBooking | null> => {
    const p = await deps.properties.findById(propertyId);
    return p ? { ownerId: p.ownerId, full: viewForCleaner(p, true), withoutSecrets: viewForCleaner(p, false) } : null;
  };
