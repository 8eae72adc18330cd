import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Promo code failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under promotions.*. */
export const promoErrors = {
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  notFound: () => new DomainError('promotions.not_found', 'not_found'),
  codeTaken: () => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.code', code: 'promotions.code_taken' }]),
  /** Bookings carry the code: it stays for their history (deactivate it instead). */
  usedCodeKept: () => new DomainError('promotions.used_code_kept', 'conflict'),
};
