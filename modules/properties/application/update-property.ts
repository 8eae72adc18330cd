import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { validatePropertyDetails, type Property } from '../domain/property.js';
import { PropertyErrors } from '../domain/property.errors.js';
import type { PropertiesDeps } from './ports.js';
import type { PropertyInput } from './create-property.js';
import { getOwnProperty } from './get-property.js';
import { resolveAddress } from './resolve-address.js';

/** Replaces every field (PUT); an unchanged address is sent back with the id the server gave it. */
export const updateProperty =
  (deps: PropertiesDeps) =>
  async (ownerId: string, propertyId: string, input: PropertyInput): Promise<Result<Property, DomainError>> => {
    const found = await getOwnProperty(deps)(ownerId, propertyId);
    if (!found.ok) return found;
    const { details, issues } = validatePropertyDetails(input);
    if (issues.length) return err(PropertyErrors.invalidFields(issues));
    const address = resolveAddress(deps.addresses, input.suggestionId);
    if (!address.ok) return address;
    found.value.replace(address.value, details, deps.clock.now());
    await deps.properties.flush();
    return ok(found.value);
  };
