import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Stable codes of the properties module; each is a key of errors.json in both languages. */
export const PropertyErrors = {
  clientsOnly: () => new DomainError('properties.clients_only', 'forbidden'),
  notFound: () => new DomainError('properties.not_found', 'not_found'),
  addressNotFromSuggestions: () =>
    new DomainError('properties.address_not_from_suggestions', 'invalid', {}, [
      { field: 'body.suggestionId', code: 'properties.address_not_from_suggestions' },
    ]),
  postalCodeRequired: () =>
    new DomainError('properties.postal_code_required', 'invalid', {}, [{ field: 'body.suggestionId', code: 'properties.postal_code_required' }]),
  limitReached: (max: number) => new DomainError('properties.limit_reached', 'conflict', { max }),
  invalidFields: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
};
