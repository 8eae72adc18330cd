import type { EntityManager } from '@mikro-orm/postgresql';
import { bucketStartSql, quebecDateSql, type ReportPeriod } from '../../../../src/shared/report-period.js';

/**
 * The day an earning line belongs to in the console's analytics: the visit's date for visits and
 * late-cancellation fees, else the Quebec date it was recorded. The same text as the expression
 * index payout_earnings_day_idx, so the planner uses it.
 */
const EARNING_DAY = `coalesce(service_date, ${quebecDateSql('earned_at')})`;

const int = (v: unknown): number => Number(v ?? 0);

export interface EarningTotals {
  grossCents: number;
  commissionCents: number;
  taxCents: number;
  amountCents: number;
}

/** SQL aggregates of the ledger and the payouts for the console's analytics (issue #16). */
export class PayoutsAnalyticsReader {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  /** The ledger's lines of the period, summed: platform-wide from the daily rollup, one cleaner's from their lines. */
  async earnings(period: ReportPeriod, cleanerId: string | null): Promise<EarningTotals> {
    if (cleanerId) return this.earningsFromRows(period, cleanerId);
    const [row] = await this.rows<{ gross: string; commission: string; tax: string; amount: string }>(
      `select coalesce(sum(gross_cents), 0) as gross, coalesce(sum(commission_cents), 0) as commission,
              coalesce(sum(tax_cents), 0) as tax, coalesce(sum(amount_cents), 0) as amount
         from payout_earning_stats where day >= ? and day <= ?`,
      [period.from, period.to],
    );
    return { grossCents: int(row?.gross), commissionCents: int(row?.commission), taxCents: int(row?.tax), amountCents: int(row?.amount) };
  }

  /** The ledger's lines of the period, summed from the lines themselves (the definition; `cleanerId` narrows to one cleaner). */
  async earningsFromRows(period: ReportPeriod, cleanerId: string | null): Promise<EarningTotals> {
    const [row] = await this.rows<{ gross: string; commission: string; tax: string; amount: string }>(
      `select coalesce(sum(gross_cents), 0) as gross, coalesce(sum(commission_cents), 0) as commission,
              coalesce(sum(tax_cents), 0) as tax, coalesce(sum(amount_cents), 0) as amount
         from payout_earnings where ${EARNING_DAY} >= ? and ${EARNING_DAY} <= ? ${cleanerId ? 'and cleaner_id = ?' : ''}`,
      [period.from, period.to, ...(cleanerId ? [cleanerId] : [])],
    );
    return { grossCents: int(row?.gross), commissionCents: int(row?.commission), taxCents: int(row?.tax), amountCents: int(row?.amount) };
  }

  /** One cleaner's earnings per ISO week (Monday's date) of the period. */
  async weeklyEarnings(cleanerId: string, period: ReportPeriod): Promise<{ week: string; grossCents: number; amountCents: number }[]> {
    const rows = await this.rows<{ week: string; gross: string; amount: string }>(
      `select to_char(${bucketStartSql('week', EARNING_DAY)}, 'YYYY-MM-DD') as week, sum(gross_cents) as gross, sum(amount_cents) as amount
         from payout_earnings where cleaner_id = ? and ${EARNING_DAY} >= ? and ${EARNING_DAY} <= ? group by 1 order by 1`,
      [cleanerId, period.from, period.to],
    );
    return rows.map((r) => ({ week: r.week, grossCents: int(r.gross), amountCents: int(r.amount) }));
  }

  /**
   * Unpaid earnings recorded before `cutoff` (what a run would carry now): cleaners owed money, and
   * the total. Each cleaner's unpaid sum (rollup, a row per cleaner) less their unpaid lines recorded
   * since the cutoff (a week or two of lines, payout_unpaid_recent_idx).
   */
  async unpaidBefore(cutoff: Date): Promise<{ cleaners: number; totalCents: number }> {
    const [row] = await this.rows<{ cleaners: string; total: string }>(
      `with unpaid as (select cleaner_id, sum(amount_cents) as cents from payout_unpaid_stats group by cleaner_id),
            recent as (select cleaner_id, sum(amount_cents) as cents from payout_earnings where payout_id is null and earned_at >= ? group by cleaner_id),
            owed as (select u.cents - coalesce(r.cents, 0) as cents from unpaid u left join recent r using (cleaner_id))
       select count(*) as cleaners, coalesce(sum(cents), 0) as total from owed where cents > 0`,
      [cutoff],
    );
    return { cleaners: int(row?.cleaners), totalCents: int(row?.total) };
  }

  /** The same from the ledger's lines (the definition). */
  async unpaidBeforeFromRows(cutoff: Date): Promise<{ cleaners: number; totalCents: number }> {
    const [row] = await this.rows<{ cleaners: string; total: string }>(
      `select count(*) as cleaners, coalesce(sum(cents), 0) as total
         from (select sum(amount_cents) as cents from payout_earnings where payout_id is null and earned_at < ? group by cleaner_id having sum(amount_cents) > 0) owed`,
      [cutoff],
    );
    return { cleaners: int(row?.cleaners), totalCents: int(row?.total) };
  }

  /** Payouts whose transfer failed and that an admin may retry (weekly) or that stay visible (instant). */
  async failedPayouts(): Promise<number> {
    const [row] = await this.rows<{ n: string }>(`select count(*) as n from payouts where status = 'failed'`, []);
    return int(row?.n);
  }

  /** One cleaner's payouts made in the period, by status. */
  async payoutsOf(cleanerId: string, period: ReportPeriod): Promise<Record<'paid' | 'pending' | 'failed', { count: number; amountCents: number }>> {
    const rows = await this.rows<{ status: 'paid' | 'pending' | 'failed'; n: string; cents: string }>(
      `select status, count(*) as n, sum(amount_cents) as cents from payouts where cleaner_id = ? and created_at >= ? and created_at < ? group by status`,
      [cleanerId, period.start, period.end],
    );
    const of = (status: string) => {
      const r = rows.find((x) => x.status === status);
      return { count: int(r?.n), amountCents: int(r?.cents) };
    };
    return { paid: of('paid'), pending: of('pending'), failed: of('failed') };
  }
}
