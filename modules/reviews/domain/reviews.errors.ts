import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Review failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under reviews.*. */
export const reviewErrors = {
  bookingNotFound: () => new DomainError('reviews.booking_not_found', 'not_found'),
  notFound: () => new DomainError('reviews.not_found', 'not_found'),
  cleanerNotFound: () => new DomainError('reviews.cleaner_not_found', 'not_found'),
  forbidden: () => new DomainError('reviews.forbidden', 'forbidden'),
  rateAllCategories: (issues: FieldIssue[]) => new DomainError('reviews.rate_all_categories', 'invalid', {}, issues),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  alreadyReviewed: () => new DomainError('reviews.already_reviewed', 'conflict'),
  notCompleted: () => new DomainError('reviews.not_completed', 'conflict'),
  windowClosed: () => new DomainError('reviews.window_closed', 'conflict'),
};
