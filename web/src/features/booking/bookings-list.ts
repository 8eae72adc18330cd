import type { BookingScopeFilter, BookingStatus } from './api/types';

export type BookingsTab = Exclude<BookingScopeFilter, 'all'>;
export const PAGE_SIZE = 20;
export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress', 'completed', 'declined', 'declined_by_client', 'cancelled', 'expired'];

/** Cleaners answer requests first; clients only see their upcoming and past visits. */
export function tabsFor(role: string | null | undefined): readonly BookingsTab[] {
  return role === 'cleaner' ? ['requests', 'upcoming', 'past'] : ['upcoming', 'past'];
}

/** The list's state from the address (?tab=&status=&page=), with anything unknown dropped. */
export function readListParams(search: URLSearchParams, role: string | null | undefined): { tab: BookingsTab; status: BookingStatus | ''; page: number } {
  const tabs = tabsFor(role);
  const tab = tabs.find((x) => x === search.get('tab')) ?? tabs[0] ?? 'upcoming';
  const status = BOOKING_STATUSES.find((x) => x === search.get('status')) ?? '';
  const page = Number(search.get('page'));
  return { tab, status: tab === 'requests' ? '' : status, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
