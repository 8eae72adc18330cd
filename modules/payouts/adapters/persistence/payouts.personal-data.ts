import type { EntityManager } from '@mikro-orm/postgresql';
import { exportRow, type PersonalDataSection, type PersonalDataSubject } from '../../../../src/shared/personal-data.js';

/**
 * A cleaner's payouts for their data export: their connected account's state, every earning line
 * (gross, commission, taxes, net) and every payout. Idempotency keys are ours, not the cleaner's data.
 */
export const payoutsPersonalData =
  (em: () => EntityManager) =>
  async (subject: PersonalDataSubject): Promise<PersonalDataSection> => {
    const [account] = await em().execute<object[]>(
      'select provider, account_id, status, can_receive_transfers, payouts_enabled, requirements, created_at, updated_at from payout_accounts where cleaner_id = ?',
      [subject.userId],
    );
    const earnings = await em().execute<object[]>(
      `select id, kind, booking_id, service_date::text as service_date, note, gross_cents, commission_cents, tax_cents, amount_cents, earned_at, payout_id
         from payout_earnings where cleaner_id = ? order by earned_at`,
      [subject.userId],
    );
    const payouts = await em().execute<object[]>(
      `select id, kind, status, week, gross_cents, fee_cents, amount_cents, failure_message, destination, transfer_id, provider_payout_id, created_at, paid_at
         from payouts where cleaner_id = ? order by created_at`,
      [subject.userId],
    );
    const pending = await em().execute<object[]>('select booking_id, amount_cents, completed_at from payout_pending_visits where cleaner_id = ? order by completed_at', [subject.userId]);
    return {
      data: { currency: 'CAD', account: account ? exportRow(account) : null, earnings: earnings.map(exportRow), payouts: payouts.map(exportRow), visitsAwaitingPayment: pending.map(exportRow) },
      files: [],
    };
  };
