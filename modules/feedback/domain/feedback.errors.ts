import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Feedback failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under feedback.*. */
export const feedbackErrors = {
  clientsOnly: () => new DomainError('feedback.clients_only', 'forbidden'),
  cleanersOnly: () => new DomainError('feedback.cleaners_only', 'forbidden'),
  cleanerNotFound: () => new DomainError('feedback.cleaner_not_found', 'not_found'),
  favouritesFull: (max: number) => new DomainError('feedback.favourites_full', 'conflict', { max }),
  reportNotFound: () => new DomainError('feedback.report_not_found', 'not_found'),
  reasonRequired: () => new DomainError('feedback.reason_required', 'invalid', {}, [{ field: 'body.reason', code: 'feedback.reason_required' }]),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
};
