import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErasureSubject } from '../../../../src/shared/personal-data-erasure.js';
import type { PaymentProvider } from '../../application/ports.js';

/**
 * Account deletion: the customer at the provider (Stripe keeps the name, email and cards it was given),
 * then saved cards (with their fingerprints) and the link to it are deleted. Charges and refunds stay
 * 6 years (tax law) as they are: amounts, dates, statuses and the provider's references, which
 * reconcile them with Stripe's records; they hold no name or address.
 * The provider is called first and the rows go only after it answered: a failure throws, the outbox
 * retries the step, and the link is still there to find the customer again (one already gone counts).
 */
export const paymentsErasure =
  (em: () => EntityManager, provider: Pick<PaymentProvider, 'name' | 'deleteCustomer'>) =>
  async (subject: ErasureSubject): Promise<void> => {
    const customers: { customer_ref: string }[] = await em().execute('select customer_ref from payment_customers where user_id = ? and provider = ?', [subject.userId, provider.name]);
    for (const { customer_ref } of customers) await provider.deleteCustomer(customer_ref);
    await em().execute('delete from payment_cards where user_id = ?', [subject.userId]);
    await em().execute('delete from payment_customers where user_id = ?', [subject.userId]);
  };
