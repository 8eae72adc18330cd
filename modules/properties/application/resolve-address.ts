import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { PropertyAddress } from '../domain/property.js';
import { PropertyErrors } from '../domain/property.errors.js';
import type { AddressSuggestions } from './ports.js';

/** Spec section 5: the address must be one of our suggestions, complete with its postal code. */
export function resolveAddress(addresses: AddressSuggestions, suggestionId: string): Result<PropertyAddress, DomainError> {
  const address = addresses.verify(suggestionId);
  if (!address) return err(PropertyErrors.addressNotFromSuggestions());
  if (!address.postalCode) return err(PropertyErrors.postalCodeRequired());
  return ok({ ...address, postalCode: address.postalCode });
}
