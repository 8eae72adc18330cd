import type { Booking } from '../booking/api/types';

/** How often the client's page asks again while their cleaner may be on the way (docs/decisions.md "On my way"). */
export const LIVE_REFRESH_MS = 10_000;
/** From this long before the start; the visit's day is when "En route" can come. */
const LIVE_FROM_MS = 12 * 3_600_000;

/**
 * The booking page's refresh: a confirmed visit that starts within 12 hours (or has started without a
 * punch-in yet) is asked again every 10 s, so the client sees "En route", the arrival time and the
 * punch-in without reloading. Anything else does not change by itself often enough to poll.
 */
export function liveRefreshMs(booking: Pick<Booking, 'status' | 'startsAt'> | undefined, now: number): number | false {
  if (!booking || booking.status !== 'confirmed') return false;
  return new Date(booking.startsAt).getTime() - now <= LIVE_FROM_MS ? LIVE_REFRESH_MS : false;
}

/** The ETA field's text as minutes: null when empty, NaN when not a whole number. */
export function etaMinutesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
