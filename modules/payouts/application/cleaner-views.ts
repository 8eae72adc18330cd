import type { Locale } from '../../../src/shared/locale.js';
import { monthBounds, nextPayoutDate, nextRunCutoff } from '../domain/iso-week.js';
import type { Earning } from '../domain/earning.js';
import type { Payout, PayoutsDeps } from './ports.js';
import { describeEarning, presentAccount, presentEarning, presentPayout, type EarningDto, type PayoutAccountDto, type PayoutDto } from './views.js';

export interface PayoutOverviewDto {
  currency: 'CAD';
  balanceCents: number;
  unpaidEarningsCents: number;
  pendingCents: number;
  instantFeeCents: number;
  instantNetCents: number;
  nextPayoutDate: string;
  account: PayoutAccountDto;
  recentEarnings: EarningDto[];
  recentPayouts: PayoutDto[];
  /** Visits whose earning is held out of payouts while a case is open on them (issue #36). */
  held: { bookingId: string; serviceDate: string | null; amountCents: number; reason: 'case_open'; heldAt: string }[];
}

const RECENT = 5;

/** The cleaner's "Earnings and payouts" page: balance, what Friday carries, pending visits, the account. */
export const payoutOverview =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, locale: Locale): Promise<PayoutOverviewDto> => {
    const now = deps.clock.now();
    const fee = deps.settings.instantPayoutFeeCents;
    const [balance, unpaid, pendingCents, stored, earnings, payouts, held] = await Promise.all([
      deps.payouts.unpaidTotal(cleanerId, null),
      deps.payouts.unpaidTotal(cleanerId, nextRunCutoff(now)),
      deps.payouts.pendingCents(cleanerId),
      deps.payouts.account(cleanerId),
      deps.payouts.earningsOf(cleanerId, 0, RECENT),
      deps.payouts.payoutsOf(cleanerId, 0, RECENT),
      deps.payouts.heldOf(cleanerId),
    ]);
    const account = presentAccount(stored && stored.provider === deps.provider.name ? stored : null, deps.provider.name);
    return {
      currency: 'CAD',
      balanceCents: balance.cents,
      unpaidEarningsCents: unpaid.cents,
      pendingCents,
      instantFeeCents: fee,
      instantNetCents: account.canReceiveTransfers && balance.cents > fee ? balance.cents - fee : 0,
      nextPayoutDate: nextPayoutDate(now),
      account,
      recentEarnings: earnings.items.map((e) => presentEarning(e, locale)),
      recentPayouts: payouts.items.map(presentPayout),
      held: held.map((h) => ({ bookingId: h.bookingId, serviceDate: h.serviceDate, amountCents: h.amountCents, reason: 'case_open' as const, heldAt: h.heldAt.toISOString() })),
    };
  };

export const myEarnings =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, page: { offset: number; limit: number }, locale: Locale): Promise<{ items: EarningDto[]; total: number }> => {
    const { items, total } = await deps.payouts.earningsOf(cleanerId, page.offset, page.limit);
    return { items: items.map((e) => presentEarning(e, locale)), total };
  };

export const myPayouts =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, page: { offset: number; limit: number }): Promise<{ items: PayoutDto[]; total: number }> => {
    const { items, total } = await deps.payouts.payoutsOf(cleanerId, page.offset, page.limit);
    return { items: items.map(presentPayout), total };
  };

export interface StatementData {
  month: string;
  /** Earning lines recorded in the month (Quebec time), oldest first, described in the asked language. */
  earnings: (Earning & { description: string })[];
  /** Payouts paid in the month, oldest first. */
  payouts: Payout[];
  totals: { grossCents: number; commissionCents: number; taxCents: number; earningsCents: number; feesCents: number; payoutsCents: number };
}

/** A cleaner's month for the invoices module's statement PDF. */
export const statementData =
  (deps: PayoutsDeps) =>
  async (cleanerId: string, month: string, locale: Locale = 'fr'): Promise<StatementData> => {
    const { start, end } = monthBounds(month);
    const [earnings, payouts] = await Promise.all([deps.payouts.earningsBetween(cleanerId, start, end), deps.payouts.paidPayoutsBetween(cleanerId, start, end)]);
    const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
    return {
      month,
      earnings: earnings.map((e) => ({ ...e, description: describeEarning(e, locale) })),
      payouts,
      totals: {
        grossCents: sum(earnings, (e) => e.grossCents),
        commissionCents: sum(earnings, (e) => e.commissionCents),
        taxCents: sum(earnings, (e) => e.taxCents),
        earningsCents: sum(earnings, (e) => e.amountCents),
        feesCents: sum(payouts, (p) => p.feeCents),
        payoutsCents: sum(payouts, (p) => p.amountCents),
      },
    };
  };
