import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { MAX_PROPERTIES_PER_CLIENT, Property, validatePropertyDetails, type PropertyDetailsInput } from '../domain/property.js';
import { PropertyErrors } from '../domain/property.errors.js';
import type { PropertiesDeps } from './ports.js';
import { resolveAddress } from './resolve-address.js';

export type PropertyInput = PropertyDetailsInput & { suggestionId: string };

export const createProperty =
  (deps: PropertiesDeps) =>
  async (ownerId: string, input: PropertyInput): Promise<Result<Property, DomainError>> => {
    const { details, issues } = validatePropertyDetails(input);
    if (issues.length) return err(PropertyErrors.invalidFields(issues));
    const address = resolveAddress(deps.addresses, input.suggestionId);
    if (!address.ok) return address;
    if ((await deps.properties.countByOwner(ownerId)) >= MAX_PROPERTIES_PER_CLIENT) return err(PropertyErrors.limitReached(MAX_PROPERTIES_PER_CLIENT));
    const property = Property.create({ id: newId(), ownerId, address: address.value, details, now: deps.clock.now() });
    await deps.properties.add(property);
    return ok(property);
  };
