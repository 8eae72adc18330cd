import type { ReportPeriod } from '../../../src/shared/report-period.js';
import { bucketsOf } from '../domain/period.js';
import { acceptanceRate } from '../domain/rates.js';
import type { AnalyticsDeps } from './ports.js';

/**
 * The console's dashboard over a period (issue #16): each figure from the module that owns it, the
 * modules asked at once (each answers with a few aggregate statements). Queues (payments awaiting a
 * retry, profiles to review, open reports, failed payouts) and the next payout run are as of now.
 */
export const dashboard = (deps: AnalyticsDeps) => async (period: ReportPeriod) => {
  const s = deps.sources;
  const [bookings, searchBuckets, accounts, retries, payouts, pendingReviews, reviewed, openReports] = await Promise.all([
    s.bookings.platform(period),
    deps.searchDays.perBucket(period),
    s.accounts.newAccounts(period.start, period.end),
    s.payments.awaitingRetry(),
    s.payouts.platform(period),
    s.profiles.pendingReviewCount(),
    s.reviews.clientReviewsWritten(period),
    s.feedback.openReports(),
  ]);
  const searchesBy = new Map(searchBuckets.map((b) => [b.bucket, b.searches]));
  const bookingsBy = new Map(bookings.series.map((b) => [b.bucket, b]));
  const series = bucketsOf(period).map((start) => {
    const b = bookingsBy.get(start);
    return { start, searches: searchesBy.get(start) ?? 0, requests: b?.requests ?? 0, completed: b?.completed ?? 0, grossBookingValueCents: b?.grossBookingValueCents ?? 0 };
  });
  return {
    period: periodView(period),
    money: {
      grossBookingValueCents: bookings.grossBookingValueCents,
      serviceFeeCents: bookings.serviceFeeCents,
      commissionCents: payouts.commissionCents,
      platformRevenueCents: bookings.serviceFeeCents + payouts.commissionCents,
    },
    bookingsByStatus: bookings.byStatus,
    funnel: {
      searches: series.reduce((sum, b) => sum + b.searches, 0),
      requests: bookings.received,
      accepted: bookings.accepted,
      completed: bookings.byStatus.completed,
      reviewed,
    },
    newAccounts: accounts,
    requests: {
      received: bookings.received,
      accepted: bookings.accepted,
      declined: bookings.declined,
      expired: bookings.expired,
      acceptanceRate: acceptanceRate(bookings),
      medianResponseSeconds: bookings.medianResponseSeconds,
    },
    cancellations: bookings.cancellations,
    queues: { paymentsAwaitingRetry: retries, pendingProfileReviews: pendingReviews, openReports, failedPayouts: payouts.failedPayouts },
    nextPayoutRun: payouts.nextRun,
    series,
  };
};

export const periodView = (p: ReportPeriod) => ({ from: p.from, to: p.to, bucket: p.bucket });
