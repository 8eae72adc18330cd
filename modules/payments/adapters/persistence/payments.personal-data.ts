import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A client's payments for their data export: the cards they saved (brand, last four digits, expiry;
 * Stripe holds the numbers, we never see them), the charges of their bookings and their refunds.
 * Idempotency keys, provider references and which admin refunded are ours, not the client's data.
 */
export const paymentsPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const customers = await em().execute<object[]>('select provider, customer_ref as customer_reference, created_at from payment_customers where user_id = ? order by created_at', [subject.userId]);
    const cards = await em().execute<object[]>('select id, provider, brand, last4, exp_month, exp_year, created_at, deleted_at from payment_cards where user_id = ? order by created_at', [subject.userId]);
    const charges = await em().execute<object[]>(
      `select id, booking_id, kind, amount_cents, refunded_cents, status, failure_code, attempts, paid_at, created_at, updated_at
         from payment_charges where client_id = ? order by created_at`,
      [subject.userId],
    );
    const refunds = await em().execute<object[]>(
      `select r.id, r.booking_id, r.charge_id, r.amount_cents, r.by, r.reason, r.status, r.created_at
         from payment_refunds r join payment_charges c on c.id = r.charge_id where c.client_id = ? order by r.created_at`,
      [subject.userId],
    );
    // Tips the client gave (issue #18); the cleaner's side is their tip earning lines (payouts).
    const tips = await em().execute<object[]>(
      'select id, booking_id, amount_cents, status, failure_code, attempts, paid_at, created_at, updated_at from payment_tips where client_id = ? order by created_at',
      [subject.userId],
    );
    return { data: { currency: 'CAD', customers: customers.map(exportRow), cards: cards.map(exportRow), charges: charges.map(exportRow), refunds: refunds.map(exportRow), tips: tips.map(exportRow) }, files: [] };
  };
