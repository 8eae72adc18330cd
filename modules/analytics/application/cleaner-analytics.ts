import type { ReportPeriod } from '../../../src/shared/report-period.js';
import { analyticsErrors } from '../domain/analytics.errors.js';
import { weeksOf } from '../domain/period.js';
import { acceptanceRate, ratio, visitRates } from '../domain/rates.js';
import { periodView } from './dashboard.js';
import type { AnalyticsDeps } from './ports.js';

/**
 * One cleaner's page in the console (issue #16): requests and answers, visits and what became of
 * them, repeat clients, earnings and payouts, ratings by category per month, clients' feedback.
 * Documents and verification are the profile review's (the console reads both).
 */
export const cleanerAnalytics = (deps: AnalyticsDeps) => async (cleanerId: string, period: ReportPeriod) => {
  const s = deps.sources;
  const account = await s.accounts.find(cleanerId);
  if (!account || account.role !== 'cleaner') throw analyticsErrors.cleanerNotFound();
  const [bookings, money, ratings, feedback] = await Promise.all([
    s.bookings.cleaner(cleanerId, period),
    s.payouts.cleaner(cleanerId, period),
    s.reviews.cleanerRatings(cleanerId, period),
    s.feedback.cleaner(cleanerId, period),
  ]);
  const visitsBy = new Map(bookings.weeks.map((w) => [w.week, w]));
  const earningsBy = new Map(money.weeks.map((w) => [w.week, w]));
  return {
    period: periodView(period),
    cleaner: { id: account.id, name: account.name, email: account.email, active: account.active },
    requests: {
      received: bookings.received,
      accepted: bookings.accepted,
      declined: bookings.declined,
      expired: bookings.expired,
      acceptanceRate: acceptanceRate(bookings),
      medianResponseSeconds: bookings.medianResponseSeconds,
    },
    visits: {
      accepted: bookings.acceptedVisits,
      completed: bookings.completed,
      grossBookingValueCents: bookings.grossBookingValueCents,
      cancellations: bookings.cancellations,
      ...visitRates(bookings),
    },
    clients: { withCompletedVisit: bookings.clients, repeat: bookings.repeatClients, repeatRate: ratio(bookings.repeatClients, bookings.clients) },
    earnings: money.earnings,
    payouts: money.payouts,
    weeks: weeksOf(period).map((start) => ({
      start,
      accepted: visitsBy.get(start)?.accepted ?? 0,
      completed: visitsBy.get(start)?.completed ?? 0,
      earningsCents: earningsBy.get(start)?.amountCents ?? 0,
    })),
    ratings,
    feedback,
  };
};
