import type { EntityManager } from '@mikro-orm/postgresql';
import { toInstant } from '../../../../src/shared/local-time.js';

/** One cleaner's money of one quarter of a Quebec calendar year, for the seller report (seller-reporting module). */
export interface SellerQuarterFigures {
  cleanerId: string;
  /** 1 to 4, in Quebec time. */
  quarter: number;
  /** Net amounts credited for visits (booking and late-cancellation lines, adjustments): gross - commission + the cleaner's own taxes. */
  considerationCents: number;
  commissionCents: number;
  /** Instant payout fees of the payouts paid in the quarter. */
  instantFeeCents: number;
  /** Distinct bookings credited in the quarter. */
  activities: number;
}

// Referral rewards are not paid for a service: they are no seller's consideration.
const SERVICE_KINDS = `('booking', 'cancellation_fee', 'adjustment')`;

/**
 * The ledger's figures for the seller report. A line counts in the quarter it was credited to the
 * cleaner (`earned_at`), which the rules call "paid or credited"; payouts move money already credited.
 */
export function payoutsSellerFigures(em: () => EntityManager) {
  return {
    async sellerFigures(year: number): Promise<SellerQuarterFigures[]> {
      const from = toInstant(`${year}-01-01`, 0);
      const to = toInstant(`${year + 1}-01-01`, 0);
      const rows = await em().execute<{ cleaner_id: string; quarter: number; consideration: string; commission: string; fees: string; activities: number }[]>(
        `with earned as (
           select cleaner_id, extract(quarter from earned_at at time zone 'America/Toronto')::int as quarter,
                  sum(amount_cents) as consideration, sum(commission_cents) as commission, count(distinct booking_id)::int as activities
             from payout_earnings
            where kind in ${SERVICE_KINDS} and earned_at >= ? and earned_at < ?
            group by 1, 2),
         fees as (
           select cleaner_id, extract(quarter from paid_at at time zone 'America/Toronto')::int as quarter, sum(fee_cents) as fees
             from payouts
            where kind = 'instant' and status = 'paid' and fee_cents > 0 and paid_at >= ? and paid_at < ?
            group by 1, 2)
         select coalesce(e.cleaner_id, f.cleaner_id) as cleaner_id, coalesce(e.quarter, f.quarter) as quarter,
                coalesce(e.consideration, 0)::text as consideration, coalesce(e.commission, 0)::text as commission,
                coalesce(f.fees, 0)::text as fees, coalesce(e.activities, 0) as activities
           from earned e full join fees f on f.cleaner_id = e.cleaner_id and f.quarter = e.quarter
          -- A cleaner whose only money of the year is an instant payout of earlier credits was paid no consideration this year.
          where e.cleaner_id is not null or exists (select 1 from earned x where x.cleaner_id = f.cleaner_id)`,
        [from, to, from, to],
      );
      return rows.map((r) => ({ cleanerId: r.cleaner_id, quarter: Number(r.quarter), considerationCents: Number(r.consideration), commissionCents: Number(r.commission), instantFeeCents: Number(r.fees), activities: Number(r.activities) }));
    },

    async payoutAccountRefs(cleanerIds: string[]): Promise<Map<string, string>> {
      if (!cleanerIds.length) return new Map();
      const rows = await em().execute<{ cleaner_id: string; account_id: string }[]>('select cleaner_id, account_id from payout_accounts where cleaner_id = any(?::uuid[])', [`{${cleanerIds.join(',')}}`]);
      return new Map(rows.map((r) => [r.cleaner_id, r.account_id]));
    },

    async lastCreditedYear(cleanerId: string): Promise<number | null> {
      const [row] = await em().execute<{ year: number | null }[]>(
        `select max(extract(year from earned_at at time zone 'America/Toronto'))::int as year from payout_earnings where cleaner_id = ? and kind in ${SERVICE_KINDS}`,
        [cleanerId],
      );
      return row?.year ?? null;
    },
  };
}
