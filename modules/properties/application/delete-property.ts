import { ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { PropertiesDeps } from './ports.js';
import { getOwnProperty } from './get-property.js';

/** Soft delete: the property leaves the client's list, and bookings that point at it keep their history. */
export const deleteProperty =
  (deps: PropertiesDeps) =>
  async (ownerId: string, propertyId: string): Promise<Result<void, DomainError>> => {
    const found = await getOwnProperty(deps)(ownerId, propertyId);
    if (!found.ok) return found;
    found.value.remove(deps.clock.now());
    await deps.properties.flush();
    return ok(undefined);
  };
