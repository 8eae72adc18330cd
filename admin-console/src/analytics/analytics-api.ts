import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import type { PeriodRange } from './period';

export type AdminDashboard = components['schemas']['AdminDashboard'];
export type AdminCleanerAnalytics = components['schemas']['AdminCleanerAnalytics'];
export type RatingAverages = components['schemas']['AnalyticsRatings'];

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  dashboard: (range: PeriodRange) => [...analyticsKeys.all, 'dashboard', range.from, range.to] as const,
  cleaner: (id: string, range: PeriodRange) => [...analyticsKeys.all, 'cleaner', id, range.from, range.to] as const,
};

export async function getDashboard(range: PeriodRange, signal?: AbortSignal): Promise<AdminDashboard> {
  const { data, error, response } = await api.GET('/api/admin/analytics/dashboard', { params: { query: range }, ...(signal ? { signal } : {}) });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

export async function getCleanerAnalytics(cleanerId: string, range: PeriodRange, signal?: AbortSignal): Promise<AdminCleanerAnalytics> {
  const { data, error, response } = await api.GET('/api/admin/analytics/cleaners/{cleanerId}', {
    params: { path: { cleanerId }, query: range },
    ...(signal ? { signal } : {}),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}
