import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';
import { PROFILE_LIMITS } from './profile-limits.js';

const file = (code: string, params: Record<string, string | number> = {}) =>
  new DomainError(code, 'invalid', params, [{ field: 'body.file', code, params }]);

/** Stable codes of the cleaners module; each is a key of errors.json (`cleaners.*`) in both languages. */
export const CleanerErrors = {
  invalidFields: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  notACleaner: () => new DomainError('cleaners.not_a_cleaner', 'forbidden'),
  profileNotFound: () => new DomainError('cleaners.profile_not_found', 'not_found'),
  documentNotFound: () => new DomainError('cleaners.document_not_found', 'not_found'),
  photoNotFound: () => new DomainError('cleaners.photo_not_found', 'not_found'),
  documentApproved: () => new DomainError('cleaners.document_approved', 'conflict'),
  stepOutOfOrder: () => new DomainError('cleaners.step_out_of_order', 'conflict'),
  invalidDocumentType: () => file('cleaners.invalid_file_type', { types: 'PDF, JPG, PNG' }),
  invalidPhotoType: () => file('cleaners.invalid_file_type', { types: 'JPG, PNG, WebP' }),
  fileTooLarge: () => file('uploads.too_large', { maxMb: PROFILE_LIMITS.uploadMaxMb }),
  fileRequired: () => file('uploads.file_required'),
  portfolioFull: () => new DomainError('cleaners.portfolio_full', 'conflict', { max: PROFILE_LIMITS.portfolioPhotos.max }),
  backgroundCheckTooOld: () =>
    new DomainError('cleaners.background_check_too_old', 'invalid', { months: PROFILE_LIMITS.backgroundCheckMaxMonths }, [
      { field: 'body.issuedOn', code: 'cleaners.background_check_too_old', params: { months: PROFILE_LIMITS.backgroundCheckMaxMonths } },
    ]),
  issuedOnInFuture: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.issuedOn', code: 'fields.invalid_date' }]),
  issuedOnRequired: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.issuedOn', code: 'fields.required' }]),
  reasonRequired: () =>
    new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.reason', code: 'cleaners.rejection_reason_required' }]),
};

/** Codes of public search (errors.json `search.*`). */
export const SearchErrors = {
  cityNotFound: () => new DomainError('search.city_not_found', 'invalid', {}, [{ field: 'query.city', code: 'search.city_not_found' }]),
  outsideQuebec: () => new DomainError('search.location_outside_quebec', 'invalid', {}, [{ field: 'query.lat', code: 'search.location_outside_quebec' }]),
  coordinatesIncomplete: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.lng', code: 'fields.required' }]),
  invalidDate: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'query.date', code: 'fields.invalid_date' }]),
};
