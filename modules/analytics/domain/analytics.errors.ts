import { DomainError } from '../../../src/shared/domain-error.js';

export const analyticsErrors = {
  /** A date that is not a calendar date (the contract checks the shape, not 2026-02-30). */
  invalidDate: (field: 'from' | 'to') => new DomainError('validation_failed', 'invalid', {}, [{ field: `query.${field}`, code: 'fields.invalid_date' }]),
  periodReversed: () => new DomainError('analytics.period_reversed', 'invalid'),
  periodTooLong: (maxDays: number) => new DomainError('analytics.period_too_long', 'invalid', { maxDays }),
  cleanerNotFound: () => new DomainError('analytics.cleaner_not_found', 'not_found'),
};
