import type { Property } from '../domain/property.js';
import type { PropertiesDeps } from './ports.js';

export const listProperties =
  (deps: Pick<PropertiesDeps, 'properties'>) =>
  (ownerId: string): Promise<Property[]> =>
    deps.properties.listByOwner(ownerId);
