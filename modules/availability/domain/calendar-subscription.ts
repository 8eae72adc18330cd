/**
 * An external calendar a cleaner subscribes to by its secret ICS address (Google "Adresse secrète au
 * format iCal", Apple's public calendar link, Outlook's published ICS link). The address is a
 * credential: it is stored sealed and only a masked form is ever shown.
 */
export interface CalendarSubscription {
  id: string;
  cleanerId: string;
  name: string;
  /** `https://calendar.google.com/…/basic.ics`: enough to recognise it, not enough to read it. */
  maskedUrl: string;
  createdAt: Date;
  lastSyncedAt: Date | null;
  lastAttemptAt: Date | null;
  lastError: CalendarSyncError | null;
  eventCount: number;
  nextSyncAt: Date;
}

/** Why a sync failed, kept on the subscription and shown to the cleaner in their language. */
export const CALENDAR_SYNC_ERRORS = ['unreachable', 'timeout', 'http_error', 'not_found', 'too_large', 'not_calendar', 'forbidden_address', 'https_required'] as const;
export type CalendarSyncError = (typeof CALENDAR_SYNC_ERRORS)[number];

export const MAX_CALENDAR_URL_LENGTH = 2048;
export const MAX_CALENDAR_NAME_LENGTH = 80;
/** Imported busy intervals kept per calendar; beyond, the earliest are kept. */
export const MAX_BUSY_TIMES_PER_CALENDAR = 5000;

/**
 * The address as fetched: trimmed, `webcal://` (what Apple and Outlook hand out) read as `https://`.
 * Null when it is not an http(s) address without credentials.
 */
export function normalizeCalendarUrl(raw: string): string | null {
  const trimmed = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  if (!trimmed || trimmed.length > MAX_CALENDAR_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  url.hash = '';
  return url.toString();
}

/** Scheme and host, then the last path segment when short (`basic.ics`) or the last four characters. */
export function maskCalendarUrl(normalized: string): string {
  const url = new URL(normalized);
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  if (last && last.length <= 16 && !url.search) return `${url.protocol}//${url.host}/…/${last}`;
  return `${url.protocol}//${url.host}/…${(url.pathname + url.search).slice(-4)}`;
}
