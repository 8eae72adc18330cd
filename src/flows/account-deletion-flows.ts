import type { Flow } from './outbox.js';
import type { ErasureSubject, PersonalDataEraser } from '../shared/personal-data-erasure.js';
import { ACCOUNT_DELETED } from '../../modules/identity/index.js';

/**
 * An account was deleted (identity anonymised its row and recorded this in the same transaction): each
 * module deletes or anonymises what it holds about the person, one step and one transaction each,
 * retried while it fails, run by any instance's poller if the process died (docs/decisions.md, "Account
 * deletion"). Files of deleted rows go through `files.delete` from within each step. The payload holds
 * the former address, so the outbox forgets it once the steps are done.
 * Kept on purpose: invoices (as issued, 6 years), payouts and earnings (6 years), the confidentiality
 * incident register (no step), the terms acceptances (their step marks when the 3 years start).
 */
type Erases = { api: { erasePersonalData: PersonalDataEraser } };

export interface AccountDeletionModules {
  identity: Erases;
  properties: Erases;
  cleaners: Erases;
  availability: Erases;
  booking: Erases;
  payments: Erases;
  messaging: Erases;
  reviews: { api: { erasePersonalData: PersonalDataEraser; involvingIds(userId: string): Promise<string[]> } };
  content: { api: { eraseTestimonialsQuoting(reviewIds: string[]): Promise<void> } };
  feedback: Erases;
  referrals: Erases;
  newsletter: Erases;
  contact: Erases;
  portability: Erases;
  sellerReporting: Erases;
  integrations: Erases;
  legal: Erases;
  push: Erases;
  cases: Erases;
}

const subjectOf = (p: Record<string, unknown>): ErasureSubject => ({ userId: String(p.userId), email: String(p.email) });

export const accountDeleted = (m: AccountDeletionModules): Flow => {
  const step = (name: string, erase: PersonalDataEraser) => ({ name, run: (p: Record<string, unknown>) => erase(subjectOf(p)) });
  return {
    event: ACCOUNT_DELETED,
    background: true,
    forgetPayload: true,
    // Looked up at each run (not captured), like the portability sources.
    steps: [
      step('identity.erase', (s) => m.identity.api.erasePersonalData(s)),
      step('properties.erase', (s) => m.properties.api.erasePersonalData(s)),
      step('cleaners.erase', (s) => m.cleaners.api.erasePersonalData(s)),
      step('availability.erase', (s) => m.availability.api.erasePersonalData(s)),
      step('booking.erase', (s) => m.booking.api.erasePersonalData(s)),
      step('payments.erase', (s) => m.payments.api.erasePersonalData(s)),
      step('messaging.erase', (s) => m.messaging.api.erasePersonalData(s)),
      // One step: content knows reviews by id only, so their testimonials go before the reviews do.
      step('reviews.erase', async (s) => {
        await m.content.api.eraseTestimonialsQuoting(await m.reviews.api.involvingIds(s.userId));
        await m.reviews.api.erasePersonalData(s);
      }),
      step('feedback.erase', (s) => m.feedback.api.erasePersonalData(s)),
      // Cases (issue #36) stay, without the deleted person's words and photos.
      step('cases.erase', (s) => m.cases.api.erasePersonalData(s)),
      step('referrals.erase', (s) => m.referrals.api.erasePersonalData(s)),
      step('newsletter.erase', (s) => m.newsletter.api.erasePersonalData(s)),
      step('contact.erase', (s) => m.contact.api.erasePersonalData(s)),
      step('portability.erase', (s) => m.portability.api.erasePersonalData(s)),
      // Deleted when never paid; a paid cleaner's stays for the tax law until its date (then the retention job).
      step('seller-reporting.erase', (s) => m.sellerReporting.api.erasePersonalData(s)),
      // API keys (unusable from the deletion on: the account is no longer active).
      step('integrations.erase', (s) => m.integrations.api.erasePersonalData(s)),
      // Push subscriptions and choices (issue #34): the devices stop at once.
      step('push.erase', (s) => m.push.api.erasePersonalData(s)),
      // Kept 3 years from now (prescription), then the retention run deletes them.
      step('legal.mark_deleted', (s) => m.legal.api.erasePersonalData(s)),
    ],
  };
};
