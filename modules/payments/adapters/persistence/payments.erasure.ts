import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';

/**
 * Account deletion: saved cards (with their fingerprints) and the link to the provider's customer are
 * deleted. Charges and refunds stay 6 years (tax law) as they are: amounts, dates, statuses and the
 * provider's references, which reconcile them with Stripe's records; they hold no name or address.
 */
export const paymentsErasure =
  (em: () => EntityManager) =>
  async (subject: ErasureSubject): Promise<void> => {
    await em().execute('delete from payment_cards where user_id = ?', [subject.userId]);
    await em().execute('delete from payment_customers where user_id = ?', [subject.userId]);
  };
