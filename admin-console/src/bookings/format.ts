import { formatDateTime as formatQuebecDateTime, QUEBEC_TIME_ZONE } from '../../../web/src/lib/format-datetime';
import type { BookingStatus } from './bookings-api';

// Pure formatting helpers for the bookings screens (unit-tested in format.test.ts).

/** Every visit happens in Quebec: times are shown on Quebec's clock whatever the browser's. */
export const BOOKING_TIME_ZONE = QUEBEC_TIME_ZONE;

/** The console's language -> Quebec conventions (fr-CA by default). */
export function toIntlLocale(locale: string): 'fr-CA' | 'en-CA' {
  return locale === 'en' ? 'en-CA' : 'fr-CA';
}

/** Integer cents -> "1 234,50 $" (fr) or "$1,234.50" (en). */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(toIntlLocale(locale), { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}

/**
 * An instant on Quebec's clock, "24 nov. 2026 à 9 h" / "Nov 24, 2026 at 9:00 AM" (the web app's
 * web/src/lib/format-datetime.ts, so the console writes times as the site does); "—" when there is none.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, options: { seconds?: boolean } = {}): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatQuebecDateTime(date, locale, { weekday: false, month: 'short', year: true }, options);
}

/** "4 h" / "4.5 h" (en) or "4,5 h" (fr). */
export function formatHours(hours: number, locale: string): string {
  return `${new Intl.NumberFormat(toIntlLocale(locale), { maximumFractionDigits: 2 }).format(hours)} h`;
}

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

/**
 * Status chip colours. Only palette entries whose contrast text passes WCAG AA
 * in the console theme (theme.ts): MUI's "info" light blue would not.
 */
export const STATUS_COLORS: Record<BookingStatus, ChipColor> = {
  pending: 'warning',
  confirmed: 'primary',
  in_progress: 'secondary',
  completed: 'success',
  declined: 'error',
  declined_by_client: 'default',
  cancelled: 'error',
  expired: 'default',
};

/** The statuses an admin may still cancel (the contract's adminCancelBooking). */
export const ADMIN_CANCELLABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];

export function isAdminCancellable(status: BookingStatus): boolean {
  return ADMIN_CANCELLABLE.includes(status);
}

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The cancel reason's rule (3..500 characters once trimmed) -> a message key, or null when valid. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return 'eclat.bookings.cancel.reason_too_short';
  if (length > REASON_MAX) return 'eclat.bookings.cancel.reason_too_long';
  return null;
}
