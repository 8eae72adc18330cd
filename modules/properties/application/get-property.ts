import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { Property } from '../domain/property.js';
import { PropertyErrors } from '../domain/property.errors.js';
import type { PropertiesDeps } from './ports.js';

/** Another client's property answers exactly like a missing one: its existence is not revealed. */
export const getOwnProperty =
  (deps: Pick<PropertiesDeps, 'properties'>) =>
  async (ownerId: string, propertyId: string): Promise<Result<Property, DomainError>> => {
    const property = await deps.properties.findById(propertyId);
    if (!property || !property.isOwnedBy(ownerId)) return err(PropertyErrors.notFound());
    return ok(property);
  };
