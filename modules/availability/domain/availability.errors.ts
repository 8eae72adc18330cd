import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Stable codes of the availability module; each is a key of errors.json in both languages. */
export const AvailabilityErrors = {
  /** Spec section 5: "Ce créneau horaire existe déjà pour cette date". */
  duplicateSlot: (date: string, field = 'body.date') =>
    new DomainError('availability.duplicate_slot', 'invalid', { date }, [{ field, code: 'availability.duplicate_slot', params: { date } }]),
  invalidFields: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  blockNotFound: () => new DomainError('availability.block_not_found', 'not_found'),
  notAnOccurrence: () =>
    new DomainError('availability.not_an_occurrence', 'invalid', {}, [{ field: 'path.date', code: 'availability.not_an_occurrence' }]),
  rangeTooLong: (field: string, maxDays: number) =>
    new DomainError('availability.range_too_long', 'invalid', { maxDays }, [{ field, code: 'availability.range_too_long', params: { maxDays } }]),
  cleanerNotFound: () => new DomainError('availability.cleaner_not_found', 'not_found'),
  feedNotFound: () => new DomainError('not_found', 'not_found'),
};
