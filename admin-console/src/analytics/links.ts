import type { PeriodRange } from './period';

/**
 * The console list behind a figure, opened on the matching filter (and order) in react-admin's own
 * address convention (`?filter=<json>&sort=…&order=…`, read by its List on arrival).
 */
export function listLink(basename: string, resource: string, filter: Record<string, string | boolean> = {}, sort?: { field: string; order: 'ASC' | 'DESC' }): string {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), ...(sort ? { sort: sort.field, order: sort.order } : {}) });
  return `${basename}/${resource}?${query.toString()}`;
}

/** Bookings whose visit falls in the period (the list filters on the visit's date, as the figures do). */
export const bookingsIn = (basename: string, range: PeriodRange, filter: Record<string, string> = {}) =>
  listLink(basename, 'bookings', { ...filter, from: range.from, to: range.to });

/** The latest requests first (the list can also filter on the request day: requestedFrom/requestedTo). */
export const latestRequests = (basename: string, filter: Record<string, string> = {}) => listLink(basename, 'bookings', filter, { field: 'requestedAt', order: 'DESC' });

/** The newest accounts of a role first. */
export const newestUsers = (basename: string, role: 'client' | 'cleaner') => listLink(basename, 'users', { role }, { field: 'createdAt', order: 'DESC' });

/** A cleaner's analytics page, for the users list, profile review and bookings. */
export const cleanerAnalyticsPath = (basename: string, cleanerId: string) => `${basename}/cleaners/${cleanerId}`;
