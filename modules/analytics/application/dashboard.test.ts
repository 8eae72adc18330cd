import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '../domain/period.js';
import { cleanerAnalytics } from './cleaner-analytics.js';
import { dashboard } from './dashboard.js';
import type { AnalyticsDeps, AnalyticsSources } from './ports.js';

const none = { cleanliness: null, quality: null, reliability: null, punctuality: null, communication: null, professionalism: null, overall: null };
const statuses = { pending: 0, confirmed: 1, in_progress: 0, completed: 2, declined: 0, declined_by_client: 0, cancelled: 0, expired: 0 };

function deps(role: 'client' | 'cleaner' = 'cleaner'): AnalyticsDeps {
  const sources: AnalyticsSources = {
    bookings: {
      platform: async () => ({
        byStatus: statuses,
        grossBookingValueCents: 30_000,
        serviceFeeCents: 1_000,
        cancellations: { total: 0, byClient: 0, byCleaner: 0, byAdmin: 0, paymentFailed: 0, noShows: 0 },
        received: 5,
        accepted: 3,
        declined: 1,
        expired: 1,
        medianResponseSeconds: 600,
        series: [{ bucket: '2026-11-03', requests: 5, completed: 2, grossBookingValueCents: 30_000 }],
      }),
      cleaner: async () => ({
        received: 2,
        accepted: 2,
        declined: 0,
        expired: 0,
        medianResponseSeconds: 60,
        acceptedVisits: 2,
        completed: 2,
        grossBookingValueCents: 30_000,
        cancellations: { total: 0, byClient: 0, byCleaner: 0, byAdmin: 0, noShows: 0 },
        clients: 1,
        repeatClients: 1,
        weeks: [{ week: '2026-11-02', accepted: 2, completed: 2 }],
      }),
    },
    accounts: { newAccounts: async () => ({ clients: 4, cleaners: 1 }), find: async (id) => ({ id, name: 'Marie', email: 'marie@example.com', role, active: true }) },
    payments: { awaitingRetry: async () => ({ count: 1, amountCents: 6_000 }) },
    payouts: {
      platform: async () => ({ commissionCents: 2_400, nextRun: { date: '2026-11-06', week: '2026-W45', cleaners: 1, totalCents: 21_600 }, failedPayouts: 0 }),
      cleaner: async () => ({
        earnings: { grossCents: 24_000, commissionCents: 2_400, taxCents: 0, amountCents: 21_600 },
        weeks: [{ week: '2026-11-02', grossCents: 24_000, amountCents: 21_600 }],
        payouts: { paid: { count: 0, amountCents: 0 }, pending: { count: 0, amountCents: 0 }, failed: { count: 0, amountCents: 0 } },
      }),
    },
    profiles: { pendingReviewCount: async () => 2 },
    reviews: { clientReviewsWritten: async () => 1, cleanerRatings: async () => ({ count: 0, averages: none, months: [] }) },
    feedback: { openReports: async () => 3, cleaner: async () => ({ likes: 0, dislikes: 0, notInterested: 0, reports: { open: 0, resolved: 0, dismissed: 0 } }) },
  };
  return {
    sources,
    searchDays: { add: async () => {}, perBucket: async () => [{ bucket: '2026-11-02', searches: 40 }] },
    clock: { now: () => new Date('2026-11-05T15:00:00Z') },
    settings: { maxPeriodDays: 731 },
  };
}

const period = resolvePeriod({ from: '2026-11-01', to: '2026-11-05' }, new Date('2026-11-05T15:00:00Z'), 731);

describe('dashboard', () => {
  it('adds service fees and commission, and draws every day of the period, empty ones at zero', async () => {
    const d = await dashboard(deps())(period);
    expect(d.money).toEqual({ grossBookingValueCents: 30_000, serviceFeeCents: 1_000, commissionCents: 2_400, platformRevenueCents: 3_400 });
    expect(d.funnel).toEqual({ searches: 40, requests: 5, accepted: 3, completed: 2, reviewed: 1 });
    expect(d.requests.acceptanceRate).toBe(0.6);
    expect(d.series.map((s) => [s.start, s.searches, s.requests])).toEqual([
      ['2026-11-01', 0, 0],
      ['2026-11-02', 40, 0],
      ['2026-11-03', 0, 5],
      ['2026-11-04', 0, 0],
      ['2026-11-05', 0, 0],
    ]);
    expect(d.queues).toEqual({ paymentsAwaitingRetry: { count: 1, amountCents: 6_000 }, pendingProfileReviews: 2, openReports: 3, failedPayouts: 0 });
  });
});

describe('a cleaner page', () => {
  it("fills every week the period touches and answers 404 for an account that is not a cleaner's", async () => {
    const page = await cleanerAnalytics(deps())('c1', period);
    // 1 November 2026 is a Sunday: its week starts on 26 October.
    expect(page.weeks).toEqual([
      { start: '2026-10-26', accepted: 0, completed: 0, earningsCents: 0 },
      { start: '2026-11-02', accepted: 2, completed: 2, earningsCents: 21_600 },
    ]);
    expect(page.clients).toEqual({ withCompletedVisit: 1, repeat: 1, repeatRate: 1 });
    await expect(cleanerAnalytics(deps('client'))('c1', period)).rejects.toMatchObject({ code: 'analytics.cleaner_not_found', kind: 'not_found' });
  });
});
