import type { ReportPeriod } from '../../../src/shared/report-period.js';
import { nextPayoutDate, weekBounds } from '../domain/iso-week.js';
import type { PayoutsAnalyticsReader } from '../adapters/persistence/payouts.analytics.js';
import type { PayoutsDeps } from './ports.js';
import { upcomingRunWeek } from './weekly-run.js';

/** The payouts side of the console's dashboard and cleaner pages (issue #16). */
export const payoutsAnalytics = (deps: PayoutsDeps, reader: PayoutsAnalyticsReader) => ({
  /** The platform's commission on the period's lines, and the next Friday run as it stands now. */
  async platform(period: ReportPeriod) {
    const now = deps.clock.now();
    const week = upcomingRunWeek(now);
    const [earnings, owed, failedPayouts] = await Promise.all([reader.earnings(period, null), reader.unpaidBefore(weekBounds(week).end), reader.failedPayouts()]);
    return { commissionCents: earnings.commissionCents, nextRun: { date: nextPayoutDate(now), week, cleaners: owed.cleaners, totalCents: owed.totalCents }, failedPayouts };
  },
  /** The same figures from the ledger's lines: the definition the rollups must match (test/integration/analytics-rollups.test.ts). */
  async platformFromRows(period: ReportPeriod) {
    const now = deps.clock.now();
    const week = upcomingRunWeek(now);
    const [earnings, owed, failedPayouts] = await Promise.all([reader.earningsFromRows(period, null), reader.unpaidBeforeFromRows(weekBounds(week).end), reader.failedPayouts()]);
    return { commissionCents: earnings.commissionCents, nextRun: { date: nextPayoutDate(now), week, cleaners: owed.cleaners, totalCents: owed.totalCents }, failedPayouts };
  },
  /** One cleaner's earnings (totals and per week) and payouts of the period. */
  async cleaner(cleanerId: string, period: ReportPeriod) {
    const [earnings, weeks, payouts] = await Promise.all([reader.earnings(period, cleanerId), reader.weeklyEarnings(cleanerId, period), reader.payoutsOf(cleanerId, period)]);
    return { earnings, weeks, payouts };
  },
});
