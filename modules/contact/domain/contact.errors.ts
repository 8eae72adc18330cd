import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Contact failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under contact.*. */
export const contactErrors = {
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  messageNotFound: () => new DomainError('contact.message_not_found', 'not_found'),
};
