import type { LocalDate } from '../../../src/shared/local-time.js';
import type { ReportPeriod } from '../../../src/shared/report-period.js';
import type { CleanerBookingFigures, PlatformBookingFigures } from '../../booking/index.js';

/** Daily search counts (this module's table). */
export interface SearchDays {
  add(counts: [LocalDate, number][]): Promise<void>;
  perBucket(period: ReportPeriod): Promise<{ bucket: LocalDate; searches: number }[]>;
}

/** Each figure from the module that owns its data, through its public api (wired in src/app.ts). */
export interface AnalyticsSources {
  bookings: {
    platform(period: ReportPeriod): Promise<PlatformBookingFigures>;
    cleaner(cleanerId: string, period: ReportPeriod): Promise<CleanerBookingFigures>;
  };
  accounts: {
    newAccounts(start: Date, end: Date): Promise<{ clients: number; cleaners: number }>;
    find(id: string): Promise<{ id: string; name: string; email: string; role: 'client' | 'cleaner' | 'admin' | null; active: boolean } | null>;
  };
  payments: { awaitingRetry(): Promise<{ count: number; amountCents: number }> };
  payouts: {
    platform(period: ReportPeriod): Promise<{ commissionCents: number; nextRun: { date: LocalDate; week: string; cleaners: number; totalCents: number }; failedPayouts: number }>;
    cleaner(
      cleanerId: string,
      period: ReportPeriod,
    ): Promise<{
      earnings: { grossCents: number; commissionCents: number; taxCents: number; amountCents: number };
      weeks: { week: LocalDate; grossCents: number; amountCents: number }[];
      payouts: Record<'paid' | 'pending' | 'failed', { count: number; amountCents: number }>;
    }>;
  };
  profiles: { pendingReviewCount(): Promise<number> };
  reviews: {
    clientReviewsWritten(period: ReportPeriod): Promise<number>;
    cleanerRatings(cleanerId: string, period: ReportPeriod): Promise<{ count: number; averages: RatingAverages; months: { month: string; count: number; averages: RatingAverages }[] }>;
  };
  feedback: {
    openReports(): Promise<number>;
    cleaner(cleanerId: string, period: ReportPeriod): Promise<{ likes: number; dislikes: number; notInterested: number; reports: { open: number; resolved: number; dismissed: number } }>;
  };
}

export type RatingAverages = Record<'cleanliness' | 'quality' | 'reliability' | 'punctuality' | 'communication' | 'professionalism' | 'overall', number | null>;

export interface AnalyticsSettings {
  maxPeriodDays: number;
}

export interface AnalyticsDeps {
  sources: AnalyticsSources;
  searchDays: SearchDays;
  clock: { now(): Date };
  settings: AnalyticsSettings;
}
