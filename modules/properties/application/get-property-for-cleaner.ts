import { viewForCleaner, type CleanerPropertyView } from '../domain/property-access.js';
import type { PropertiesDeps } from './ports.js';

/** For the booking module: a property as a cleaner may see it, secrets only with a confirmed booking there. */
export const getPropertyForCleaner =
  (deps: Pick<PropertiesDeps, 'properties' | 'access'>) =>
  async (cleanerUserId: string, propertyId: string): Promise<CleanerPropertyView | null> => {
    const property = await deps.properties.findById(propertyId);
    if (!property) return null;
    return viewForCleaner(property, await deps.access.cleanerHasConfirmedBookingAt(cleanerUserId, propertyId));
  };
