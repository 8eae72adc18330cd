import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Register failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under incidents.*. */
export const incidentErrors = {
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  notFound: () => new DomainError('incidents.not_found', 'not_found'),
  /** Someone saved the record since this edit began: their change must not be overwritten unseen. */
  editedMeanwhile: () => new DomainError('incidents.edited_meanwhile', 'conflict'),
};
