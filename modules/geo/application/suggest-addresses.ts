import { ok, err, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { AddressSuggestion } from '../domain/address.js';
import { checkQuebecPostalCode } from '../domain/postal-code.js';
import type { PostalAreas } from '../domain/postal-area.js';
import { GeoErrors } from '../domain/geo.errors.js';
import type { SuggestionSigner } from '../domain/suggestion-token.js';
import type { AddressLookup } from './ports.js';

/** How many suggestions a person sees under the address field. */
export const ADDRESS_SUGGESTION_LIMIT = 5;

export interface SuggestAddressesInput {
  q: string;
  postalCode?: string | undefined;
}

/**
 * Suggestions for what a person typed, each signed so that only these can be saved as addresses.
 * Whatever the lookup, a suggestion whose town disagrees with its postal code's area is never offered.
 */
export const suggestAddresses =
  (deps: { lookup: AddressLookup; signer: SuggestionSigner; areas: PostalAreas }) =>
  async (input: SuggestAddressesInput): Promise<Result<AddressSuggestion[], DomainError>> => {
    let postalCode: string | null = null;
    if (input.postalCode !== undefined && input.postalCode.trim() !== '') {
      const check = checkQuebecPostalCode(input.postalCode);
      if (!check.ok) {
        return err(check.reason === 'format' ? GeoErrors.invalidPostalCode('query.postalCode') : GeoErrors.postalCodeOutsideQuebec('query.postalCode'));
      }
      postalCode = check.value;
    }
    const candidates = await deps.lookup.suggest({ text: input.q, postalCode, limit: ADDRESS_SUGGESTION_LIMIT });
    const agreeing = candidates.filter((c) => c.postalCode === null || deps.areas.agrees(c.placeId, c.postalCode));
    return ok(agreeing.slice(0, ADDRESS_SUGGESTION_LIMIT).map((c) => deps.signer.sign(c)));
  };
