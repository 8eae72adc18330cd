import { DomainError, type FieldIssue } from '../../../src/shared/domain-error.js';

/** Newsletter failures with stable codes; texts live in web/public/locales/{fr,en}/errors.json under newsletter.*. */
export const newsletterErrors = {
  termsRequired: () => new DomainError('newsletter.terms_required', 'invalid', {}, [{ field: 'body.acceptTerms', code: 'newsletter.terms_required' }]),
  invalid: (issues: FieldIssue[]) => new DomainError('validation_failed', 'invalid', {}, issues),
  /** Unknown, already used or expired: one answer, so a link tells nothing about the address behind it. */
  confirmationInvalid: () => new DomainError('newsletter.confirmation_invalid', 'not_found'),
  unsubscribeInvalid: () => new DomainError('newsletter.unsubscribe_invalid', 'not_found'),
  campaignNotFound: () => new DomainError('newsletter.campaign_not_found', 'not_found'),
  /** Sending started (or ended): the newsletter can no longer be edited or sent again. */
  campaignNotDraft: () => new DomainError('newsletter.campaign_not_draft', 'conflict'),
};
